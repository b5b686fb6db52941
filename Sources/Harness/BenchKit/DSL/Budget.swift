import BenchModel

/// A budget declared in the DSL: `Budget(.latency("switch"), .p100, below: .milliseconds(100))`,
/// `Budget(.custom("accuracy"), atLeast: .ratio(0.995))`.
///
/// The limit's unit must be the metric's and the direction must suit its polarity (an upper bound for
/// smaller-is-better, a lower bound for larger-is-better): the registry checks both when it is built.
/// The parent checks the budget after the worker returns.
public struct Budget: Sendable {
    /// The declared budget.
    public let spec: BudgetSpec

    /// `statistic` of `metric` must be strictly below `limit`.
    public init(_ metric: MetricID, _ statistic: Statistic, below limit: Quantity) {
        spec = Budget.spec(metric, statistic, .below, limit)
    }

    /// `statistic` of `metric` must be at most `limit`.
    public init(_ metric: MetricID, _ statistic: Statistic, atMost limit: Quantity) {
        spec = Budget.spec(metric, statistic, .atMost, limit)
    }

    /// `statistic` of `metric` must be at least `limit` (larger-is-better metrics).
    public init(_ metric: MetricID, _ statistic: Statistic, atLeast limit: Quantity) {
        spec = Budget.spec(metric, statistic, .atLeast, limit)
    }

    /// `statistic` of `metric` must be strictly above `limit` (larger-is-better metrics).
    public init(_ metric: MetricID, _ statistic: Statistic, above limit: Quantity) {
        spec = Budget.spec(metric, statistic, .above, limit)
    }

    /// The metric's single value must be strictly below `limit` (peak resident).
    public init(_ metric: MetricID, below limit: Quantity) { self.init(metric, .value, below: limit) }
    /// The metric's single value must be at most `limit` (heap growth, leaked objects).
    public init(_ metric: MetricID, atMost limit: Quantity) { self.init(metric, .value, atMost: limit) }
    /// The metric's single value must be at least `limit` (accuracy).
    public init(_ metric: MetricID, atLeast limit: Quantity) { self.init(metric, .value, atLeast: limit) }
    /// The metric's single value must be strictly above `limit`.
    public init(_ metric: MetricID, above limit: Quantity) { self.init(metric, .value, above: limit) }

    private static func spec(
        _ metric: MetricID, _ statistic: Statistic, _ comparison: BudgetComparison, _ limit: Quantity
    ) -> BudgetSpec {
        BudgetSpec(metric: metric, statistic: statistic, comparison: comparison, limit: limit.amount, unit: limit.unit)
    }
}
