/// What the keyboard shows for the finger (the skill's visual feedback states).
public enum TouchFeedback: Hashable, Sendable {
    /// No finger seen.
    case none
    /// The finger is near but not touching; `keyIndex` is the key under it, if any.
    case hover(keyIndex: Int?)
    /// A valid touch on `keyIndex`.
    case touch(keyIndex: Int)
    /// A touch that does not count, and why (`.outsideKey` or `.shadowMismatch`).
    case invalid(ValidationResult)
}
