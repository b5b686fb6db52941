/// A strict RFC 8259 parser over UTF-8 bytes: no trailing commas, no comments, no leading zeros, no
/// lone surrogates, no duplicate keys, nesting at most `maximumDepth`, nothing after the value.
public struct JSONParser {
    /// The deepest nesting accepted (a reply is one flat object; depth only guards the stack).
    public static let maximumDepth = 16

    let bytes: [UInt8]
    var position = 0

    /// Parses `bytes` as one JSON value.
    public static func parse(_ bytes: [UInt8]) throws(JSONParseError) -> JSONValue {
        var parser = JSONParser(bytes: bytes)
        parser.skipWhitespace()
        let value = try parser.value(depth: 0)
        parser.skipWhitespace()
        guard parser.position == bytes.count else { throw parser.error("unexpected content after the value") }
        return value
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    func error(_ reason: String) -> JSONParseError { JSONParseError(offset: position, reason: reason) }

    var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    private mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { position += 1 }
    }

    private mutating func expect(_ literal: StaticString, _ value: JSONValue) throws(JSONParseError) -> JSONValue {
        let count = literal.utf8CodeUnitCount
        guard position + count <= bytes.count else { throw error("truncated literal") }
        for offset in 0..<count where bytes[position + offset] != literal.utf8Start[offset] {
            throw error("unknown literal")
        }
        position += count
        return value
    }

    private mutating func value(depth: Int) throws(JSONParseError) -> JSONValue {
        guard depth < Self.maximumDepth else { throw error("nesting deeper than \(Self.maximumDepth)") }
        guard let byte = current else { throw error("unexpected end of input") }
        switch byte {
        case UInt8(ascii: "{"): return try object(depth: depth)
        case UInt8(ascii: "["): return try array(depth: depth)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try expect("true", .bool(true))
        case UInt8(ascii: "f"): return try expect("false", .bool(false))
        case UInt8(ascii: "n"): return try expect("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw error("unexpected byte 0x\(String(byte, radix: 16))")
        }
    }

    private mutating func object(depth: Int) throws(JSONParseError) -> JSONValue {
        position += 1
        var members: [String: JSONValue] = [:]
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            position += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else { throw error("expected a member name") }
            let key = try string()
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw error("expected ':'") }
            position += 1
            skipWhitespace()
            guard members[key] == nil else { throw error("duplicate member '\(key)'") }
            members[key] = try value(depth: depth + 1)
            skipWhitespace()
            guard let next = current else { throw error("unterminated object") }
            position += 1
            if next == UInt8(ascii: "}") { return .object(members) }
            guard next == UInt8(ascii: ",") else { throw error("expected ',' or '}'") }
        }
    }

    private mutating func array(depth: Int) throws(JSONParseError) -> JSONValue {
        position += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            position += 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try value(depth: depth + 1))
            skipWhitespace()
            guard let next = current else { throw error("unterminated array") }
            position += 1
            if next == UInt8(ascii: "]") { return .array(elements) }
            guard next == UInt8(ascii: ",") else { throw error("expected ',' or ']'") }
        }
    }
}
