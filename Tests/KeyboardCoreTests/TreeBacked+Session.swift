import KeyboardCore
import Testing

extension TreeBacked {
    /// The harness facade, and story 2.5 AC2/AC4 typed for real.
    @Suite struct SessionTests {
        @Test func initBuildsNothingAndDisplayBuildsOnce() throws {
            let before = TreeBacked.live()
            let session = try KeyboardSession(device: .iPhoneSE, appearance: .dark)
            #expect(session.controller.currentTree == nil)
            #expect(TreeBacked.live() == before)
            try session.display()
            try session.display()
            #expect(session.controller.treesBuilt == 1)
            #expect(session.controller.currentTree?.frame.width == 375)
            #expect(session.controller.currentTree?.appearance == .dark)
        }

        @Test func firstUseDisplaysLazily() throws {
            let session = try KeyboardSession(clock: ManualKeyboardClock())
            try session.switchLayout(to: .numbers)
            #expect(session.controller.treesBuilt == 2)
            let typing = try KeyboardSession(clock: ManualKeyboardClock())
            try typing.type("ok")
            #expect(typing.document.text == "ok")
        }

        static let acCharacters = TypeabilityTests.ac2 + TypeabilityTests.ac4

        @Test(arguments: acCharacters)
        func acCharacterIsTypedFromNumbersOrSymbols(_ character: Character) throws {
            let session = try TreeBacked.session()
            try session.switchLayout(to: .numbers)
            if KeyboardLayout.numbers.stroke(for: character) == nil { try session.switchLayout(to: .symbols) }
            try session.type(String(character))
            #expect(session.document.text == String(character))
        }

        @Test func typingAcrossLayoutsThroughTheFacade() throws {
            let session = try TreeBacked.session(device: .iPhone14ProMax)
            try session.type("Call ")
            try session.switchLayout(to: .numbers)
            try session.type("555-0100 @ $5 (now)".filter { $0 != "n" && $0 != "o" && $0 != "w" })
            try session.switchLayout(to: .symbols)
            try session.type("[#] {}")
            try session.switchLayout(to: .letters)
            #expect(throws: KeyboardInputError.notTypeable("!", mode: .letters)) { try session.type("!") }
            #expect(session.document.text == "Call 555-0100 @ $5 ()[#] {}")
        }
    }
}
