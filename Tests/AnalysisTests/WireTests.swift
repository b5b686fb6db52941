import KeyboardCore
import Testing

/// The wire, exactly: requests against literal JSON, replies from literal JSON, bad replies refused.
struct WireTests {
    @Test func encodesTheRequestExactly() throws {
        let request = AnalysisRequest(
            sessionID: "0e4a7b52-61d8-4c3e-9a3f-2b8c1d0e5f61", appBundle: "com.apple.MobileSMS",
            text: "Pay \"now\"\\ 🎁\n\té\u{1}")
        let expected =
            #"{"session_id":"0e4a7b52-61d8-4c3e-9a3f-2b8c1d0e5f61","app_bundle":"com.apple.MobileSMS","text":"Pay \"now\"\\ 🎁\n\té\u0001"}"#
        #expect(String(decoding: request.encoded, as: UTF8.self) == expected)
        #expect(
            try JSONParser.parse(request.encoded)
                == .object([
                    "session_id": .string(request.sessionID), "app_bundle": .string(request.appBundle),
                    "text": .string(request.text),
                ]))
    }

    @Test func decodesTheReplyExactly() throws {
        let body =
            #"{"risk_level": "high", "confidence": 0.93, "category": "phishing", "explanation": "Asks for a code \u00e9 \ud83d\ude00", "ts": "2026-11-24T05:00:00Z", "extra": [1, {"a": null}]}"#
        let verdict = try AnalysisVerdict(decoding: Array(body.utf8))
        #expect(
            verdict
                == AnalysisVerdict(
                    riskLevel: .high, confidence: 0.93, category: "phishing", explanation: "Asks for a code é 😀",
                    timestamp: "2026-11-24T05:00:00Z"))
        #expect(try AnalysisVerdict(decoding: verdict.encoded) == verdict)
    }

    @Test(arguments: [
        (
            #"{"risk_level":"high","confidence":0.9,"category":"phish"#,
            "reply is not JSON: unterminated string at byte 55"
        ),
        (
            #"{"risk_level":"catastrophic","confidence":0.9,"category":"x","explanation":"x","ts":"t"}"#,
            "reply's risk_level 'catastrophic' is not low, medium or high"
        ),
        (
            #"{"risk_level":"high","confidence":1.5,"category":"x","explanation":"x","ts":"t"}"#,
            "reply's confidence 1.5 is outside 0...1"
        ),
        (
            #"{"risk_level":"high","confidence":"0.9","category":"x","explanation":"x","ts":"t"}"#,
            "reply's 'confidence' is a string, not a number"
        ),
        (#"{"risk_level":"high","confidence":0.9,"category":"x","explanation":"x"}"#, "reply has no 'ts'"),
        (#"[1,2]"#, "reply is a JSON array, not an object"),
        (#"<html>502 Bad Gateway</html>"#, "reply is not JSON: unexpected byte 0x3c at byte 0"),
        (#"{"risk_level":"low","risk_level":"high"}"#, "reply is not JSON: duplicate member 'risk_level' at byte 33"),
    ])
    func refusesBadReplies(body: String, message: String) {
        #expect(throws: (any Error).self) { try AnalysisVerdict(decoding: Array(body.utf8)) }
        do {
            _ = try AnalysisVerdict(decoding: Array(body.utf8))
        } catch {
            #expect(error.description == message)
        }
    }

    @Test(arguments: [
        "", "{", "01", "1.", "-", "1e", "[1,]", "{\"a\":1,}", "\"\\ud800\"", "\"\\udc00\"", "tru", "nul", "\"a\u{1}\"",
        "1 2", "1e999",
    ])
    func theParserIsStrict(text: String) {
        #expect(throws: JSONParseError.self) { try JSONParser.parse(Array(text.utf8)) }
    }

    @Test func parserReadsNumbersAndNesting() throws {
        #expect(try JSONParser.parse(Array("-0.5e2".utf8)) == .number(-50))
        #expect(
            try JSONParser.parse(Array(" [true,false,null,{}] ".utf8))
                == .array([.bool(true), .bool(false), .null, .object([:])]))
        let deep = String(repeating: "[", count: 20) + String(repeating: "]", count: 20)
        #expect(throws: JSONParseError.self) { try JSONParser.parse(Array(deep.utf8)) }
    }

    @Test func sessionIdentifiersAreUUIDv4() {
        for _ in 0..<50 { #expect(SessionIdentifier.isValid(SessionIdentifier.make())) }
        #expect(!SessionIdentifier.isValid("0e4a7b52-61d8-3c3e-9a3f-2b8c1d0e5f61"))
        #expect(!SessionIdentifier.isValid("not a uuid"))
    }
}
