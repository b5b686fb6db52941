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
    /// A percentile budget on a wall time judged with each call known to be preempted at its CPU time
    /// (`measured` is then that percentile): the percentile as measured, preemption included.
    public var asMeasuredNanoseconds: Double? = nil
    /// How many calls known to be preempted counted with their CPU time (set with `asMeasuredNanoseconds`).
    public var preemptedCalls: Int? = nil
    /// Why the budget was not judged (`not judged: profiled (alloc)`: the figure carries the profiler's
    /// cost, `ProfiledFigures`); `passed` is then true — the budget did not fail — and `measured` is shown.
    public var notJudged: String? = nil

    /// A verdict with every field given.
    public init(budget: BudgetSpec, measured: Double?, passed: Bool) {
        self.budget = budget
        self.measured = measured
        self.passed = passed
    }
}
