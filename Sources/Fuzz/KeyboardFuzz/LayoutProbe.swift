import FuzzSupport
import KeyboardCore

/// Layouts as data, made from fuzzed key definitions: every stroke the layout's index offers must
/// produce exactly its character (the key's output or alternate, uppercased when it needs shift).
enum LayoutProbe {
    /// Identifier prefixes: letters (affected by shift) and other keys; a number follows, and two keys
    /// of one layout may share an id (a tap on it reaches the first).
    static let prefixes = ["letter.", "num.", "sym.", "shift", ""]
    /// Outputs and alternates, with letters whose case mapping changes their length or is special.
    static let texts = [
        "a", "s", "ß", "ﬁ", "i", "İ", "ı", "é", "e\u{301}", "ǅ", "1", " ", "\n", "", "ab", "🙂", "Σ", "ς",
    ]

    /// Builds a small layout from `input` and checks its strokes.
    static func run(_ input: inout FuzzBytes) throws(FuzzFinding) {
        let keys = (0..<input.index(below: 8)).map { _ in key(&input, number: input.index(below: 6)) }
        let layout = KeyboardLayout(mode: input.pick(KeyboardMode.allCases), rows: [keys])
        for (character, stroke) in layout.strokes {
            guard let key = layout.keysByID[stroke.keyID] else {
                throw FuzzFinding(
                    "layout", "stroke for \(String(reflecting: String(character))) names missing key '\(stroke.keyID)'")
            }
            let base = stroke.alternate ?? key.output ?? ""
            let typed = stroke.needsShift ? base.uppercased() : base
            try expect(
                typed == String(character), "layout",
                "stroke for \(String(reflecting: String(character))) types \(String(reflecting: typed)) (key '\(key.id)', output \(String(reflecting: key.output)), alternate \(String(reflecting: stroke.alternate)), shift \(stroke.needsShift))"
            )
        }
        _ = layout.withoutGlobe()
        _ = layout.modeSwitchKey(to: input.pick(KeyboardMode.allCases))
    }

    static func key(_ input: inout FuzzBytes, number: Int) -> KeyDefinition {
        let output = input.byte() % 4 == 0 ? nil : input.pick(texts)
        let alternates = (0..<input.index(below: 3)).map { _ in input.pick(texts) }
        return KeyDefinition(
            id: input.pick(prefixes) + "\(number)", output: output, label: output ?? "", kind: .character,
            width: .unit, alternates: alternates)
    }
}
