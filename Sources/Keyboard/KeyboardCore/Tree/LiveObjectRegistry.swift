import Synchronization

/// Counts live instances of the tracked tree classes: incremented in `init`, decremented in `deinit`.
/// Process-wide and lock-free (one `Atomic<Int>` per type), so any thread may read it.
public enum LiveObjectRegistry {
    private static let trees = Atomic<Int>(0)
    private static let rows = Atomic<Int>(0)
    private static let keys = Atomic<Int>(0)

    /// The number of live instances of `type`.
    public static func count(of type: TrackedType) -> Int {
        switch type {
        case .keyboardTree: trees.load(ordering: .acquiring)
        case .keyRowNode: rows.load(ordering: .acquiring)
        case .keyNode: keys.load(ordering: .acquiring)
        }
    }

    /// Live instances per type name ("KeyboardTree", "KeyRowNode", "KeyNode").
    public static var counts: [String: Int] {
        Dictionary(uniqueKeysWithValues: TrackedType.allCases.map { ($0.name, count(of: $0)) })
    }

    /// Records a new instance of `type` (call from `init`).
    static func retain(_ type: TrackedType) { add(1, to: type) }

    /// Records a destroyed instance of `type` (call from `deinit`).
    static func release(_ type: TrackedType) { add(-1, to: type) }

    private static func add(_ delta: Int, to type: TrackedType) {
        switch type {
        case .keyboardTree: trees.wrappingAdd(delta, ordering: .acquiringAndReleasing)
        case .keyRowNode: rows.wrappingAdd(delta, ordering: .acquiringAndReleasing)
        case .keyNode: keys.wrappingAdd(delta, ordering: .acquiringAndReleasing)
        }
    }
}
