extension RunReport {
    /// A compact history entry read back as a run report (issue 18 item 26: PerfCI, its exports and the
    /// history read one model), carrying exactly what the entry keeps: the environment, repetitions,
    /// tags and quick flag, every scenario's outcome and budget verdicts, and per metric its spec and
    /// per-repetition figures — with, for a distribution, p50, p99, max and the median's interval.
    ///
    /// What an entry does not keep stays absent or says so: no samples, histograms, slow calls,
    /// per-repetition diagnostics or resident floor; a summary's statistics the entry drops (n, min,
    /// p25, p75, p90, mean, stddev, outliers) are NaN (n and outliers 0), never a figure; settings other
    /// than tags, quick and repetitions are zero; a scenario's seed and durations are zero.
    public init(_ record: HistoryRecord) {
        self.init(
            schemaVersion: record.reportSchemaVersion, runId: record.runId, startedAt: record.startedAt,
            durationSeconds: record.durationSeconds, environment: record.environment,
            settings: HarnessSettings(
                filter: nil, tags: record.tags, quick: record.quick, seed: 0, defaultTimeLimitSeconds: 0,
                maxKeptSamples: 0, repetitions: record.repetitions
            ),
            scenarios: record.scenarios.map { ScenarioReport($0, of: record) }
        )
    }
}

extension ScenarioReport {
    /// A compact entry's scenario.
    init(_ scenario: HistoryRecord.Scenario, of record: HistoryRecord) {
        let metrics = scenario.metrics.map { MetricReport($0, name: record.name($0.name), spec: record.spec(of: $0)) }
        self.init(
            name: scenario.name, kind: scenario.kind, tags: scenario.tags, parameters: [:], status: scenario.status,
            failure: scenario.failure, seed: 0, durationSeconds: 0, metrics: metrics,
            budgets: scenario.budgets.map { budget in
                let metric = MetricID(record.name(budget.metric))
                let unit = metrics.first { $0.id == metric }?.unit ?? MetricUnit(rawValue: "")
                return BudgetVerdict(
                    budget: BudgetSpec(metric: metric, statistic: budget.statistic, comparison: budget.comparison, limit: budget.limit, unit: unit),
                    measured: budget.measured, passed: budget.passed
                )
            }
        )
    }
}

extension MetricReport {
    /// A compact entry's metric: its figures, and the quantiles it keeps as a summary (see
    /// `RunReport.init(_: HistoryRecord)`). An exact metric stored without quantiles had every sample
    /// equal to its figure: its p50, p99 and max are that figure.
    init(_ metric: HistoryRecord.Metric, name: String, spec: HistoryRecord.Spec) {
        let figure = Median.of(metric.repetitions)
        var kept: [Double]? = metric.quantiles
        if kept == nil, spec.deterministic, !metric.repetitions.isEmpty, Set(metric.repetitions).count == 1 {
            kept = [figure, figure, figure, figure, figure]
        }
        let summary = kept.map { q in
            Summary(
                n: 0, min: .nan, p25: .nan, p50: q[0], p75: .nan, p90: .nan, p99: q.count > 1 ? q[1] : .nan,
                max: q.count > 2 ? q[2] : .nan, mean: .nan, stddev: .nan, medianCiLower: q.count > 4 ? q[3] : .nan,
                medianCiUpper: q.count > 4 ? q[4] : .nan, outliers: 0
            )
        }
        self.init(
            spec: MetricSpec(
                id: MetricID(name), unit: spec.unit, polarity: spec.polarity,
                shape: metric.quantiles == nil ? .value : .distribution, deterministic: spec.deterministic
            ),
            summary: summary, value: metric.quantiles == nil ? figure : nil, repetitions: metric.repetitions
        )
    }
}
