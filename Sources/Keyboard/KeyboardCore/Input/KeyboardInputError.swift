/// Why a tap or a typed character was refused.
public enum KeyboardInputError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No standard layout has a key with this identifier.
    case unknownKey(String)
    /// The key exists, but not on the layout currently shown.
    case keyNotInLayout(keyID: String, mode: KeyboardMode)
    /// The key has no such long-press alternate.
    case unknownAlternate(keyID: String, alternate: String)
    /// The character cannot be typed on the layout currently shown.
    case notTypeable(Character, mode: KeyboardMode)
    /// The layout currently shown has no key that switches to the requested layout.
    case noModeSwitch(from: KeyboardMode, to: KeyboardMode)

    /// A one-line explanation naming the key, character or layouts.
    public var description: String {
        switch self {
        case .unknownKey(let id): "unknown key id '\(id)'"
        case .keyNotInLayout(let id, let mode): "key '\(id)' is not on the \(mode) layout"
        case .unknownAlternate(let id, let alternate): "key '\(id)' has no alternate '\(alternate)'"
        case .notTypeable(let character, let mode):
            "character \(String(reflecting: String(character))) cannot be typed on the \(mode) layout"
        case .noModeSwitch(let from, let to): "the \(from) layout has no key that switches to \(to)"
        }
    }
}
