/// One thing a person does with a finger: tap a key, long-press it and pick an alternate, or
/// tap it twice in quick succession (shift, to lock caps).
public enum TypingStroke: Hashable, Sendable, CustomStringConvertible {
    /// A single tap on key `keyID`.
    case tap(keyID: String)
    /// A long press on key `keyID`, then picking `alternate` from its pop-up.
    case longPress(keyID: String, alternate: String)
    /// Two taps on key `keyID` right after each other (within the shift machine's double-tap window).
    case doubleTap(keyID: String)

    /// The key the stroke lands on.
    public var keyID: String {
        switch self {
        case .tap(let id), .longPress(let id, _), .doubleTap(let id): id
        }
    }

    /// How many times the key is pressed (a double tap presses twice).
    var pressCount: Int {
        switch self {
        case .tap, .longPress: 1
        case .doubleTap: 2
        }
    }

    /// `tap(mode.123)`, `longPress(letter.e, é)` or `doubleTap(shift)`.
    public var description: String {
        switch self {
        case .tap(let id): "tap(\(id))"
        case .longPress(let id, let alternate): "longPress(\(id), \(alternate))"
        case .doubleTap(let id): "doubleTap(\(id))"
        }
    }
}
