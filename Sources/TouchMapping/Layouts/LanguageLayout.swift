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
    /// The letter rows, top to bottom.
    public let letterRows: [[String]]

    /// Creates a language layout.
    public init(name: String, code: String, numberRow: [String], letterRows: [[String]]) {
        self.name = name
        self.code = code
        self.numberRow = numberRow
        self.letterRows = letterRows
    }

    /// Creates a layout from rows written as strings, one character per key.
    public init(name: String, code: String, numberRow: String, letterRows: [String]) {
        self.init(name: name, code: code, numberRow: numberRow.map(String.init), letterRows: letterRows.map { $0.map(String.init) })
    }

    /// Every key of the printed keyboard (number row first), as key definitions.
    public var printedRows: [[KeyDefinition]] {
        [numberRow.map { Self.key($0, prefix: "num") }] + letterRows.map { $0.map { Self.key($0, prefix: "letter") } }
    }

    /// The on-screen letters layout: the letter rows (rows of more than ten keys share the width),
    /// shift and backspace around the last letter row, then 123, globe, space and return.
    public var keyboardLayout: KeyboardLayout {
        var rows = letterRows.map { row in row.map { Self.key($0, prefix: "letter", flexible: row.count > 10) } }
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
        let base = prefix == "letter" ? KeyDefinition.letter(character)
            : KeyDefinition(id: "\(prefix).\(character)", output: character, label: character, kind: .character, width: .unit)
        return flexible ? base.flexibleWidth() : base
    }
}
