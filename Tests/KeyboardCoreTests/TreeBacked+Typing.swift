import Testing
@testable import KeyboardCore

extension TreeBacked {
    /// Plans executed through the real tap path: the document ends up equal to the text.
    @Suite struct TypingTests {
        static func session(at state: KeyboardState, clock: any KeyboardClock = ManualKeyboardClock())
            throws -> KeyboardSession
        {
            let session = try KeyboardSession(state: state, clock: clock)
            try session.display()
            return session
        }

        @Test func thePrintableRangeIsEveryOutputAlternateAndCapital() {
            let printable = Set(TypingFixtures.printable)
            for character in "aZ0[£€`…¿ÉŸ ß\n" as String { #expect(printable.contains(character)) }
            #expect(!printable.contains("ẞ"))
            #expect(printable.count > 150)
        }

        @Test(arguments: TypingFixtures.startStates)
        func thePrintableRangeIsTypedFromEveryStartingState(_ start: KeyboardState) throws {
            let text = String(TypingFixtures.printable)
            let session = try Self.session(at: start)
            let plan = try session.plan(text)
            try session.execute(plan)
            #expect(session.document.text == text)
            #expect(session.controller.state == plan.end)
            #expect(TypingFixtures.needlessSwitches(in: plan) == [])
        }

        @Test(arguments: TypingFixtures.startStates)
        func everyPrintableCharacterAloneFromEveryStartingState(_ start: KeyboardState) throws {
            let session = try Self.session(at: start)
            for character in TypingFixtures.printable {
                session.controller.restore(start)
                try session.execute(try session.plan(String(character)))
                #expect(session.document.text == String(character), "\(character) from \(start.serialized)")
                session.emptyHostDocument()
            }
        }

        @Test(arguments: TypingFixtures.startStates)
        func theLongScamMessageRoundTrips(_ start: KeyboardState) throws {
            let text = TypingFixtures.scamMessage
            #expect((1_900...2_100).contains(text.count))
            try TypingPlanner.standard.checkTypeable(text)
            let session = try Self.session(at: start)
            let plan = try session.plan(text)
            try session.execute(plan)
            #expect(session.document.text == text)
            #expect(TypingFixtures.needlessSwitches(in: plan) == [])
            #expect(plan.strokes.contains(.doubleTap(keyID: "shift")))
            #expect(plan.strokes.contains(.longPress(keyID: "letter.e", alternate: "é")))
            #expect(plan.strokes.contains(.longPress(keyID: "num.$", alternate: "€")))
            #expect(Set(plan.steps.map(\.stateAfter.mode)) == Set(KeyboardMode.allCases))
        }

        @Test func typeTextTypesFromWhereverTheKeyboardIs() throws {
            let session = try Self.session(at: KeyboardState(mode: .symbols, shift: .locked))
            try session.typeText("Hello, World! $5")
            try session.typeText(" ÉTÉ ok")
            #expect(session.document.text == "Hello, World! $5 ÉTÉ ok")
        }

        @Test func typingWorksWithoutTheGlobeKey() throws {
            let session = try KeyboardSession(needsInputModeSwitchKey: false, clock: ManualKeyboardClock())
            try session.typeText(TypingFixtures.scamMessage)
            #expect(session.document.text == TypingFixtures.scamMessage)
        }

        @Test func untypeableTextTypesNothing() throws {
            let session = try Self.session(at: .initial)
            #expect(throws: TypingError.untypeable([UntypeableCharacter(character: "😀", index: 3)])) {
                try session.typeText("ok 😀")
            }
            #expect(session.document.text.isEmpty)
            #expect(session.controller.treesBuilt == 1, "no key was tapped")
        }
    }
}
