extension HistoryRecord {
    /// The compact entry of a report (of any schema version, already migrated by `ReportCoding.decode`).
    /// `schemaVersion` is the version the report was written with.
    public init(_ report: RunReport, schemaVersion: Int? = nil) {
        var specs: [Spec] = []
        var index: [Spec: Int] = [:]
        func specIndex(_ metric: MetricReport) -> Int {
            let spec = Spec(unit: metric.unit, polarity: metric.polarity, deterministic: metric.deterministic)
            if let known = index[spec] { return known }
            specs.append(spec)
            index[spec] = specs.count - 1
            return specs.count - 1
        }
        let scenarios = report.scenarios.map { scenario in
            Scenario(
                name: scenario.name, kind: scenario.kind, tags: scenario.tags, status: scenario.status, failure: scenario.failure,
                budgets: scenario.budgets.map(Budget.init),
                metrics: scenario.metrics.compactMap { metric in Metric(metric, spec: specIndex(metric)) }
            )
        }
        self.init(
            format: Self.formatName, formatVersion: Self.currentVersion, reportSchemaVersion: schemaVersion ?? report.schemaVersion,
            runId: report.runId, startedAt: report.startedAt, durationSeconds: report.durationSeconds,
            environment: report.environment, repetitions: report.settings.repetitions, tags: report.settings.tags,
            quick: report.settings.quick, specs: specs, scenarios: scenarios
        )
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
    /// `nil` when it has no figure at all.
    init?(_ metric: MetricReport, spec: Int) {
        let figures = metric.repetitions.isEmpty ? metric.headline.map { [$0] } ?? [] : metric.repetitions
        guard !figures.isEmpty else { return nil }
        let quantiles = metric.summary.map { s in [s.p50, s.p99, s.max, s.medianCiLower, s.medianCiUpper].map(HistoryRecord.rounded) }
        self.init(name: metric.id.name, spec: spec, repetitions: figures.map(HistoryRecord.rounded), quantiles: quantiles)
    }
}

extension HistoryRecord.Budget {
    /// A report's budget verdict.
    init(_ verdict: BudgetVerdict) {
        self.init(
            metric: verdict.budget.metric.name, statistic: verdict.budget.statistic, comparison: verdict.budget.comparison,
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
