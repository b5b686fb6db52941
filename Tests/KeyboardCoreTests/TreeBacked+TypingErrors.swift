import Testing
@testable import KeyboardCore

extension TreeBacked {
    /// Long presses, and plans the keyboard refuses or leaves.
    @Suite struct TypingErrorTests {
        /// A clock that moves a second every time it is read: no double tap is ever quick enough.
        final class SlowClock: KeyboardClock {
            private var seconds = 0.0
            var now: Double {
                seconds += 1
                return seconds
            }
        }

        @Test func longPressTypesTheAlternateHonouringShift() throws {
            let session = try TreeBacked.session()
            try session.longPress(keyID: "letter.e", alternate: "é")
            try session.tap(keyID: "shift")
            try session.longPress(keyID: "letter.a", alternate: "à")
            try session.longPress(keyID: "letter.a", alternate: "à")
            #expect(session.document.text == "éÀà")
            try session.switchLayout(to: .numbers)
            try session.longPress(keyID: "num.'", alternate: "`")
            #expect(session.document.text == "éÀà`")
        }

        @Test func longPressErrorsNameTheKeyAndAlternate() throws {
            let session = try TreeBacked.session()
            #expect(throws: KeyboardInputError.unknownKey("nope")) {
                try session.longPress(keyID: "nope", alternate: "x")
            }
            #expect(throws: KeyboardInputError.keyNotInLayout(keyID: "num.$", mode: .letters)) {
                try session.longPress(keyID: "num.$", alternate: "€")
            }
            #expect(throws: KeyboardInputError.unknownAlternate(keyID: "letter.e", alternate: "x")) {
                try session.longPress(keyID: "letter.e", alternate: "x")
            }
            #expect(throws: KeyboardInputError.unknownAlternate(keyID: "letter.e", alternate: "e")) {
                try session.longPress(keyID: "letter.e", alternate: "e")
            }
            #expect(throws: KeyboardInputError.unknownAlternate(keyID: "space", alternate: "")) {
                try session.longPress(keyID: "space", alternate: "")
            }
            #expect(session.document.text.isEmpty)
        }

        @Test func alternatesAreListedForKeysOfTheCurrentLayout() throws {
            let session = try TreeBacked.session()
            #expect(try session.alternates(ofKeyID: "letter.n") == ["ñ", "ń"])
            #expect(try session.alternates(ofKeyID: "letter.q") == [])
            #expect(throws: KeyboardInputError.unknownKey("x")) { try session.alternates(ofKeyID: "x") }
            #expect(throws: KeyboardInputError.keyNotInLayout(keyID: "sym.£", mode: .letters)) {
                try session.alternates(ofKeyID: "sym.£")
            }
        }

        @Test func aPlanMustStartWhereTheKeyboardIs() throws {
            let session = try TreeBacked.session()
            let plan = try TypingPlanner.standard.plan("1", from: KeyboardState(mode: .numbers))
            #expect(throws: TypingError.notAtPlanStart(expected: KeyboardState(mode: .numbers), found: .initial)) {
                try session.execute(plan)
            }
        }

        @Test func aRefusedStrokeNamesItsStep() throws {
            let session = try TreeBacked.session()
            let steps = [
                TypingStep(
                    stroke: .tap(keyID: "letter.a"), characterIndex: 0, typesCharacter: true, stateAfter: .initial),
                TypingStep(stroke: .tap(keyID: "num.1"), characterIndex: 1, typesCharacter: true, stateAfter: .initial),
            ]
            #expect(throws: TypingError.refused(step: 1, .keyNotInLayout(keyID: "num.1", mode: .letters))) {
                try session.execute(TypingPlan(text: "a1", start: .initial, steps: steps))
            }
            #expect(session.document.text == "a")
        }

        @Test func aLateDoubleTapDivergesAndTypeTextRecovers() throws {
            let strict = try TreeBacked.session(clock: ManualKeyboardClock())
            let slow = try KeyboardSession(clock: SlowClock())
            let plan = try slow.plan("USA")
            #expect(throws: TypingError.diverged(step: 0, expected: KeyboardState(shift: .locked), found: .initial)) {
                try slow.execute(plan)
            }
            try strict.execute(plan)
            try slow.typeText("USA and ÉTÉ")
            #expect(slow.document.text == "USA and ÉTÉ")
            #expect(strict.document.text == "USA")
        }

        @Test func aStaleShiftOnceIsClearedByRePlanning() throws {
            let session = try TreeBacked.session()
            try session.tap(keyID: "shift")
            #expect(session.controller.state.shift == .once)
            try session.typeText("ok")
            #expect(session.document.text == "ok", "the shift tap locked caps instead; re-planned")
        }
    }
}
