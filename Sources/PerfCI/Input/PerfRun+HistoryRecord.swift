import BenchReport

extension PerfRun {
    /// PerfCI's view of a compact history entry (BenchReport's `HistoryRecord`): the same figures as the
    /// report it came from gives (`PerfRun(RunReport)`), with p50/p99/max as its statistics.
    public init(_ record: HistoryRecord) {
        self.init(
            schemaVersion: record.reportSchemaVersion, runId: record.runId, startedAt: record.startedAt,
            machine: PerfMachine(record.environment), commit: record.environment.gitCommit,
            dirty: record.environment.gitDirty, repetitions: record.repetitions,
            scenarios: record.scenarios.map { scenario in
                PerfScenario(
                    name: scenario.name, kind: scenario.kind.rawValue, tags: scenario.tags, status: scenario.status.rawValue,
                    failure: scenario.failure, metrics: scenario.metrics.map { PerfMetric($0, name: record.name($0.name), spec: record.spec(of: $0)) },
                    budgets: scenario.budgets.map {
                        PerfBudget(metric: record.name($0.metric), statistic: $0.statistic.rawValue, comparison: $0.comparison.rawValue, limit: $0.limit, passed: $0.passed)
                    }
                )
            }
        )
    }
}

extension PerfMetric {
    /// A compact entry's metric.
    init(_ metric: HistoryRecord.Metric, name: String, spec: HistoryRecord.Spec) {
        var statistics: [String: Double] = [:]
        if let q = metric.quantiles {
            // The same statistics a report gives (`PerfMetric(MetricReport)`); the interval stays in the entry.
            for (label, value) in zip(["p50", "p99", "max"], q) { statistics[label] = value }
        } else {
            statistics["value"] = metric.figure
            // An exact metric stored without quantiles had every sample equal to its figure.
            if spec.deterministic, Set(metric.repetitions).count == 1 { for label in ["p50", "p99", "max"] { statistics[label] = metric.figure } }
        }
        self.init(
            name: name, unit: spec.unit.rawValue, polarity: MetricPolarity(rawValue: spec.polarity.rawValue) ?? .neither,
            deterministic: spec.deterministic, repetitions: metric.repetitions, statistics: statistics
        )
    }
}
