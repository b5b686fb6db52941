import KeyboardCore
import Testing

extension TreeBacked {
    /// Story 2.1 AC6–7 and story 2.5 AC9: taps become document edits.
    @Suite struct ControllerTests {
        @Test func typesLettersWithShift() throws {
            let session = try TreeBacked.session()
            try session.type("Hello World\n")
            #expect(session.document.text == "Hello World\n")
            #expect(session.controller.shift.state == .off)
        }

        @Test func shiftTapsFollowTheInjectedClock() throws {
            let clock = ManualKeyboardClock()
            let session = try TreeBacked.session(clock: clock)
            try session.tap(keyID: "shift")
            clock.advance(by: 0.3)
            try session.tap(keyID: "shift")
            #expect(session.controller.shift.state == .locked)
            try session.type("AB")
            #expect(session.document.text == "AB")
            clock.advance(by: 5)
            try session.tap(keyID: "shift")
            try session.tap(keyID: "letter.c")
            #expect(session.document.text == "ABc")
            try session.tap(keyID: "shift")
            clock.advance(by: 0.6)
            try session.tap(keyID: "shift")
            #expect(session.controller.shift.state == .off)
        }

        @Test func shiftedTreeShowsUppercaseLabels() throws {
            let session = try TreeBacked.session()
            #expect(session.controller.currentTree?.keysByID["letter.q"]?.label == "q")
            try session.tap(keyID: "shift")
            #expect(session.controller.currentTree?.keysByID["letter.q"]?.label == "Q")
            try session.tap(keyID: "letter.q")
            #expect(session.controller.currentTree?.keysByID["letter.q"]?.label == "q")
        }

        @Test(arguments: KeyboardMode.allCases)
        func backspaceSpaceAndReturnWorkOnEveryLayout(_ mode: KeyboardMode) throws {
            let session = try TreeBacked.session()
            session.controller.restore(KeyboardState(mode: mode))
            try session.tap(keyID: "space")
            try session.tap(keyID: "return")
            try session.tap(keyID: "space")
            try session.tap(keyID: "backspace")
            #expect(session.document.text == " \n")
            try session.tap(keyID: "backspace")
            try session.tap(keyID: "backspace")
            try session.tap(keyID: "backspace")
            #expect(session.document.text.isEmpty)
        }

        @Test(arguments: KeyboardMode.allCases)
        func globeAdvancesToTheNextInputMode(_ mode: KeyboardMode) throws {
            let session = try TreeBacked.session()
            session.controller.restore(KeyboardState(mode: mode))
            var calls = 0
            session.controller.onAdvanceToNextInputMode = { calls += 1 }
            try session.tap(keyID: "globe")
            #expect(session.controller.advanceToNextInputModeCount == 1 && calls == 1)
            #expect(session.document.text.isEmpty)
        }

        @Test func alternatesInsertTheVariant() throws {
            let session = try TreeBacked.session()
            try session.tap(keyID: "letter.e", alternate: "é")
            try session.tap(keyID: "shift")
            try session.tap(keyID: "letter.a", alternate: "à")
            try session.switchLayout(to: .numbers)
            try session.tap(keyID: "num.'", alternate: "`")
            try session.type("€…")
            #expect(session.document.text == "éÀ`€…")
        }

        @Test func numbersIgnoreShiftAndKeepIt() throws {
            let session = try TreeBacked.session()
            try session.tap(keyID: "shift")
            try session.switchLayout(to: .numbers)
            try session.type("1@")
            #expect(session.controller.shift.state == .once)
            try session.switchLayout(to: .letters)
            try session.type("X")
            #expect(session.document.text == "1@X")
        }

        @Test func snippetCapturesTypingButNotSecureFields() throws {
            let session = try TreeBacked.session()
            try session.type("Hi yo")
            #expect(session.controller.snippetBuffer.text == "Hi yo")
            session.document.isSecureTextEntry = true
            try session.type("pw")
            #expect(session.controller.snippetBuffer.text == "Hi yo")
            #expect(session.document.text == "Hi yopw")
        }

        @Test func snippetKeepsTheLast300TypedCharacters() throws {
            let session = try TreeBacked.session()
            try session.type(String(repeating: "ab", count: 200))
            #expect(session.controller.snippetBuffer.count == 300)
            #expect(session.document.text.count == 400)
        }
    }
}
