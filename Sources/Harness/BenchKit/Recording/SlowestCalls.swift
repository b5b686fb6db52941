/// The `capacity` slowest calls of one operation, kept in fixed storage: inserting is a comparison
/// with the fastest kept call, and a scan of `capacity` entries only when a call beats it. Beside them,
/// the call with the worst **judged** latency (`Entry.judged`: a preempted call counts with its thread
/// CPU time, the time it was switched out left aside), which a max-latency budget is judged on.
struct SlowestCalls {
    /// How many calls are kept per operation.
    static let capacity = 10

    struct Entry {
        var nanoseconds: Double
        var iteration: Int
        var step: Int
        /// Thread CPU time of the call, nanoseconds.
        var cpuNanoseconds: Double = 0
        /// Whether the thread was switched out involuntarily during the call.
        var preempted = false

        /// The latency a budget judges: the wall time of a call that ran unpreempted; of a preempted call,
        /// its CPU time (at most its wall time) — the work it did, without the time the kernel gave away.
        var judged: Double { preempted ? Swift.min(cpuNanoseconds, nanoseconds) : nanoseconds }
    }

    private let entries: UnsafeMutablePointer<Entry>
    private(set) var count = 0
    private var fastestIndex = 0
    /// The call with the highest judged latency so far (`worst.nanoseconds < 0`: none yet).
    private(set) var worst = Entry(nanoseconds: -1, iteration: 0, step: 0)

    init(arena: HarnessArena) {
        entries = arena.allocate(Self.capacity, of: Entry(nanoseconds: 0, iteration: 0, step: 0))
    }

    /// Whether a call of `nanoseconds` would be kept (among the slowest, or the worst judged): only
    /// such a call needs its preemption read.
    @inline(__always)
    func admits(_ nanoseconds: Double) -> Bool {
        count < Self.capacity || nanoseconds > entries[fastestIndex].nanoseconds || nanoseconds > worst.judged
    }

    @inline(__always)
    mutating func offer(_ entry: Entry) {
        if worst.nanoseconds < 0 || entry.judged > worst.judged { worst = entry }
        if count < Self.capacity {
            entries[count] = entry
            count += 1
            if count == Self.capacity { findFastest() }
        } else if entry.nanoseconds > entries[fastestIndex].nanoseconds {
            entries[fastestIndex] = entry
            findFastest()
        }
    }

    private mutating func findFastest() {
        var index = 0
        for candidate in 1..<count where entries[candidate].nanoseconds < entries[index].nanoseconds {
            index = candidate
        }
        fastestIndex = index
    }

    mutating func reset() {
        count = 0
        fastestIndex = 0
        worst = Entry(nanoseconds: -1, iteration: 0, step: 0)
    }

    /// The kept calls, slowest first, then the worst judged call when it is not among them.
    func sorted() -> [Entry] {
        let kept = (0..<count).map { entries[$0] }.sorted { $0.nanoseconds > $1.nanoseconds }
        let listed = kept.contains { $0.iteration == worst.iteration && $0.step == worst.step }
        return worst.nanoseconds < 0 || listed ? kept : kept + [worst]
    }
}
