/// The classes whose live instances the `LiveObjectRegistry` counts.
public enum TrackedType: String, CaseIterable, Hashable, Sendable {
    /// `KeyboardTree` roots.
    case keyboardTree = "KeyboardTree"
    /// `KeyRowNode` rows.
    case keyRowNode = "KeyRowNode"
    /// `KeyNode` keys.
    case keyNode = "KeyNode"

    /// The type's name as reported (equal to the Swift class name).
    public var name: String { rawValue }
}
