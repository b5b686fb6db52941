/// Carrying out typing plans through the real tap path (`tap(keyID:)`, `longPress(keyID:alternate:)`).
extension KeyboardController {
    /// The most times `typeText` re-plans after the keyboard left the plan without typing anything
    /// in between (e.g. double taps on shift that keep coming too late to lock caps).
    static let typingRecoveryLimit = 3

    /// Makes one stroke through the real tap path (a double tap is two taps, back to back).
    /// Throws the `KeyboardInputError` of the refused tap.
    public func perform(_ stroke: TypingStroke) throws {
        switch stroke {
        case .tap(let id): try tap(keyID: id)
        case .longPress(let id, let alternate): try longPress(keyID: id, alternate: alternate)
        case .doubleTap(let id):
            try tap(keyID: id)
            try tap(keyID: id)
        }
    }

    /// Executes `plan` stroke by stroke, checking the keyboard is where the plan says after each.
    /// Throws `.notAtPlanStart`, `.diverged` (characters before that step are typed), `.refused`.
    public func execute(_ plan: TypingPlan) throws(TypingError) {
        guard state == plan.start else { throw .notAtPlanStart(expected: plan.start, found: state) }
        for (index, step) in plan.steps.enumerated() {
            try perform(step.stroke, asStep: index)
            guard state == step.stateAfter else {
                throw .diverged(step: index, expected: step.stateAfter, found: state)
            }
        }
    }

    /// Plans `text` from the current state and executes it; if the keyboard leaves the plan (a
    /// late double tap), re-plans the rest from where it really is — after a re-plan that typed
    /// nothing, with one shift tap per capital instead of caps lock. Throws `.untypeable` (nothing
    /// typed) listing every character no layout has, `.refused`, or `.diverged` once
    /// `typingRecoveryLimit` re-plans in a row typed nothing.
    public func typeText(_ text: String, using planner: TypingPlanner = .standard) throws(TypingError) {
        var remaining = Substring(text)
        var fruitless = 0
        while true {
            let current = fruitless == 0 ? planner : planner.withoutCapsLock()
            let plan = try current.plan(String(remaining), from: state)
            do throws(TypingError) {
                return try execute(plan)
            } catch .diverged(let step, let expected, let found) {
                let typed = plan.steps[step].charactersTypedAfter
                fruitless = typed == 0 ? fruitless + 1 : 0
                guard fruitless < Self.typingRecoveryLimit else {
                    throw .diverged(step: step, expected: expected, found: found)
                }
                remaining = remaining.dropFirst(typed)
            }
        }
    }

    private func perform(_ stroke: TypingStroke, asStep index: Int) throws(TypingError) {
        do {
            try perform(stroke)
        } catch let error as KeyboardInputError {
            throw .refused(step: index, error)
        } catch {
            throw .failed(step: index, message: String(describing: error))
        }
    }
}
