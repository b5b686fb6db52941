import Testing
@testable import KeyboardCore

/// Characters no layout has are all found before anything is planned, with their indices.
struct TypingUntypeableTests {
    @Test func everyUntypeableCharacterIsReportedWithItsIndex() {
        let text = "Hi 😀 there ©\t€ ok\r\n🙂"
        let found = TypingPlanner.standard.untypeableCharacters(in: text)
        #expect(
            found == [
                UntypeableCharacter(character: "😀", index: 3),
                UntypeableCharacter(character: "©", index: 11),
                UntypeableCharacter(character: "\t", index: 12),
                UntypeableCharacter(character: "\r\n", index: 17),
                UntypeableCharacter(character: "🙂", index: 18),
            ])
    }

    @Test func theMessageSaysNoLayoutHasIt() {
        #expect(throws: TypingError.self) { try TypingPlanner.standard.plan("a😀b€c©") }
        do {
            _ = try TypingPlanner.standard.plan("a😀b€c©")
        } catch {
            #expect(
                error
                    == .untypeable([
                        UntypeableCharacter(character: "😀", index: 1), UntypeableCharacter(character: "©", index: 5),
                    ]))
            #expect(
                error.description
                    == #"text cannot be typed: "😀" at index 1: no layout has it; "©" at index 5: no layout has it"#)
            #expect(!error.description.contains("letters layout"))
        }
    }

    @Test func alternatesAndShiftedAlternatesAreTypeable() throws {
        try TypingPlanner.standard.checkTypeable("€ ` … ¿ ¡ ° ß Ÿ À Ø Œ “quoted” — ‰ ≠")
        #expect(!TypingPlanner.standard.canType("ẞ"), "capital sharp s: shift on ß types \"SS\"")
        #expect(!TypingPlanner.standard.canType("😀"))
    }

    @Test func aLayoutMissingFromThePlannerMakesItsCharactersUntypeable() {
        let planner = TypingPlanner(layouts: [.letters, .symbols])
        #expect(planner.untypeableCharacters(in: "1a") == [UntypeableCharacter(character: "1", index: 0)])
        #expect(throws: TypingError.unreachable("[", index: 1, from: .letters)) { try planner.plan("a[") }
    }

    @Test func lettersNeedAShiftKeyOnTheirLayout() {
        let bare = KeyboardLayout(mode: .letters, rows: [[.letter("a"), .space]])
        let planner = TypingPlanner(layouts: [bare])
        #expect(planner.untypeableCharacters(in: "a b").map(\.index) == [0, 2])
        #expect(planner.canType(" "))
    }
}
