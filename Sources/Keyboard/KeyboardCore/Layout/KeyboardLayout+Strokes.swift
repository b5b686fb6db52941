/// Builds the character → key stroke index of a layout.
extension KeyboardLayout {
    /// Direct key outputs win over alternates; uppercase letters need shift.
    static func index(_ keys: [KeyDefinition]) -> [Character: KeyStroke] {
        var strokes: [Character: KeyStroke] = [:]
        for key in keys { addAlternates(of: key, to: &strokes) }
        for key in keys { addOutput(of: key, to: &strokes) }
        return strokes
    }

    private static func addOutput(of key: KeyDefinition, to strokes: inout [Character: KeyStroke]) {
        guard let output = key.output, let character = output.first, output.count == 1 else { return }
        strokes[character] = KeyStroke(keyID: key.id)
        // Only a one-character uppercase form is a stroke: shift on "ß" types "SS", on "ﬁ" "FI".
        let upper = output.uppercased()
        if key.isLetter, upper.count == 1, let upperCharacter = upper.first, upperCharacter != character {
            strokes[upperCharacter] = KeyStroke(keyID: key.id, needsShift: true)
        }
    }

    private static func addAlternates(of key: KeyDefinition, to strokes: inout [Character: KeyStroke]) {
        for alternate in key.alternates {
            guard let character = alternate.first, alternate.count == 1 else { continue }
            if strokes[character] == nil { strokes[character] = KeyStroke(keyID: key.id, alternate: alternate) }
            guard key.isLetter, let upper = alternate.uppercased().first, upper != character,
                alternate.uppercased().count == 1, strokes[upper] == nil
            else { continue }
            strokes[upper] = KeyStroke(keyID: key.id, alternate: alternate, needsShift: true)
        }
    }
}
