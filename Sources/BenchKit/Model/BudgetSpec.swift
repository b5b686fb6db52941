/// How a measured value must relate to a budget's limit.
public enum BudgetComparison: String, Codable, Sendable {
    /// measured < limit
    case below
    /// measured ≤ limit
    case atMost = "at_most"

    /// Whether `measured` holds against `limit`.
    public func holds(_ measured: Double, _ limit: Double) -> Bool {
        switch self {
        case .below: measured < limit
        case .atMost: measured <= limit
        }
    }

    /// The operator for tables ("<", "≤").
    public var symbol: String { self == .below ? "<" : "≤" }
}

/// A declared budget: one statistic of one metric against a limit.
public struct BudgetSpec: Codable, Sendable, Equatable, CustomStringConvertible {
    /// The metric checked.
    public var metric: MetricID
    /// Which statistic of its summary is checked.
    public var statistic: Statistic
    /// How the value must relate to the limit.
    public var comparison: BudgetComparison
    /// The limit, in the metric's unit.
    public var limit: Double

    public init(metric: MetricID, statistic: Statistic, comparison: BudgetComparison, limit: Double) {
        self.metric = metric
        self.statistic = statistic
        self.comparison = comparison
        self.limit = limit
    }

    /// `switch/wall_time max < 100 ms`
    public var description: String {
        "\(metric) \(statistic.label) \(comparison.symbol) \(UnitFormat.format(limit, metric.unit))"
    }
}

/// The outcome of checking one budget.
public struct BudgetVerdict: Codable, Sendable, Equatable {
    /// The budget checked.
    public var budget: BudgetSpec
    /// The measured value of the budget's statistic; `nil` when the metric was not measured.
    public var measured: Double?
    /// Whether the budget held. A metric that was not measured never holds.
    public var passed: Bool

    public init(budget: BudgetSpec, measured: Double?, passed: Bool) {
        self.budget = budget
        self.measured = measured
        self.passed = passed
    }
}
