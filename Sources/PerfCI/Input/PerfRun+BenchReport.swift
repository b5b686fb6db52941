import BenchReport

extension PerfRun {
    /// PerfCI's view of a run report decoded (and, for older schema versions, migrated) by BenchReport.
    ///
    /// The machine's fingerprint is the environment's `machineKey` (machine id, CPU, cores, OS, Swift
    /// version, build configuration): two runs compare, and share a history series, only when it matches.
    public init(_ report: RunReport) {
        self.init(
            schemaVersion: report.schemaVersion, runId: report.runId, startedAt: report.startedAt,
            machine: PerfMachine(report.environment), commit: report.environment.gitCommit,
            dirty: report.environment.gitDirty, repetitions: report.settings.repetitions,
            scenarios: report.scenarios.map(PerfScenario.init)
        )
        pairing = report.pairing.map { PerfPairing(id: $0.id, role: $0.role, pairs: $0.pairs) }
    }
}

extension PerfMachine {
    /// The machine a report's environment describes.
    public init(_ environment: EnvironmentFingerprint) {
        self.init(
            fingerprint: environment.machineKey, hostname: environment.hostname, cpuModel: environment.cpuModel,
            cores: environment.cores, buildConfiguration: environment.buildConfiguration
        )
    }
}

extension PerfScenario {
    /// A scenario of a report: its outcome, its metrics and its budgets.
    public init(_ scenario: ScenarioReport) {
        self.init(
            name: scenario.name, kind: scenario.kind.rawValue, tags: scenario.tags, status: scenario.status.rawValue,
            failure: scenario.failure, metrics: scenario.metrics.compactMap(PerfMetric.init),
            budgets: scenario.budgets.map(PerfBudget.init)
        )
    }
}

extension PerfMetric {
    /// A metric of a report with its process-level figures; `nil` when it has no figure at all.
    public init?(_ metric: MetricReport) {
        let figures = metric.repetitions.isEmpty ? metric.headline.map { [$0] } ?? [] : metric.repetitions
        guard !figures.isEmpty else { return nil }
        var statistics: [String: Double] = [:]
        if let summary = metric.summary {
            for statistic in Statistic.allCases where statistic != .value {
                statistics[statistic.label] = summary.value(of: statistic)
            }
        }
        if let value = metric.value { statistics["value"] = value }
        self.init(
            name: metric.id.name, unit: metric.unit.rawValue,
            polarity: MetricPolarity(rawValue: metric.polarity.rawValue) ?? .neither,
            deterministic: metric.deterministic, repetitions: figures, statistics: statistics
        )
        if let lows = metric.repetitionP10, lows.count == figures.count { repetitionLows = lows }
    }
}

extension PerfBudget {
    /// A budget verdict of a report.
    public init(_ verdict: BudgetVerdict) {
        self.init(
            metric: verdict.budget.metric.name, statistic: verdict.budget.statistic.rawValue,
            comparison: verdict.budget.comparison.rawValue, limit: verdict.budget.limit, passed: verdict.passed
        )
    }
}
