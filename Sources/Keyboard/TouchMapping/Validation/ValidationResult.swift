/// The verdict on one observation.
public enum ValidationResult: Hashable, Sendable {
    /// A touch on key `keyIndex` (an index into the layout's `keys`).
    case touchValid(keyIndex: Int)
    /// The finger is above the surface: its shadow is `distance` pixels away (∞ when unknown).
    case hover(distance: Double)
    /// The finger is on no key, or outside its key's frame plus the margin.
    case outsideKey
    /// The shadow is not on the finger's key.
    case shadowMismatch

    /// The key touched, if the touch is valid.
    public var keyIndex: Int? {
        if case .touchValid(let key) = self { key } else { nil }
    }
}
