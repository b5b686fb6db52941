/// The outcome of checking one budget.
public struct BudgetVerdict: Codable, Sendable, Equatable {
    /// The budget checked.
    public var budget: BudgetSpec
    /// The measured value of the budget's statistic; `nil` when the metric was not measured.
    public var measured: Double?
    /// Whether the budget held. A metric that was not measured never holds.
    public var passed: Bool
    /// A max-latency budget judged without the time the worker was preempted (`measured` is then the
    /// operation's `WorstCase.judgedNanoseconds`): the slowest call as measured, preemption included.
    public var slowestNanoseconds: Double? = nil
    /// Whether the slowest call was preempted (set with `slowestNanoseconds`).
    public var slowestPreempted: Bool? = nil

    /// A verdict with every field given.
    public init(budget: BudgetSpec, measured: Double?, passed: Bool) {
        self.budget = budget
        self.measured = measured
        self.passed = passed
    }
}
