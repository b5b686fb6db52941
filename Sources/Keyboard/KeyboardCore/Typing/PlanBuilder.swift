/// Accumulates a plan's steps while tracking the keyboard state they lead to (a model of the
/// controller: mode-switch keys change the layout, shift taps the shift state, letters end `.once`).
struct PlanBuilder {
    /// The state after the last step.
    private(set) var state: KeyboardState
    /// The steps so far.
    private(set) var steps: [TypingStep] = []

    init(state: KeyboardState) { self.state = state }

    /// Adds `stroke` for the character at `index`, applying `change` to the tracked state.
    mutating func add(
        _ stroke: TypingStroke, for index: Int, typing: Bool = false, change: (inout KeyboardState) -> Void
    ) {
        change(&state)
        steps.append(TypingStep(stroke: stroke, characterIndex: index, typesCharacter: typing, stateAfter: state))
    }
}
