/// The `capacity` slowest calls of one operation, kept in fixed storage: inserting is a comparison
/// with the fastest kept call, and a scan of `capacity` entries only when a call beats it.
struct SlowestCalls {
    /// How many calls are kept per operation.
    static let capacity = 10

    struct Entry {
        var nanoseconds: Double
        var iteration: Int
        var step: Int
    }

    private let entries: UnsafeMutablePointer<Entry>
    private(set) var count = 0
    private var fastestIndex = 0

    init(arena: HarnessArena) {
        entries = arena.allocate(Self.capacity, of: Entry(nanoseconds: 0, iteration: 0, step: 0))
    }

    @inline(__always)
    mutating func offer(_ nanoseconds: Double, iteration: Int, step: Int) {
        if count < Self.capacity {
            entries[count] = Entry(nanoseconds: nanoseconds, iteration: iteration, step: step)
            count += 1
            if count == Self.capacity { findFastest() }
        } else if nanoseconds > entries[fastestIndex].nanoseconds {
            entries[fastestIndex] = Entry(nanoseconds: nanoseconds, iteration: iteration, step: step)
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
    }

    /// The kept calls, slowest first.
    func sorted() -> [Entry] {
        (0..<count).map { entries[$0] }.sorted { $0.nanoseconds > $1.nanoseconds }
    }
}
