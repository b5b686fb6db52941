/// Why a reply body is not a verdict: counted as an analysis error, never shown as a banner.
public enum AnalysisWireError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Not JSON at all (or not strict JSON).
    case malformedJSON(JSONParseError)
    /// JSON, but not an object.
    case notAnObject(String)
    /// A required member is absent.
    case missingMember(String)
    /// A member has the wrong JSON type.
    case wrongType(member: String, expected: String, found: String)
    /// `risk_level` is none of low, medium, high.
    case unknownRiskLevel(String)
    /// `confidence` is outside 0…1.
    case confidenceOutOfRange(Double)
    /// A string member is longer than the keyboard keeps.
    case tooLong(member: String, bytes: Int, limit: Int)

    /// One line naming the problem.
    public var description: String {
        switch self {
        case .malformedJSON(let error): "reply is not JSON: \(error)"
        case .notAnObject(let kind): "reply is a JSON \(kind), not an object"
        case .missingMember(let name): "reply has no '\(name)'"
        case .wrongType(let name, let expected, let found): "reply's '\(name)' is a \(found), not a \(expected)"
        case .unknownRiskLevel(let level): "reply's risk_level '\(level)' is not low, medium or high"
        case .confidenceOutOfRange(let value): "reply's confidence \(value) is outside 0...1"
        case .tooLong(let name, let bytes, let limit): "reply's '\(name)' has \(bytes) bytes (at most \(limit))"
        }
    }
}
