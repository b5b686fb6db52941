import KeyboardCore
import Testing

/// Layouts as injectable data: every stroke of a layout's index types exactly its character.
/// (Found by the fuzz target: a letter key whose uppercase is two characters gave a wrong stroke.)
struct LayoutStrokeTests {
    static func layout(_ outputs: [String]) -> KeyboardLayout {
        KeyboardLayout(
            mode: .letters,
            rows: [
                outputs.enumerated().map { index, output in
                    KeyDefinition(id: "letter.\(index)", output: output, label: output, kind: .character, width: .unit)
                }
            ])
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

struct LayoutDuplicateIDTests {
    /// Two keys with one id: a tap reaches the first, so the second key's output is not typeable
    /// (before, its character had a stroke that tapped the first key and typed something else).
    @Test func onlyTheFirstKeyOfAnIDHasStrokes() {
        let first = KeyDefinition(id: "letter.x", output: "a", label: "a", kind: .character, width: .unit)
        let second = KeyDefinition(id: "letter.x", output: "b", label: "b", kind: .character, width: .unit)
        let layout = KeyboardLayout(mode: .letters, rows: [[first, second]])
        #expect(layout.keysByID["letter.x"] == first)
        #expect(layout.stroke(for: "a") == KeyStroke(keyID: "letter.x"))
        #expect(layout.stroke(for: "b") == nil)
    }
}
