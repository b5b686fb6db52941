/// Typing any typeable text the way a person would, through the session's keyboard.
extension KeyboardSession {
    /// The strokes that type `text` from the keyboard's current state. Throws
    /// `TypingError.untypeable` listing every character no layout has, with its index.
    public func plan(_ text: String, using planner: TypingPlanner = .standard) throws(TypingError) -> TypingPlan {
        try planner.plan(text, from: controller.state)
    }

    /// Executes `plan` through the real tap path (see `KeyboardController.execute(_:)`).
    public func execute(_ plan: TypingPlan) throws(TypingError) { try controller.execute(plan) }

    /// Makes one stroke through the real tap path (see `KeyboardController.perform(_:)`).
    public func perform(_ stroke: TypingStroke) throws { try controller.perform(stroke) }

    /// Types `text` from whatever layout and shift state the keyboard is in, switching layouts,
    /// using shift, caps lock and long-press alternates as `TypingPlanner` plans
    /// (see `KeyboardController.typeText(_:using:)`). The host document is not bounded here: a harness
    /// empties it (`emptyHostDocument()`) where it does not measure.
    public func typeText(_ text: String, using planner: TypingPlanner = .standard) throws(TypingError) {
        try controller.typeText(text, using: planner)
    }

    /// Long-presses key `keyID` of the current layout and picks `alternate`
    /// (see `KeyboardController.longPress(keyID:alternate:)` for the errors).
    public func longPress(keyID: String, alternate: String) throws {
        try controller.longPress(keyID: keyID, alternate: alternate)
    }

    /// The alternates key `keyID` of the current layout offers on a long press.
    public func alternates(ofKeyID keyID: String) throws(KeyboardInputError) -> [String] {
        try controller.alternates(ofKeyID: keyID)
    }
}
