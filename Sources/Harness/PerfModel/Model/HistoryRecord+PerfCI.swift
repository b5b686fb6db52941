import BenchReport

/// What PerfCI reads of a history's record: the same questions `RunReport+PerfCI` answers of a report,
/// asked of what a history keeps.
extension HistoryRecord {
    /// The machine's fingerprint (`EnvironmentFingerprint.machineKey`): runs share a series only when it matches.
    public var fingerprint: String { environment.machineKey }

    /// The git commit the run measured, if known.
    public var commit: String? { environment.gitCommit }

    /// The commit shortened to 12 characters, or `unknown`.
    public var shortCommit: String { ShortCommit.of(commit) }

    /// The scenario with the given name, if the run has it.
    public func scenario(named name: String) -> Scenario? { scenarios.first { $0.name == name } }

    /// The metric of `scenario` with the given name, if measured.
    public func metric(named name: String, in scenario: Scenario) -> Metric? {
        scenario.metrics.first { self.name($0.name) == name }
    }

    /// The headline metric of `scenario` (`HeadlineRule.pick`, as `ScenarioReport.headlineMetric`).
    public func headlineMetric(of scenario: Scenario) -> Metric? {
        let candidates = scenario.metrics.map {
            HeadlineRule.Candidate(name: name($0.name), unit: spec(of: $0).unit.rawValue)
        }
        return HeadlineRule.pick(candidates, budgeted: scenario.budgets.map { name($0.metric) }).map {
            scenario.metrics[$0]
        }
    }

    /// `budget` of `scenario` as a report's verdict, in the unit of the metric it constrains.
    public func verdict(_ budget: Budget, in scenario: Scenario) -> BudgetVerdict {
        let metric = MetricID(name(budget.metric))
        let unit =
            scenario.metrics.first { name($0.name) == metric.name }.map { spec(of: $0).unit }
            ?? MetricUnit(rawValue: "")
        return BudgetVerdict(
            budget: BudgetSpec(
                metric: metric, statistic: budget.statistic, comparison: budget.comparison, limit: budget.limit,
                unit: unit),
            measured: budget.measured, passed: budget.passed
        )
    }
}

extension HistoryRecord.Scenario {
    /// Whether the scenario ran to the end (passed or failed a budget), so its figures mean something.
    public var hasFigures: Bool { status == .passed || status == .failed }
}

extension HistoryRecord.Metric {
    /// The smallest and largest repetition figure.
    public var figureRange: ClosedRange<Double> {
        guard let low = repetitions.min(), let high = repetitions.max() else { return 0...0 }
        return low...high
    }
}
