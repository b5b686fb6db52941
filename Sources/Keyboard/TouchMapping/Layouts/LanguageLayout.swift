import KeyboardCore

/// A language's keys as data: the number row and the letter rows of its national keyboard, left to
/// right as printed. `keyboardLayout` turns it into the on-screen letters layout, `printedKeyboard`
/// into the camera's printed keyboard.
public struct LanguageLayout: Hashable, Sendable {
    /// Display name, e.g. "German (QWERTZ)".
    public let name: String
    /// Short code used as the layout provider's name, e.g. "de".
    public let code: String
    /// The characters of the number row.
    public let numberRow: [String]
    /// The letter rows, top to bottom (with the punctuation keys between the letters of a national
    /// keyboard's rows, e.g. `, .` after `m`; the on-screen layout leaves those out).
    public let letterRows: [[String]]
    /// What the number-row keys type with shift, key for key (on AZERTY the digits); empty when not given.
    public let shiftedNumberRow: [String]

    /// Creates a language layout.
    public init(
        name: String, code: String, numberRow: [String], letterRows: [[String]], shiftedNumberRow: [String] = []
    ) {
        self.name = name
        self.code = code
        self.numberRow = numberRow
        self.letterRows = letterRows
        self.shiftedNumberRow = shiftedNumberRow
    }

    /// Creates a layout from rows written as strings, one character per key.
    public init(name: String, code: String, numberRow: String, shiftedNumberRow: String = "", letterRows: [String]) {
        self.init(
            name: name, code: code, numberRow: numberRow.map(String.init),
            letterRows: letterRows.map { $0.map(String.init) },
            shiftedNumberRow: shiftedNumberRow.map(String.init))
    }

    /// Whether `key` belongs on the on-screen letters layout: a letter (ç, ñ, لا), not punctuation.
    static func isLetterKey(_ key: String) -> Bool { key.allSatisfy(\.isLetter) && !key.isEmpty }

    /// Every key of the printed keyboard (number row first), as key definitions.
    var printedRows: [[KeyDefinition]] {
        [numberRow.map { Self.key($0, prefix: "num") }] + letterRows.map { $0.map { Self.key($0, prefix: "letter") } }
    }

    /// The on-screen letters layout: the letter keys of the letter rows (punctuation such as `, .`
    /// stays on the numbers and symbols layouts, as on iOS; rows of more than ten keys share the
    /// width), shift and backspace around the last letter row, then 123, globe, space and return.
    public var keyboardLayout: KeyboardLayout {
        let letters = letterRows.map { $0.filter(Self.isLetterKey) }
        var rows = letters.map { row in row.map { Self.key($0, prefix: "letter", flexible: row.count > 10) } }
        if let last = rows.popLast() {
            rows.append([.shift] + last.map { $0.flexibleWidth() } + [.backspace])
        }
        return KeyboardLayout(mode: .letters, rows: rows + [[.toNumbers, .globe, .space, .return]])
    }

    /// The layouts of a keyboard in this language: its letters, the standard numbers and symbols.
    public var provider: KeyboardLayoutProvider {
        KeyboardLayoutProvider(name: code, letters: keyboardLayout, numbers: .numbers, symbols: .symbols)
    }

    private static func key(_ character: String, prefix: String, flexible: Bool = false) -> KeyDefinition {
        // Punctuation between the letters (`, .` of row 3) is a symbol key: shift does not touch it.
        let name = prefix == "letter" && !isLetterKey(character) ? "sym" : prefix
        let base =
            name == "letter"
            ? KeyDefinition.letter(character)
            : KeyDefinition(
                id: "\(name).\(character)", output: character, label: character, kind: .character, width: .unit)
        return flexible ? base.flexibleWidth() : base
    }
}
