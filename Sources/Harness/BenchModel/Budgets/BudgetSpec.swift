/// A declared budget: one statistic of one metric against a limit in the metric's unit.
public struct BudgetSpec: Codable, Sendable, Equatable, CustomStringConvertible {
    /// The metric checked.
    public var metric: MetricID
    /// Which statistic of its summary is checked (`value` for single-valued metrics).
    public var statistic: Statistic
    /// How the value must relate to the limit.
    public var comparison: BudgetComparison
    /// The limit, in `unit`.
    public var limit: Double
    /// The unit the limit was declared in (it must be the metric's unit).
    public var unit: MetricUnit

    /// A budget.
    public init(metric: MetricID, statistic: Statistic, comparison: BudgetComparison, limit: Double, unit: MetricUnit) {
        self.metric = metric
        self.statistic = statistic
        self.comparison = comparison
        self.limit = limit
        self.unit = unit
    }

    /// `switch/wall_time max < 100 ms`
    public var description: String {
        let statisticText = statistic == .value ? "" : " \(statistic.label)"
        return "\(metric)\(statisticText) \(comparison.symbol) \(UnitFormat.format(limit, unit))"
    }
}
