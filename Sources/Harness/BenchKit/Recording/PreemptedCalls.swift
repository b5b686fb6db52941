/// Every measured call the thread was preempted in, with its thread CPU time, in harness memory: a
/// percentile budget on wall time is judged with such calls at their CPU time, and on a loaded machine
/// far more calls than the kept slowest can be preempted (at load ~30 a third of vision frames).
///
/// Storage is mapped once and left untouched until written (no resident cost until calls are
/// preempted); recording a call is a store, on the preempted branch only. Past `capacity` calls the
/// rest are counted, not kept: the budget then judges those at their wall time (never below what is known).
struct PreemptedCalls {
    /// How many preempted calls a run keeps (32 bytes each: 512 KiB mapped, touched as used).
    static let capacity = 16_384

    struct Entry {
        var operation: Int32
        var step: Int32
        var iteration: Int
        var nanoseconds: Double
        var cpuNanoseconds: Double
    }

    private let entries: UnsafeMutablePointer<Entry>
    private(set) var count = 0
    /// Preempted calls past `capacity`, not kept.
    private(set) var dropped = 0

    init(arena: HarnessArena) {
        entries = arena.allocate(bytes: Self.capacity * MemoryLayout<Entry>.stride)
            .bindMemory(to: Entry.self, capacity: Self.capacity)
    }

    /// Keeps one preempted call of operation `op`.
    @inline(__always)
    mutating func add(op: Int, wall: Double, cpu: Double, iteration: Int, step: Int) {
        guard count < Self.capacity else {
            dropped += 1
            return
        }
        entries[count] = Entry(
            operation: Int32(truncatingIfNeeded: op), step: Int32(truncatingIfNeeded: step), iteration: iteration,
            nanoseconds: wall, cpuNanoseconds: cpu)
        count += 1
    }

    mutating func reset() {
        count = 0
        dropped = 0
    }

    /// The kept calls, in the order they were made.
    func all() -> [Entry] { (0..<count).map { entries[$0] } }
}
