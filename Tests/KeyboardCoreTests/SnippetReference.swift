import KeyboardCore

/// The snippet window's rule written plainly over a whole document, for comparing with the ring: the
/// document's characters as Swift segments them, except that a character longer than the byte cap
/// gives its longest prefix of whole scalars within the cap, and the rest of the document is segmented
/// afresh after that prefix.
enum SnippetReference {
    /// The window's characters for `document`, oldest first.
    static func characters(of document: String) -> [Character] {
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
