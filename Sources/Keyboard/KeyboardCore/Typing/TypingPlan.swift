/// The strokes that type a text from a given keyboard state: a value, made by a `TypingPlanner`
/// and executed with `KeyboardController.execute(_:)` (or `KeyboardSession.execute(_:)`).
public struct TypingPlan: Hashable, Sendable, CustomStringConvertible {
    /// The text the plan types.
    public let text: String
    /// The state the keyboard must be in when the plan starts.
    public let start: KeyboardState
    /// The strokes, in order, each with the state it leaves.
    public let steps: [TypingStep]

    /// Creates a plan.
    init(text: String, start: KeyboardState, steps: [TypingStep]) {
        self.text = text
        self.start = start
        self.steps = steps
    }

    /// The strokes alone, in order.
    public var strokes: [TypingStroke] { steps.map(\.stroke) }

    /// The state the keyboard is in when the plan is done.
    public var end: KeyboardState { steps.last?.stateAfter ?? start }

    /// How many key presses the plan makes (a double tap counts two).
    var pressCount: Int { steps.reduce(0) { $0 + $1.stroke.pressCount } }

    /// The strokes, space-separated: `tap(mode.123) tap(num.$) …`.
    public var description: String { strokes.map(\.description).joined(separator: " ") }
}
