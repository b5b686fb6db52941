extension HistoryRecord {
    /// What a history keeps of `report` (of any schema version, already migrated by `ReportCoding.decode`):
    /// the one function that makes a record. `schemaVersion` is the version the report was written with.
    public init(_ report: RunReport, schemaVersion: Int? = nil) {
        var specs = Table<Spec>(), names = Table<String>()
        let scenarios = report.scenarios.map { scenario in
            var entry = Scenario(
                name: scenario.name, kind: scenario.kind, tags: scenario.tags, status: scenario.status,
                failure: scenario.failure,
                budgets: scenario.budgets.map { Budget($0, name: names.index($0.budget.metric.name)) },
                metrics: scenario.metrics.compactMap { metric in
                    Metric(
                        metric, name: names.index(metric.id.name),
                        spec: specs.index(
                            Spec(unit: metric.unit, polarity: metric.polarity, deterministic: metric.deterministic)))
                }
            )
            entry.seconds = scenario.secondsPerWorker
            return entry
        }
        self.init(
            reportSchemaVersion: schemaVersion ?? report.schemaVersion,
            runId: report.runId, startedAt: report.startedAt, durationSeconds: report.durationSeconds,
            environment: report.environment, repetitions: report.settings.repetitions, tags: report.settings.tags,
            quick: report.settings.quick, specs: specs.values, metricNames: names.values, scenarios: scenarios
        )
    }

    /// Distinct values in first-seen order, each with its index: how a record's metric names and specs
    /// are numbered (both encodings build them in the same order).
    public struct Table<Value: Hashable> {
        /// The values, in first-seen order.
        public private(set) var values: [Value] = []
        private var indices: [Value: Int] = [:]

        /// An empty table.
        public init() {}

        /// The index of `value`, added at the end when new.
        public mutating func index(_ value: Value) -> Int {
            if let known = indices[value] { return known }
            values.append(value)
            indices[value] = values.count - 1
            return values.count - 1
        }
    }

    /// `x` to `significantDigits` significant digits (non-finite and zero unchanged).
    public static func rounded(_ x: Double) -> Double {
        guard x.isFinite, x != 0 else { return x }
        let magnitude = Double(significantDigits) - (abs(x).log10Floor + 1)
        let scale = pow10(magnitude)
        let result = (x * scale).rounded() / scale
        return result.isFinite ? result : x
    }

    private static func pow10(_ exponent: Double) -> Double {
        var result = 1.0
        let steps = Int(abs(exponent))
        for _ in 0..<min(steps, 400) { result *= 10 }
        return exponent < 0 ? 1 / result : result
    }
}

extension HistoryRecord.Metric {
    /// A report's metric: its repetition figures (the headline when it has none) and its quantiles;
    /// `nil` when it has no figure at all. Exact metrics keep exact figures; the others are rounded.
    init?(_ metric: MetricReport, name: Int, spec: Int) {
        let figures = metric.repetitions.isEmpty ? metric.headline.map { [$0] } ?? [] : metric.repetitions
        guard !figures.isEmpty else { return nil }
        let exact = metric.deterministic
        func round(_ x: Double) -> Double { exact ? x : HistoryRecord.rounded(x) }
        var quantiles = metric.summary.map { s in [s.p50, s.p99, s.max, s.medianCiLower, s.medianCiUpper].map(round) }
        if metric.deterministic, let q = quantiles, Set(q + figures).count == 1 { quantiles = nil }
        self.init(name: name, spec: spec, repetitions: figures.map(round), quantiles: quantiles)
    }
}

extension HistoryRecord.Budget {
    /// A report's budget verdict.
    init(_ verdict: BudgetVerdict, name: Int) {
        self.init(
            metric: name, statistic: verdict.budget.statistic, comparison: verdict.budget.comparison,
            limit: verdict.budget.limit, measured: verdict.measured, passed: verdict.passed
        )
    }
}

extension Double {
    /// ⌊log10 |x|⌋ for a finite non-zero x, without Foundation.
    var log10Floor: Double {
        var value = Swift.abs(self), exponent = 0.0
        while value >= 10 { value /= 10; exponent += 1 }
        while value < 1 { value *= 10; exponent -= 1 }
        return exponent
    }
}
