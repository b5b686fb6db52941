/// The per-character byte cap and whether arriving text may join the last character.
extension SnippetBuffer {
    /// `character`, or — when it holds more than 124 UTF-8 bytes — its first scalars, added while they
    /// come to fewer than 125 bytes (so at most `maximumCharacterBytes`). A prefix of a grapheme
    /// cluster is one cluster (a break between two scalars depends only on the scalars up to them), and
    /// cutting a cut character again changes nothing, so a cluster typed mark by mark is cut exactly as
    /// the same cluster pasted whole.
    @inline(__always)
    static func capped(_ character: Character) -> Character {
        guard character.utf8.count > maximumCharacterBytes - 4 else { return character }
        return cut(character)
    }

    @inline(never)
    private static func cut(_ character: Character) -> Character {
        var kept = String.UnicodeScalarView()
        var bytes = 0
        for scalar in character.unicodeScalars {
            guard bytes <= maximumCharacterBytes - 4 else { break }
            kept.append(scalar)
            bytes += UTF8.width(scalar)
        }
        return String(kept).first ?? character
    }

    /// Whether a text starting with `next` might join the character `last` (Unicode grapheme rules
    /// GB3–GB5, GB9–GB13): a line feed joins only a carriage return (GB3; GB5 breaks before it
    /// otherwise); anything else only when `next` is beyond U+02FF (marks, joiners, regional
    /// indicators, Hangul jamo), or `last` ends with a scalar beyond U+05FF (a prepend mark, a ZWJ, a
    /// regional indicator). A false "maybe" costs a re-segmentation — which allocates when `last` is
    /// stored out of line (more than 15 UTF-8 bytes, such as a family emoji); a false "no" cannot happen.
    static func mayJoin(_ last: Character, _ next: Unicode.Scalar) -> Bool {
        if next == "\n" { return last.unicodeScalars.last == "\r" }
        if next.value >= 0x300 { return true }
        guard let tail = last.unicodeScalars.last else { return false }
        return tail.value >= 0x600
    }
}
