import BenchReport
import Testing

/// `HistoryRecord.init(_:schemaVersion:)`: the one function that makes what a history keeps of a run.
@Suite("The history's own type, made from a run report")
struct HistoryRecordMakingTests {
    /// A figure list as text, so NaN and infinity compare as themselves.
    static func text(_ figures: [Double]?) -> String? { figures.map { "\($0)" } }

    @Test("the run's identity, machine, settings it keeps, and every scenario's outcome and cost")
    func runFields() throws {
        var report = SampleReports.report()
        report.settings.tags = ["pr"]
        report.settings.quick = true
        let record = HistoryRecord(report)
        #expect(record.format == HistoryRecord.formatName && record.formatVersion == HistoryRecord.currentVersion)
        #expect(
            record.reportSchemaVersion == report.schemaVersion
                && HistoryRecord(report, schemaVersion: 1).reportSchemaVersion == 1)
        #expect(record.runId == report.runId && record.startedAt == report.startedAt)
        #expect(record.durationSeconds == report.durationSeconds && record.environment == report.environment)
        #expect(record.repetitions == 2 && record.tags == ["pr"] && record.quick == true)
        #expect(
            record.scenarios.map(\.name) == ["switch-storm", "crasher"],
            "scenarios in order; the resident floor is not kept")
        for (kept, full) in zip(record.scenarios, report.scenarios) {
            #expect(
                kept.kind == full.kind && kept.tags == full.tags && kept.status == full.status
                    && kept.failure == full.failure)
            #expect(kept.seconds == full.secondsPerWorker)
        }
    }

    @Test("names and specs are numbered in first-seen order, budgets before metrics")
    func tables() {
        let report = SampleReports.report()
        let record = HistoryRecord(report)
        var names: [String] = []
        for scenario in report.scenarios {
            let seen = scenario.budgets.map(\.budget.metric.name) + scenario.metrics.map(\.id.name)
            for name in seen where !names.contains(name) { names.append(name) }
        }
        #expect(record.metricNames == names)
        let specs = report.scenarios.flatMap(\.metrics).map {
            HistoryRecord.Spec(unit: $0.unit, polarity: $0.polarity, deterministic: $0.deterministic)
        }
        #expect(record.specs == specs.reduce(into: []) { if !$0.contains($1) { $0.append($1) } })
    }

    @Test("every budget's verdict and every metric's spec, figures and kept quantiles")
    func budgetsAndMetrics() throws {
        let report = SampleReports.report()
        let record = HistoryRecord(report)
        for (kept, full) in zip(record.scenarios, report.scenarios) {
            #expect(kept.budgets.map { record.name($0.metric) } == full.budgets.map(\.budget.metric.name))
            #expect(kept.budgets.map(\.statistic) == full.budgets.map(\.budget.statistic))
            #expect(kept.budgets.map(\.comparison) == full.budgets.map(\.budget.comparison))
            #expect(kept.budgets.map(\.limit) == full.budgets.map(\.budget.limit))
            #expect(
                Self.text(kept.budgets.map { $0.measured ?? -1 }) == Self.text(full.budgets.map { $0.measured ?? -1 }))
            #expect(kept.budgets.map(\.passed) == full.budgets.map(\.passed))
            #expect(kept.metrics.map { record.name($0.name) } == full.metrics.map(\.id.name))
            for (metric, original) in zip(kept.metrics, full.metrics) {
                let spec = record.spec(of: metric)
                #expect(
                    spec.unit == original.unit && spec.polarity == original.polarity
                        && spec.deterministic == original.deterministic)
                #expect(
                    metric.repetitions
                        == original.repetitions.map { original.deterministic ? $0 : HistoryRecord.rounded($0) })
                let quantiles = original.summary.map { s in
                    [s.p50, s.p99, s.max, s.medianCiLower, s.medianCiUpper].map(HistoryRecord.rounded)
                }
                #expect(Self.text(metric.quantiles) == Self.text(quantiles), "\(original.id.name)")
            }
        }
    }

    @Test("a metric without repetition figures keeps its headline; one without any figure is left out")
    func figuresFallBack() throws {
        var report = SampleReports.report()
        report.scenarios[0].metrics[2].repetitions = []
        report.scenarios[0].metrics[1] = MetricReport(
            spec: report.scenarios[0].metrics[1].spec, summary: nil, value: nil, repetitions: [])
        let record = HistoryRecord(report)
        let kept = report.scenarios[0].metrics
        #expect(record.scenarios[0].metrics.map { record.name($0.name) } == [kept[0].id.name, kept[2].id.name])
        #expect(record.scenarios[0].metrics[1].repetitions == [12e6])
    }
}
