import KeyboardCore
import Testing

/// Layouts as injectable data: every stroke of a layout's index types exactly its character.
/// (Found by the fuzz target: a letter key whose uppercase is two characters gave a wrong stroke.)
struct LayoutStrokeTests {
    static func layout(_ outputs: [String]) -> KeyboardLayout {
        KeyboardLayout(mode: .letters, rows: [outputs.enumerated().map { index, output in
            KeyDefinition(id: "letter.\(index)", output: output, label: output, kind: .character, width: .unit)
        }])
    }

    @Test(arguments: [("ß", "S"), ("ﬁ", "F")])
    func letterWhoseUppercaseIsTwoCharactersHasNoShiftedStroke(_ output: String, _ wrong: Character) {
        let layout = Self.layout([output])
        #expect(layout.stroke(for: Character(output)) == KeyStroke(keyID: "letter.0"))
        #expect(layout.stroke(for: wrong) == nil)
    }

    @Test func everyStrokeTypesItsCharacter() {
        let layout = Self.layout(["a", "ß", "é", "ﬁ", "ı", "İ", "ǅ", "σ", "1"])
        for (character, stroke) in layout.strokes {
            let output = layout.keysByID[stroke.keyID]?.output ?? ""
            #expect((stroke.needsShift ? output.uppercased() : output) == String(character), "\(character)")
        }
        #expect(layout.stroke(for: "A") == KeyStroke(keyID: "letter.0", needsShift: true))
    }
}
