/// Long-press variants, modelled on the stock iOS English keyboard.
enum KeyAlternates {
    /// Accented variants of lowercase letters.
    static let letters: [String: [String]] = [
        "a": ["à", "á", "â", "ä", "æ", "ã", "å", "ā"],
        "c": ["ç", "ć", "č"],
        "e": ["è", "é", "ê", "ë", "ē", "ė", "ę"],
        "i": ["î", "ï", "í", "ī", "į", "ì"],
        "l": ["ł"],
        "n": ["ñ", "ń"],
        "o": ["ô", "ö", "ò", "ó", "œ", "ø", "ō", "õ"],
        "s": ["ß", "ś", "š"],
        "u": ["û", "ü", "ù", "ú", "ū"],
        "y": ["ÿ"],
        "z": ["ž", "ź", "ż"],
    ]

    /// Variants of digits and symbols (shared by the numbers and symbols layouts).
    /// The backtick is on neither layout's table, so it is an alternate of the apostrophe, as on iOS.
    static let symbols: [String: [String]] = [
        "0": ["°"],
        "-": ["–", "—", "•"],
        "/": ["\\"],
        "$": ["€", "£", "¥", "₩", "₽", "¢"],
        "&": ["§"],
        "\"": ["“", "”", "„", "«", "»"],
        "'": ["`", "‘", "’"],
        ".": ["…"],
        "?": ["¿"],
        "!": ["¡"],
        "%": ["‰"],
        "=": ["≠", "≈"],
    ]

    /// The alternates of a letter key.
    static func forLetter(_ letter: String) -> [String] { letters[letter] ?? [] }

    /// The alternates of a number or symbol key.
    static func forSymbol(_ symbol: String) -> [String] { symbols[symbol] ?? [] }
}
