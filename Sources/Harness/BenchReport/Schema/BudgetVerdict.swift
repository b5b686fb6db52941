/// The outcome of checking one budget.
public struct BudgetVerdict: Codable, Sendable, Equatable {
    /// The budget checked.
    public var budget: BudgetSpec
    /// The measured value of the budget's statistic; `nil` when the metric was not measured.
    public var measured: Double?
    /// Whether the budget held. A metric that was not measured never holds.
    public var passed: Bool

    /// A verdict with every field given.
    public init(budget: BudgetSpec, measured: Double?, passed: Bool) {
        self.budget = budget
        self.measured = measured
        self.passed = passed
    }
}
