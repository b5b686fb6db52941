/// The shift state of the letters layout.
public enum ShiftState: String, CaseIterable, Codable, Hashable, Sendable {
    /// Lowercase letters.
    case off
    /// The next letter is capitalised, then shift turns off.
    case once
    /// Caps lock: every letter is capitalised until shift is tapped again.
    case locked

    /// Whether letters are currently capitalised.
    public var capitalises: Bool { self != .off }
}
