/// A budget declared in the DSL: `Budget(.latency("switch"), .p100, below: .milliseconds(100))`.
///
/// The parent checks it after the worker returns; its verdict and the measured value go into the report.
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

    /// The metric's single value must be strictly below `limit` (for once-per-run metrics such as peak resident).
    public init(_ metric: MetricID, below limit: Quantity) {
        spec = Budget.spec(metric, .value, .below, limit)
    }

    /// The metric's single value must be at most `limit` (heap growth, leaked objects).
    public init(_ metric: MetricID, atMost limit: Quantity) {
        spec = Budget.spec(metric, .value, .atMost, limit)
    }

    private static func spec(_ metric: MetricID, _ statistic: Statistic, _ comparison: BudgetComparison, _ limit: Quantity) -> BudgetSpec {
        precondition(
            limit.unit == metric.unit,
            "budget on \(metric) is in \(limit.unit.rawValue) but the metric is in \(metric.unit.rawValue)"
        )
        return BudgetSpec(metric: metric, statistic: statistic, comparison: comparison, limit: limit.amount)
    }
}
