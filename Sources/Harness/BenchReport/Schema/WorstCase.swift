/// An operation's worst call over every repetition, with and without the time its worker was switched
/// out: on a loaded machine the slowest call may have waited for the CPU (preempted) for most of its
/// wall time, which says nothing about the keyboard. A max-latency budget is judged on `judgedNanoseconds`.
public struct WorstCase: Codable, Sendable, Equatable {
    /// The operation.
    public var operation: String
    /// The slowest call's wall time (the maximum of the operation's wall-time distribution), nanoseconds.
    public var slowestNanoseconds: Double
    /// Whether the worker was preempted (an involuntary context switch) during that call.
    public var slowestPreempted: Bool
    /// The worst judged latency: the largest wall time of a call that ran unpreempted, or CPU time of a
    /// preempted call (the work it did), whichever is larger; nanoseconds.
    public var judgedNanoseconds: Double
    /// How many of the operation's kept slowest calls were preempted.
    public var preemptedCalls: Int

    /// The worst case of `operation` among `calls` (the kept slowest calls of every repetition); `nil`
    /// when none of them knows whether it was preempted (a worker of an older protocol).
    init?(operation: String, calls: [SlowCall]) {
        let known = calls.filter { $0.operation == operation && $0.preempted != nil }
        guard let slowest = known.max(by: { $0.nanoseconds < $1.nanoseconds }),
            let judged = known.map(\.judgedNanoseconds).max()
        else { return nil }
        self.operation = operation
        slowestNanoseconds = slowest.nanoseconds
        slowestPreempted = slowest.preempted == true
        judgedNanoseconds = judged
        preemptedCalls = known.filter { $0.preempted == true }.count
    }

    /// Every operation's worst case among `calls`, in order of first appearance.
    public static func all(_ calls: [SlowCall]) -> [WorstCase] {
        let operations = calls.reduce(into: [String]()) { if !$0.contains($1.operation) { $0.append($1.operation) } }
        return operations.compactMap { WorstCase(operation: $0, calls: calls) }
    }
}
