/// Reading a reply body. Members beyond the five are ignored (a newer backend may add some); a missing
/// member, a wrong type, an unknown risk level, a confidence outside 0…1 or an over-long string is an
/// `AnalysisWireError`.
extension AnalysisVerdict {
    /// Decodes a reply body.
    public init(decoding body: [UInt8]) throws(AnalysisWireError) {
        let value: JSONValue
        do throws(JSONParseError) {
            value = try JSONParser.parse(body)
        } catch {
            throw .malformedJSON(error)
        }
        guard case .object(let members) = value else { throw .notAnObject(value.kind) }
        let level = try Self.string("risk_level", in: members, limit: 16)
        guard let riskLevel = RiskLevel(rawValue: level) else { throw .unknownRiskLevel(level) }
        guard let confidenceValue = members["confidence"] else { throw .missingMember("confidence") }
        guard case .number(let confidence) = confidenceValue else {
            throw .wrongType(member: "confidence", expected: "number", found: confidenceValue.kind)
        }
        guard (0...1).contains(confidence) else { throw .confidenceOutOfRange(confidence) }
        self.init(
            riskLevel: riskLevel, confidence: confidence,
            category: try Self.string("category", in: members, limit: Self.maximumCategoryBytes),
            explanation: try Self.string("explanation", in: members, limit: Self.maximumExplanationBytes),
            timestamp: try Self.string("ts", in: members, limit: 64)
        )
    }

    private static func string(_ name: String, in members: [String: JSONValue], limit: Int) throws(AnalysisWireError)
        -> String
    {
        guard let value = members[name] else { throw .missingMember(name) }
        guard case .string(let text) = value else {
            throw .wrongType(member: name, expected: "string", found: value.kind)
        }
        guard text.utf8.count <= limit else { throw .tooLong(member: name, bytes: text.utf8.count, limit: limit) }
        return text
    }

    /// The reply body the backend sends for this verdict (members in wire order; used by tests and the
    /// micro-benchmark to make replies, never by the keyboard).
    public var encoded: [UInt8] {
        var bytes: [UInt8] = Array(#"{"risk_level":"#.utf8)
        JSONEscaping.appendString(riskLevel.rawValue.utf8, to: &bytes)
        bytes.append(contentsOf: #","confidence":"#.utf8)
        bytes.append(contentsOf: "\(confidence)".utf8)
        bytes.append(contentsOf: #","category":"#.utf8)
        JSONEscaping.appendString(category.utf8, to: &bytes)
        bytes.append(contentsOf: #","explanation":"#.utf8)
        JSONEscaping.appendString(explanation.utf8, to: &bytes)
        bytes.append(contentsOf: #","ts":"#.utf8)
        JSONEscaping.appendString(timestamp.utf8, to: &bytes)
        bytes.append(UInt8(ascii: "}"))
        return bytes
    }
}
