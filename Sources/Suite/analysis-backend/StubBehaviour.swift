import AnalysisStub
import Determinism
import Foundation

/// What the stub does with each analysis request, and its counts. One lock; choices come from a
/// seeded generator in request order, so a run with the same seed fails the same requests.
/// `@unchecked Sendable`: every mutable field is read and written under `lock`.
final class StubBehaviour: @unchecked Sendable {
    enum Action { case verdict, failure, malformed(Int), reset }

    private let lock = NSLock()
    private var generator: SplitMix64
    private let options: BackendStubOptions
    private(set) var counts: [String: Int] = [
        "analyze_requests": 0, "invalid_requests": 0, "verdicts": 0, "failures": 0, "malformed": 0, "resets": 0,
    ]

    init(options: BackendStubOptions) {
        self.options = options
        generator = SplitMix64(seed: options.seed &+ SplitMix64.increment)
    }

    /// Counts a request and picks what to do with it.
    func next(valid: Bool) -> Action {
        lock.lock()
        defer { lock.unlock() }
        counts["analyze_requests", default: 0] += 1
        if !valid { counts["invalid_requests", default: 0] += 1 }
        let draw = random()
        let action: Action
        if draw < options.resetRate {
            action = .reset
            counts["resets", default: 0] += 1
        } else if draw < options.resetRate + options.failureRate {
            action = .failure
            counts["failures", default: 0] += 1
        } else if draw < options.resetRate + options.failureRate + options.malformedRate {
            action = .malformed(Int(random() * 4))
            counts["malformed", default: 0] += 1
        } else {
            action = .verdict
            counts["verdicts", default: 0] += 1
        }
        return action
    }

    /// The counts as JSON.
    func statsJSON() -> Data {
        lock.lock()
        defer { lock.unlock() }
        return (try? JSONSerialization.data(withJSONObject: counts, options: [.sortedKeys])) ?? Data("{}".utf8)
    }

    /// SplitMix64 → [0, 1).
    private func random() -> Double { generator.nextUnitInterval() }

    /// Checks a request body with Foundation's JSON reader (a peer of the keyboard's encoder): an object
    /// with exactly `session_id` (a UUID v4), `app_bundle` and `text` (≤ 300 characters) strings.
    static func validRequest(_ body: Data) -> [String: String]? {
        guard let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any], object.count == 3,
            let session = object["session_id"] as? String, let bundle = object["app_bundle"] as? String,
            let text = object["text"] as? String, text.count <= 300, !bundle.isEmpty,
            let uuid = UUID(uuidString: session), uuid.uuidString.lowercased() == session,
            Array(session)[14] == "4"
        else { return nil }
        return ["session_id": session, "app_bundle": bundle, "text": text]
    }

    /// A verdict from the text: URLs, money, codes and urgency words raise the risk.
    static func verdict(for text: String) -> Data {
        let lower = text.lowercased()
        let cues = [
            "http", "verify", "urgent", "gift card", "password", "code", "$", "€", "£", "bank", "suspended", "refund",
            "wire",
        ]
        let hits = cues.filter { lower.contains($0) }.count
        let level = hits >= 3 ? "high" : hits >= 1 ? "medium" : "low"
        let reply: [String: Any] = [
            "risk_level": level, "confidence": min(0.99, 0.5 + Double(hits) * 0.1),
            "category": hits == 0 ? "none" : "phishing",
            "explanation": hits == 0
                ? "No scam signals found." : "The text has \(hits) scam signal(s): links, money or urgency.",
            "ts": ISO8601DateFormatter().string(from: Date()),
        ]
        return (try? JSONSerialization.data(withJSONObject: reply, options: [.sortedKeys])) ?? Data()
    }

    /// Malformed bodies, by kind.
    static func malformedBody(_ kind: Int) -> Data {
        switch kind {
        case 0: Data(#"{"risk_level":"high","confidence":0.9,"category":"phish"#.utf8)
        case 1: Data(#"{"risk_level":"catastrophic","confidence":0.9,"category":"x","explanation":"x","ts":"t"}"#.utf8)
        case 2: Data(#"{"risk_level":"high","confidence":1.5,"category":"x","explanation":"x","ts":"t"}"#.utf8)
        default: Data("<html>502 Bad Gateway</html>".utf8)
        }
    }
}
