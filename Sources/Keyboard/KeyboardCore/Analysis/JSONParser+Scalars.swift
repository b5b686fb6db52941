/// Strings and numbers.
extension JSONParser {
    mutating func string() throws(JSONParseError) -> String {
        position += 1
        var scalars = String.UnicodeScalarView()
        var run = position
        while true {
            guard let byte = current else { throw error("unterminated string") }
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 {
                try appendUTF8(bytes[run..<position], to: &scalars)
                if byte < 0x20 { throw error("control character in a string") }
                position += 1
                if byte == UInt8(ascii: "\"") { return String(scalars) }
                scalars.append(try escape())
                run = position
            } else {
                position += 1
            }
        }
    }

    private func appendUTF8(_ slice: ArraySlice<UInt8>, to scalars: inout String.UnicodeScalarView)
        throws(JSONParseError)
    {
        guard !slice.isEmpty else { return }
        var decoder = UTF8()
        var iterator = slice.makeIterator()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): scalars.append(scalar)
            case .emptyInput: return
            case .error: throw JSONParseError(offset: slice.startIndex, reason: "invalid UTF-8 in a string")
            }
        }
    }

    private mutating func escape() throws(JSONParseError) -> Unicode.Scalar {
        guard let byte = current else { throw error("unterminated escape") }
        position += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"): return try unicodeEscape()
        default: throw error("unknown escape")
        }
    }

    private mutating func unicodeEscape() throws(JSONParseError) -> Unicode.Scalar {
        let high = try hex4()
        if (0xDC00...0xDFFF).contains(high) { throw error("lone low surrogate") }
        guard (0xD800...0xDBFF).contains(high) else {
            guard let scalar = Unicode.Scalar(high) else { throw error("invalid scalar") }
            return scalar
        }
        guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"),
            bytes[position + 1] == UInt8(ascii: "u")
        else { throw error("lone high surrogate") }
        position += 2
        let low = try hex4()
        guard (0xDC00...0xDFFF).contains(low) else { throw error("high surrogate without a low one") }
        guard let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)) else {
            throw error("invalid scalar")
        }
        return scalar
    }

    private mutating func hex4() throws(JSONParseError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current else { throw error("truncated \\u escape") }
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw error("bad hex digit in \\u escape")
            }
            value = value << 4 | digit
            position += 1
        }
        return value
    }

    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, read with the standard library's
    /// correctly rounded `Double(_:)`.
    mutating func number() throws(JSONParseError) -> Double {
        let begin = position
        if current == UInt8(ascii: "-") { position += 1 }
        if current == UInt8(ascii: "0") {
            position += 1
        } else {
            guard digits() > 0 else { throw error("expected a digit") }
        }
        if current == UInt8(ascii: ".") {
            position += 1
            guard digits() > 0 else { throw error("expected a digit after '.'") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            position += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
            guard digits() > 0 else { throw error("expected an exponent") }
        }
        let text = String(decoding: bytes[begin..<position], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw JSONParseError(offset: begin, reason: "number out of range")
        }
        return value
    }

    private mutating func digits() -> Int {
        var count = 0
        while let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
            position += 1
            count += 1
        }
        return count
    }
}
