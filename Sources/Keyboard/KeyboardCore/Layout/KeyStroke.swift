/// How to produce one character on a layout: tap a key, or pick one of its alternates.
public struct KeyStroke: Hashable, Sendable {
    /// The key to tap.
    public let keyID: String
    /// The alternate to pick, or `nil` to tap the key itself.
    public let alternate: String?
    /// Whether shift must be on (uppercase letters).
    public let needsShift: Bool

    /// Creates a key stroke.
    public init(keyID: String, alternate: String? = nil, needsShift: Bool = false) {
        self.keyID = keyID
        self.alternate = alternate
        self.needsShift = needsShift
    }
}
