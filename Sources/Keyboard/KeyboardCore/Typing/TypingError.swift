/// Why a text could not be planned or a plan could not be carried out.
public enum TypingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Characters that no layout has (every one of them, in text order).
    case untypeable([UntypeableCharacter])
    /// A layout has the character, but no chain of mode-switch keys reaches that layout from `from`.
    case unreachable(Character, index: Int, from: KeyboardMode)
    /// The keyboard was not in the plan's start state when the plan was executed.
    case notAtPlanStart(expected: KeyboardState, found: KeyboardState)
    /// After step `step` the keyboard was not in the state the plan expected (e.g. a double tap on
    /// shift that came too late to lock caps).
    case diverged(step: Int, expected: KeyboardState, found: KeyboardState)
    /// The keyboard refused the stroke of step `step`.
    case refused(step: Int, KeyboardInputError)
    /// The stroke of step `step` failed with an error that is not a keyboard input error.
    case failed(step: Int, message: String)

    /// A one-line explanation.
    public var description: String {
        switch self {
        case .untypeable(let characters):
            "text cannot be typed: " + characters.map(\.description).joined(separator: "; ")
        case .unreachable(let character, let index, let mode):
            "\(String(reflecting: String(character))) at index \(index): no layout reachable from \(mode) has it"
        case .notAtPlanStart(let expected, let found):
            "plan starts at \(expected.serialized) but the keyboard is at \(found.serialized)"
        case .diverged(let step, let expected, let found):
            "after step \(step) the keyboard is at \(found.serialized), not \(expected.serialized) as planned"
        case .refused(let step, let error): "step \(step) refused: \(error)"
        case .failed(let step, let message): "step \(step) failed: \(message)"
        }
    }
}
