/// A Morse alphabet: symbols and their codes, both ways. `MorseAlphabet.itu` is the table of
/// ITU-R M.1677-1 (see `MorseAlphabet+ITU.swift`). Decoding is a table lookup by the packed code
/// (no hashing, no allocation); a code the table lacks is reported as unknown, never guessed.
public struct MorseAlphabet: Sendable {
    /// The symbols, in table order, and their codes.
    public private(set) var entries: [(symbol: MorseSymbol, code: MorseCode)] = []
    /// Decoding: entry index + 1 by packed code (0 = not in the alphabet), for codes up to 8 signals.
    private var byBits = [UInt8](repeating: 0, count: 1 << 9)

    /// The International Morse code of ITU-R M.1677-1: letters (with É), figures, the punctuation
    /// marks and the procedure signals it defines.
    public static let itu: MorseAlphabet = {
        var alphabet = MorseAlphabet()
        for (character, pattern) in ituLetters + ituFigures + ituPunctuation {
            alphabet.add(.character(character), pattern)
        }
        for (procedure, pattern) in ituProcedures { alphabet.add(.procedure(procedure), pattern) }
        return alphabet
    }()

    private init() {}

    /// This alphabet with `extra` characters added (a later entry decodes in place of an earlier one
    /// with the same code: `&` of `commonExtensions` decodes where *wait* did). Throws
    /// `.malformedPattern` for a pattern that is not 1–8 dots and dashes (or past 255 entries).
    public func adding(_ extra: [(Character, String)]) throws(MorseTextError) -> MorseAlphabet {
        var alphabet = self
        for (character, pattern) in extra {
            guard alphabet.add(.character(character), pattern) else { throw .malformedPattern(pattern) }
        }
        return alphabet
    }

    @discardableResult
    private mutating func add(_ symbol: MorseSymbol, _ pattern: String) -> Bool {
        guard let code = MorseCode(pattern: pattern), !code.isEmpty, Int(code.bits) < byBits.count, entries.count < 255
        else { return false }
        entries.append((symbol, code))
        // A procedure sharing a character's code (invitation to transmit = K) never shadows the character.
        if case .procedure = symbol, byBits[Int(code.bits)] != 0 { return true }
        byBits[Int(code.bits)] = UInt8(entries.count)
        return true
    }

    /// The symbol `code` stands for, or `.unknownSequence` when the alphabet has none.
    public func decode(_ code: MorseCode) -> Result<MorseSymbol, MorseDecodingError> {
        let bits = Int(code.bits)
        guard bits < byBits.count, byBits[bits] != 0 else { return .failure(.unknownSequence(code)) }
        return .success(entries[Int(byBits[bits]) - 1].symbol)
    }

    /// Whether `code` stands for a symbol (the same answer as `decode`, without building a result).
    public func contains(_ code: MorseCode) -> Bool {
        let bits = Int(code.bits)
        return bits < byBits.count && byBits[bits] != 0
    }

    /// The code of `symbol`, or `nil` when the alphabet has none. Letters are looked up upper-cased.
    public func code(for symbol: MorseSymbol) -> MorseCode? {
        let wanted: MorseSymbol
        if case .character(let character) = symbol, character.isLowercase, let upper = character.uppercased().first,
            character.uppercased().count == 1
        {
            wanted = .character(upper)
        } else {
            wanted = symbol
        }
        return entries.first { $0.symbol == wanted }?.code
    }

    /// The code of `character`, or `nil`.
    public func code(for character: Character) -> MorseCode? { code(for: .character(character)) }
}

/// A code that is not in the alphabet.
public enum MorseDecodingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The signals keyed stand for no symbol of the alphabet.
    case unknownSequence(MorseCode)

    /// The problem in one line, for a message.
    public var description: String {
        switch self {
        case .unknownSequence(let code): "unknown Morse sequence '\(code)'"
        }
    }
}
