/// A JSON value as the analysis wire reads it (RFC 8259), parsed by `JSONParser` with the standard
/// library only.
public enum JSONValue: Hashable, Sendable {
    case object([String: JSONValue])
    case array([JSONValue])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    /// The kind of value, for messages (`object`, `string`, …).
    public var kind: String {
        switch self {
        case .object: "object"
        case .array: "array"
        case .string: "string"
        case .number: "number"
        case .bool: "boolean"
        case .null: "null"
        }
    }
}

/// Why bytes are not the JSON the wire expects; the description names the byte offset.
public struct JSONParseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The byte offset where reading stopped.
    public let offset: Int
    /// What was wrong there.
    public let reason: String
    /// `reason at byte N`.
    public var description: String { "\(reason) at byte \(offset)" }
}
