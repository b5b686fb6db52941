/// Text both ways: words of symbols as codes, and patterns written with `.`, `-`, spaces between
/// symbols and ` / ` between words.
extension MorseAlphabet {
    /// The codes of `text`, word by word (words split at whitespace). Throws naming the first
    /// character the alphabet cannot send.
    public func encode(_ text: String) throws(MorseTextError) -> [[MorseCode]] {
        var words: [[MorseCode]] = []
        var current: [MorseCode] = []
        for (offset, character) in text.enumerated() {
            if character.isWhitespace {
                if !current.isEmpty { words.append(current) }
                current = []
                continue
            }
            guard let code = code(for: character) else { throw .unencodable(character, offset: offset) }
            current.append(code)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// `text` as a pattern: `"SOS HI"` → `"... --- ... / .... .."`.
    public func pattern(for text: String) throws(MorseTextError) -> String {
        try encode(text).map { $0.map(\.description).joined(separator: " ") }.joined(separator: " / ")
    }

    /// The text of words of codes; throws at the first code the alphabet lacks.
    public func decode(words: [[MorseCode]]) throws(MorseTextError) -> String {
        var text = ""
        for (index, word) in words.enumerated() {
            if index > 0 { text.append(" ") }
            for code in word {
                switch decode(code) {
                case .success(let symbol): text.append(symbol.description)
                case .failure: throw .unknownSequence(code)
                }
            }
        }
        return text
    }

    /// The text of a pattern written as `pattern(for:)` writes it; throws on a character other than
    /// `.`, `-`, space and `/`, on a symbol too long, or on an unknown sequence.
    public func decode(pattern: String) throws(MorseTextError) -> String {
        var words: [[MorseCode]] = []
        for word in pattern.split(separator: "/", omittingEmptySubsequences: false) {
            var codes: [MorseCode] = []
            for piece in word.split(separator: " ") {
                guard let code = MorseCode(pattern: String(piece)) else { throw .malformedPattern(String(piece)) }
                codes.append(code)
            }
            guard !codes.isEmpty else { throw .malformedPattern(pattern) }
            words.append(codes)
        }
        return try decode(words: words)
    }
}

/// Text that cannot be sent or read.
public enum MorseTextError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A character the alphabet has no signal for, and where it is (in characters from the start).
    case unencodable(Character, offset: Int)
    /// A signal sequence that stands for no symbol.
    case unknownSequence(MorseCode)
    /// A pattern piece that is not dots and dashes (or longer than a code holds), or an empty word.
    case malformedPattern(String)

    /// The problem in one line, for a message.
    public var description: String {
        switch self {
        case .unencodable(let character, let offset): "no Morse signal for '\(character)' (character \(offset))"
        case .unknownSequence(let code): "unknown Morse sequence '\(code)'"
        case .malformedPattern(let piece): "not a Morse pattern: '\(piece)'"
        }
    }
}
