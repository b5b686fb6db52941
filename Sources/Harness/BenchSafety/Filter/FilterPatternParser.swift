/// Recursive-descent parser of the filter syntax (see `FilterPattern`), with bounded nesting.
struct FilterPatternParser {
    let scalars: [Unicode.Scalar]
    let source: String
    var position = 0
    var depth = 0

    init(scalars: [Unicode.Scalar], source: String) {
        self.scalars = scalars
        self.source = source
    }

    /// The whole pattern.
    mutating func parse() throws(FilterPatternError) -> FilterNode {
        let node = try choice()
        if position < scalars.count { throw error("unbalanced ')'") }
        return node
    }

    /// `a|b|…`
    mutating func choice() throws(FilterPatternError) -> FilterNode {
        var options = [try sequence()]
        while peek == "|" {
            position += 1
            options.append(try sequence())
        }
        return options.count == 1 ? options[0] : .choice(options)
    }

    /// Items up to `|`, `)` or the end.
    mutating func sequence() throws(FilterPatternError) -> FilterNode {
        var items: [FilterNode] = []
        while let next = peek, next != "|", next != ")" {
            items.append(try repetition())
        }
        return items.isEmpty ? .empty : (items.count == 1 ? items[0] : .sequence(items))
    }

    /// An atom followed by any number of `*`, `+`, `?`.
    mutating func repetition() throws(FilterPatternError) -> FilterNode {
        var node = try atom()
        while let next = peek {
            switch next {
            case "*": node = .zeroOrMore(node)
            case "+": node = .oneOrMore(node)
            case "?": node = .optional(node)
            case "{": throw error("'{' (bounded repetition) is not supported; use * + ? or write the item out")
            default: return node
            }
            position += 1
        }
        return node
    }

    /// One character, set, anchor or group.
    mutating func atom() throws(FilterPatternError) -> FilterNode {
        let scalar = scalars[position]
        position += 1
        switch scalar {
        case "(": return try group()
        case "[": return .set(try characterSet())
        case ".": return .set(.any)
        case "^": return .start
        case "$": return .end
        case "\\": return .set(try escape())
        case "*", "+", "?": throw error("'\(scalar)' has nothing to repeat", at: position - 1)
        case "{", "}":
            throw error(
                "'\(scalar)' (bounded repetition) is not supported; write \\\(scalar) for the character",
                at: position - 1)
        default: return .set(.single(scalar))
        }
    }

    /// `( … )`, after the `(`.
    mutating func group() throws(FilterPatternError) -> FilterNode {
        let opened = position - 1
        if peek == "?" { throw error("'(?' (lookaround, named or non-capturing groups) is not supported") }
        depth += 1
        guard depth <= FilterPattern.maximumNesting else {
            throw error("more than \(FilterPattern.maximumNesting) nested groups", at: opened)
        }
        let inner = try choice()
        guard peek == ")" else { throw error("'(' is not closed", at: opened) }
        position += 1
        depth -= 1
        return inner
    }

    /// `\x`, after the backslash: a shorthand class or the literal character.
    mutating func escape() throws(FilterPatternError) -> FilterCharacterSet {
        guard let scalar = peek else { throw error("'\\' at the end of the pattern", at: position - 1) }
        position += 1
        if let shorthand = FilterCharacterSet.shorthand(scalar) { return shorthand }
        if ("1"..."9").contains(scalar) {
            throw error("backreferences (\\\(scalar)) are not supported", at: position - 2)
        }
        return .single(scalar)
    }

    /// `[…]`, after the `[`: ranges, single characters, escapes, leading `^` for negation.
    mutating func characterSet() throws(FilterPatternError) -> FilterCharacterSet {
        let opened = position - 1
        var set = FilterCharacterSet(ranges: [])
        if peek == "^" { set.negated = true; position += 1 }
        var first = true
        while let scalar = peek, scalar != "]" || first {
            first = false
            position += 1
            if scalar == "\\" {
                let escaped = try escape()
                if escaped.negated {
                    throw error("a negated shorthand inside [...] is not supported", at: position - 2)
                }
                set.ranges += escaped.ranges
                continue
            }
            set.ranges.append(try range(from: scalar))
        }
        guard peek == "]" else { throw error("'[' is not closed", at: opened) }
        position += 1
        return set
    }

    /// `a` or `a-z` inside a set, `scalar` already read.
    mutating func range(from low: Unicode.Scalar) throws(FilterPatternError) -> ClosedRange<UInt32> {
        guard peek == "-", position + 1 < scalars.count, scalars[position + 1] != "]" else {
            return low.value...low.value
        }
        let high = scalars[position + 1]
        guard low.value <= high.value else { throw error("range '\(low)-\(high)' is reversed", at: position - 1) }
        position += 2
        return low.value...high.value
    }

    var peek: Unicode.Scalar? { position < scalars.count ? scalars[position] : nil }

    func error(_ reason: String, at offset: Int? = nil) -> FilterPatternError {
        FilterPatternError(pattern: source, offset: offset ?? position, reason: reason)
    }
}
