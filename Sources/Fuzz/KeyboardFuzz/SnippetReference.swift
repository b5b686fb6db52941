import KeyboardCore

/// The snippet window's rule written plainly over a whole document, for comparing with the ring: the
/// document's characters as Swift segments them, except that a character longer than the byte cap
/// gives its longest prefix of whole scalars within the cap, and the rest of the document is segmented
/// afresh after that prefix.
public enum SnippetReference {
    /// Scalars of every grapheme-break class that joins or breaks: letters, controls, CR and LF, marks,
    /// spacing marks, prepend marks, ZWJ, pictographs, skin tones, regional indicators, Hangul jamo and
    /// syllables, an Indic consonant, virama and nukta, CJK and a 4-byte letter.
    public static let alphabet: [Unicode.Scalar] = [
        "a", "h", " ", ".", "\u{1}", "\r", "\n", "\u{301}", "\u{308}", "\u{FE0F}", "\u{903}", "\u{93E}", "\u{600}",
        "\u{605}", "\u{200D}", "\u{1F469}", "\u{1F4BB}", "\u{2764}", "\u{1F3FD}", "\u{1F1EB}", "\u{1F1F7}",
        "\u{1100}", "\u{1161}", "\u{11A8}", "\u{AC00}", "\u{AC01}", "\u{915}", "\u{94D}", "\u{93C}", "中",
        "\u{1D49C}",
    ]

    /// The window's characters for `document`, oldest first.
    public static func characters(of document: String) -> [Character] {
        var result: [Character] = []
        var rest = document
        while !rest.isEmpty {
            var taken = 0
            var cut: [Unicode.Scalar]?
            for character in rest {
                guard character.utf8.count > SnippetBuffer.maximumCharacterBytes else {
                    result.append(character)
                    taken += character.unicodeScalars.count
                    continue
                }
                cut = prefixWithinCap(character)
                break
            }
            guard let cut else { break }
            result.append(Character(String(String.UnicodeScalarView(cut))))
            rest = String(String.UnicodeScalarView(rest.unicodeScalars.dropFirst(taken + cut.count)))
        }
        return result
    }

    /// Whether every character of `document` fits the cap (then the window is exactly its characters).
    static func fitsTheCap(_ document: String) -> Bool {
        document.allSatisfy { $0.utf8.count <= SnippetBuffer.maximumCharacterBytes }
    }

    private static func prefixWithinCap(_ character: Character) -> [Unicode.Scalar] {
        var kept: [Unicode.Scalar] = []
        var bytes = 0
        for scalar in character.unicodeScalars {
            bytes += UTF8.width(scalar)
            guard bytes <= SnippetBuffer.maximumCharacterBytes else { break }
            kept.append(scalar)
        }
        return kept
    }
}
