import BenchReport

/// One scenario of a run: its outcome, its metrics and its budgets.
public struct PerfScenario: Codable, Sendable, Equatable {
    /// The scenario's name.
    public var name: String
    /// `scenario` or `benchmark`.
    public var kind: String
    /// Its tags.
    public var tags: [String]
    /// `passed`, `failed`, `crashed`, `timed_out` or `error`.
    public var status: String
    /// Why it did not pass, if it did not.
    public var failure: String?
    /// Its metrics, in report order.
    public var metrics: [PerfMetric]
    /// Its budgets with verdicts.
    public var budgets: [PerfBudget]

    /// Makes a scenario.
    public init(
        name: String, kind: String = "scenario", tags: [String] = [], status: String = "passed",
        failure: String? = nil, metrics: [PerfMetric], budgets: [PerfBudget] = []
    ) {
        self.name = name
        self.kind = kind
        self.tags = tags
        self.status = status
        self.failure = failure
        self.metrics = metrics
        self.budgets = budgets
    }

    /// Whether the scenario ran to the end (passed or failed a budget), so its figures mean something.
    public var hasFigures: Bool { status == "passed" || status == "failed" }

    /// The metric with the given name, if measured.
    public func metric(named name: String) -> PerfMetric? { metrics.first { $0.name == name } }

    /// The headline metric (BenchReport's `HeadlineRule`, the same everywhere): a budgeted time metric,
    /// else a wall time, else a time, else a budgeted metric, else the first. Its figure is `figure`.
    public var headlineMetric: PerfMetric? {
        let candidates = metrics.map { HeadlineRule.Candidate(name: $0.name, unit: $0.unit) }
        return HeadlineRule.pick(candidates, budgeted: budgets.map(\.metric)).map { metrics[$0] }
    }
}

/// A budget and whether it held.
public struct PerfBudget: Codable, Sendable, Equatable {
    /// The metric it constrains.
    public var metric: String
    /// The statistic it reads (`p50`, `p100`, `value`, …).
    public var statistic: String
    /// `below`, `at_most`, `at_least` or `above`.
    public var comparison: String
    /// The limit, in the metric's unit.
    public var limit: Double
    /// Whether it held.
    public var passed: Bool

    /// Makes a budget.
    public init(metric: String, statistic: String, comparison: String, limit: Double, passed: Bool) {
        self.metric = metric
        self.statistic = statistic
        self.comparison = comparison
        self.limit = limit
        self.passed = passed
    }
}
