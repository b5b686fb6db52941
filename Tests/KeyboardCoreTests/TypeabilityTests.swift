import Testing
@testable import KeyboardCore

/// Story 2.5 AC2 and AC4: every listed character is typeable from the number or symbol layouts.
struct TypeabilityTests {
    static let ac2: [Character] = Array("0123456789@#$%&*()-+=")
    static let ac4: [Character] = Array("!?\"':;/\\|~`<>[]{}^_")

    @Test(arguments: ac2 + ac4)
    func typeableFromNumbersOrSymbols(_ character: Character) {
        let stroke = KeyboardLayout.numbers.stroke(for: character) ?? KeyboardLayout.symbols.stroke(for: character)
        #expect(stroke != nil, "\(character) cannot be typed")
        #expect(stroke?.needsShift == false)
    }

    @Test func backtickIsAnAlternateOfTheApostrophe() {
        #expect(KeyboardLayout.numbers.stroke(for: "`") == KeyStroke(keyID: "num.'", alternate: "`"))
        #expect(KeyboardLayout.symbols.stroke(for: "`") == KeyStroke(keyID: "sym.'", alternate: "`"))
    }

    @Test func lettersNeedShiftOnlyWhenUppercase() {
        #expect(KeyboardLayout.letters.stroke(for: "q") == KeyStroke(keyID: "letter.q"))
        #expect(KeyboardLayout.letters.stroke(for: "Q") == KeyStroke(keyID: "letter.q", needsShift: true))
        #expect(
            KeyboardLayout.letters.stroke(for: "É") == KeyStroke(keyID: "letter.e", alternate: "é", needsShift: true))
        #expect(KeyboardLayout.letters.stroke(for: "1") == nil)
    }

    @Test func spaceAndNewlineAreTypeableEverywhere() {
        for layout in KeyboardLayout.all {
            #expect(layout.stroke(for: " ")?.keyID == "space")
            #expect(layout.stroke(for: "\n")?.keyID == "return")
        }
    }
}
