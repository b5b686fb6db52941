/// The three standard layouts (story 2.1 letters; story 2.5 numbers and symbols tables).
extension KeyboardLayout {
    /// QWERTY: Q–P / A–L / shift Z–M backspace / 123 globe space return.
    public static let letters = KeyboardLayout(
        mode: .letters,
        rows: [
            "qwertyuiop".map { .letter(String($0)) },
            "asdfghjkl".map { .letter(String($0)) },
            [.shift] + "zxcvbnm".map { .letter(String($0)).flexibleWidth() } + [.backspace],
            [.toNumbers, .globe, .space, .return],
        ])

    /// `1 2 3 4 5 6 7 8 9 0` / `- / : ; ( ) $ & @ "` / `#+= . , ? ! ' ⌫` / `ABC globe space return`.
    public static let numbers = KeyboardLayout(
        mode: .numbers,
        rows: [
            symbolRow(["1", "2", "3", "4", "5", "6", "7", "8", "9", "0"], prefix: "num", width: .unit),
            symbolRow(["-", "/", ":", ";", "(", ")", "$", "&", "@", "\""], prefix: "num", width: .unit),
            [.toSymbols] + symbolRow(punctuation, prefix: "num", width: .flexible) + [.backspace],
            [.toLetters, .globe, .space, .return],
        ])

    /// `[ ] { } # % ^ * + =` / `_ \ | ~ < > $ £ ¥ •` / `123 . , ? ! ' ⌫` / `ABC globe space return`.
    public static let symbols = KeyboardLayout(
        mode: .symbols,
        rows: [
            symbolRow(["[", "]", "{", "}", "#", "%", "^", "*", "+", "="], prefix: "sym", width: .unit),
            symbolRow(["_", "\\", "|", "~", "<", ">", "$", "£", "¥", "•"], prefix: "sym", width: .unit),
            [.toNumbers] + symbolRow(punctuation, prefix: "sym", width: .flexible) + [.backspace],
            [.toLetters, .globe, .space, .return],
        ])

    /// All standard layouts, in mode order.
    public static let all: [KeyboardLayout] = [.letters, .numbers, .symbols]

    /// The standard layout for `mode`, with or without the globe key.
    public static func standard(_ mode: KeyboardMode, showsGlobe: Bool = true) -> KeyboardLayout {
        switch (mode, showsGlobe) {
        case (.letters, true): .letters
        case (.numbers, true): .numbers
        case (.symbols, true): .symbols
        case (.letters, false): lettersWithoutGlobe
        case (.numbers, false): numbersWithoutGlobe
        case (.symbols, false): symbolsWithoutGlobe
        }
    }

    private static let lettersWithoutGlobe = letters.withoutGlobe()
    private static let numbersWithoutGlobe = numbers.withoutGlobe()
    private static let symbolsWithoutGlobe = symbols.withoutGlobe()
    private static let punctuation = [".", ",", "?", "!", "'"]

    private static func symbolRow(_ characters: [String], prefix: String, width: KeyWidth) -> [KeyDefinition] {
        characters.map { KeyDefinition.symbol($0, prefix: prefix, width: width) }
    }
}

extension KeyDefinition {
    /// The same key with a flexible width (row 3 letters share the rest of their row).
    public func flexibleWidth() -> KeyDefinition {
        KeyDefinition(id: id, output: output, label: label, kind: kind, width: .flexible, alternates: alternates)
    }
}
