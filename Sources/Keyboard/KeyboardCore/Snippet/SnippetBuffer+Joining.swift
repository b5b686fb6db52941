/// The per-character byte cap and whether arriving text may join the last character.
extension SnippetBuffer {
    /// Whether a text starting with `next` might join the character `last` (Unicode grapheme rules
    /// GB3–GB5, GB9–GB13): a line feed joins only a carriage return (GB3; GB5 breaks before it
    /// otherwise); anything else only when `next` is beyond U+02FF (marks, joiners, regional
    /// indicators, Hangul jamo), or `last` ends with a prepend mark (GB9b), all of which lie beyond
    /// U+05FF and none of which is an emoji. A false "maybe" costs a check of the two — which
    /// allocates when `last` is stored out of line (more than 15 UTF-8 bytes, such as a family emoji
    /// before a mark); a false "no" cannot happen.
    static func mayJoin(_ last: Character, _ next: Unicode.Scalar) -> Bool {
        if next == "\n" { return last.unicodeScalars.last == "\r" }
        if next.value >= 0x300 { return true }
        guard let tail = last.unicodeScalars.last else { return false }
        return tail.value >= 0x600 && !tail.properties.isEmoji
    }

    /// Adds the characters of `text`, each as a slot, splitting any longer than `maximumCharacterBytes`
    /// (see the type's notes). Returns how many slots were added.
    mutating func pushCharacters(of text: String) -> Int {
        var arrived = 0
        var offset = 0
        for character in text {
            let size = character.utf8.count
            guard size <= Self.maximumCharacterBytes else {
                let start = text.utf8.index(text.utf8.startIndex, offsetBy: offset)
                return arrived + pushSplitting(text, from: start)
            }
            push(character)
            arrived += 1
            offset += size
        }
        return arrived
    }

    /// Adds the text from `start` (a character boundary) piece by piece: the first character of the
    /// rest, segmented afresh from its first scalar, when it fits the byte cap, otherwise its longest
    /// prefix of whole scalars that does (a prefix of a grapheme cluster is one cluster, as a break
    /// between two scalars depends only on the scalars before it). Each step segments a copy of at most
    /// `maximumCharacterBytes` + 4 bytes, so a pasted cluster of any length costs time in proportion to
    /// its length, and a piece is the same whether the text arrives at once or a scalar at a time.
    @inline(never)
    private mutating func pushSplitting(_ text: String, from start: String.Index) -> Int {
        let scalars = text.unicodeScalars
        var position = start
        var arrived = 0
        while position < scalars.endIndex {
            var fits = position
            var bytes = 0
            while fits < scalars.endIndex {
                let width = UTF8.width(scalars[fits])
                guard bytes + width <= Self.maximumCharacterBytes else { break }
                bytes += width
                fits = scalars.index(after: fits)
            }
            let probeEnd = fits < scalars.endIndex ? scalars.index(after: fits) : fits
            let probe = String(scalars[position..<probeEnd])
            let probeSize = probe.utf8.count
            if probeEnd != fits, let first = probe.first, first.utf8.count == probeSize,
                let piece = String(scalars[position..<fits]).first
            {
                push(piece)
                arrived += 1
                position = text.utf8.index(position, offsetBy: piece.utf8.count)
                continue
            }
            var consumed = 0
            for character in probe {
                let size = character.utf8.count
                if consumed + size == probeSize, probeEnd != scalars.endIndex { break }
                push(character)
                arrived += 1
                consumed += size
            }
            position = text.utf8.index(position, offsetBy: consumed)
        }
        return arrived
    }
}
