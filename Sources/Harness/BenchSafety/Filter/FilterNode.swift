/// The parsed form of a filter pattern.
indirect enum FilterNode: Equatable, Sendable {
    /// Matches the empty string.
    case empty
    /// One character from a set.
    case set(FilterCharacterSet)
    /// The start of the name (`^`).
    case start
    /// The end of the name (`$`).
    case end
    /// Each in turn.
    case sequence([FilterNode])
    /// Any one of them.
    case choice([FilterNode])
    /// Zero or more (`*`).
    case zeroOrMore(FilterNode)
    /// One or more (`+`).
    case oneOrMore(FilterNode)
    /// Zero or one (`?`).
    case optional(FilterNode)
}

/// A set of characters: ranges of Unicode scalar values, possibly negated.
struct FilterCharacterSet: Equatable, Sendable {
    /// Inclusive ranges of scalar values.
    var ranges: [ClosedRange<UInt32>]
    /// Whether the set is every character *not* in `ranges`.
    var negated = false

    /// Any character (`.`).
    static let any = FilterCharacterSet(ranges: [], negated: true)

    /// Exactly `scalar`.
    static func single(_ scalar: Unicode.Scalar) -> FilterCharacterSet {
        FilterCharacterSet(ranges: [scalar.value...scalar.value])
    }

    /// Whether `scalar` is in the set.
    func contains(_ scalar: Unicode.Scalar) -> Bool {
        ranges.contains { $0.contains(scalar.value) } != negated
    }

    /// `\d`, `\w`, `\s` (and their negations `\D`, `\W`, `\S`), or `nil` for another letter.
    static func shorthand(_ letter: Unicode.Scalar) -> FilterCharacterSet? {
        let digits: [ClosedRange<UInt32>] = [48...57]
        let word: [ClosedRange<UInt32>] = [48...57, 65...90, 95...95, 97...122]
        let space: [ClosedRange<UInt32>] = [9...13, 32...32]
        switch letter {
        case "d": return FilterCharacterSet(ranges: digits)
        case "D": return FilterCharacterSet(ranges: digits, negated: true)
        case "w": return FilterCharacterSet(ranges: word)
        case "W": return FilterCharacterSet(ranges: word, negated: true)
        case "s": return FilterCharacterSet(ranges: space)
        case "S": return FilterCharacterSet(ranges: space, negated: true)
        default: return nil
        }
    }
}
