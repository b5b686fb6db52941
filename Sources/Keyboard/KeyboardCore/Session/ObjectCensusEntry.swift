/// Live versus legitimately held instances of one tracked type; `leaked = live − held`.
public struct ObjectCensusEntry: Sendable, Equatable {
    /// The tracked type's name ("KeyboardTree", "KeyRowNode", "KeyNode").
    public let type: String
    /// Instances alive in the process (`LiveObjectRegistry`).
    public let live: Int
    /// Instances the session's controller holds (current tree + cache).
    public let held: Int

    /// Creates an entry.
    init(type: String, live: Int, held: Int) {
        self.type = type
        self.live = live
        self.held = held
    }

    /// Instances alive but not held: leaks, if nothing else in the process holds trees.
    public var leaked: Int { live - held }
}
