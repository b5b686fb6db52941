import KeyboardCore
import TestSupport
import Testing

/// A transport that records requests and hands back outcomes when told to.
final class ScriptedTransport: AnalysisTransport {
    var sent: [String] = []
    var outcome: AnalysisOutcome?
    private var busy = false

    func send(sessionID: String, appBundle: String, snippet: SnippetBuffer) -> Bool {
        guard !busy else { return false }
        busy = true
        sent.append(snippet.text)
        return true
    }

    func takeOutcome() -> AnalysisOutcome? {
        guard busy, let outcome else { return nil }
        busy = false
        self.outcome = nil
        return outcome
    }
}

let highRisk = AnalysisVerdict(
    riskLevel: .high, confidence: 0.9, category: "phishing", explanation: "A link and money.",
    timestamp: "2026-11-24T05:00:00Z")

/// When requests go out, how many, and what the banner does with their outcomes.
struct AnalyzerTests {
    func session(_ policy: AnalysisTriggerPolicy = .standard) throws -> (
        KeyboardSession, ScriptedTransport, ManualKeyboardClock
    ) {
        let clock = ManualKeyboardClock()
        let session = try KeyboardSession(clock: clock)
        let transport = ScriptedTransport()
        session.controller.analyzer = SnippetAnalyzer(transport: transport, policy: policy, clock: clock)
        return (session, transport, clock)
    }

    @Test func sendsAtAWordBoundaryOnceEnoughIsNewAndOnReturn() throws {
        let (session, transport, clock) = try session()
        try session.typeText("one two three four five")
        #expect(transport.sent.isEmpty, "23 characters, no boundary after the 24th yet")
        try session.typeText(" six")
        #expect(transport.sent == ["one two three four five "])
        transport.outcome = .failure(.status(500))
        clock.advance(by: 5)
        try session.typeText("\n")
        #expect(transport.sent.count == 2, "return sends whatever is new")
        #expect(transport.sent.last == "one two three four five six\n")
    }

    @Test func oneRequestInFlightAndTheRateLimitDeferToTheNextBoundary() throws {
        let (session, transport, clock) = try session(
            AnalysisTriggerPolicy(minimumNewCharacters: 4, minimumInterval: 2))
        try session.typeText("abcd efgh ijkl ")
        #expect(transport.sent.count == 1)
        #expect(session.controller.analyzer?.counts.skippedInFlight == 2)
        transport.outcome = .verdict(highRisk)
        try session.typeText("m ")
        #expect(transport.sent.count == 1, "the reply came on 'm'; the rate limit holds the pending request at ' '")
        #expect(session.controller.analyzer?.counts.skippedRateLimit == 1)
        clock.advance(by: 2)
        try session.typeText("n ")
        #expect(transport.sent.count == 2, "the pending request goes at the next boundary")
    }

    @Test func requestsKeepComingOnceTheWindowIsFull() throws {
        let (session, transport, clock) = try session()
        for round in 0..<20 {
            try session.typeText("twenty five characters!! ")
            transport.outcome = .verdict(highRisk)
            clock.advance(by: 3)
            #expect(transport.sent.count == round + 1, "round \(round)")
        }
        #expect(session.controller.snippetBuffer.count == 300)
    }

    @Test func nothingIsSentFromASecureField() throws {
        let (session, transport, _) = try session(AnalysisTriggerPolicy(minimumNewCharacters: 1, minimumInterval: 0))
        session.setSecureTextEntry(true)
        try session.typeText("hunter2 is my password\n")
        session.paste("4111 1111 1111 1111 ")
        #expect(transport.sent.isEmpty)
    }

    @Test func theBannerShowsForMediumAndHighOnlyAndSurvivesLayoutSwitches() throws {
        let (session, transport, clock) = try session(
            AnalysisTriggerPolicy(minimumNewCharacters: 1, minimumInterval: 0))
        try session.typeText("hi ")
        transport.outcome = .verdict(
            AnalysisVerdict(riskLevel: .low, confidence: 0.9, category: "none", explanation: "", timestamp: "t"))
        try session.typeText("x ")
        let analyzer = try #require(session.controller.analyzer)
        #expect(!analyzer.banner.isVisible)
        transport.outcome = .verdict(highRisk)
        clock.advance(by: 1)
        try session.typeText("y")
        #expect(analyzer.banner.state == .shown(highRisk))
        analyzer.explainBanner()
        for _ in 0..<5 {
            try session.switchLayout(to: .numbers)
            try session.switchLayout(to: .letters)
        }
        session.controller.clearCache()
        try session.switchLayout(to: .numbers)
        #expect(analyzer.banner.state == .explaining(highRisk))
        session.dismissBanner()
        #expect(!analyzer.banner.isVisible)
        #expect(analyzer.counts.bannersShown == 1)
    }

    @Test func aBadReplyIsCountedAndShowsNoBanner() throws {
        let (session, transport, _) = try session(AnalysisTriggerPolicy(minimumNewCharacters: 1, minimumInterval: 0))
        try session.typeText("a ")
        transport.outcome = .failure(.malformedReply(.confidenceOutOfRange(1.5)))
        try session.typeText("b")
        let analyzer = try #require(session.controller.analyzer)
        #expect(analyzer.counts.malformedReplies == 1)
        #expect(!analyzer.banner.isVisible)
        #expect(session.document.text == "a b", "typing is unaffected")
    }

    @Test func theVerdictReachesSharedState() throws {
        let (session, transport, _) = try session(AnalysisTriggerPolicy(minimumNewCharacters: 1, minimumInterval: 0))
        try session.typeText("a ")
        transport.outcome = .verdict(highRisk)
        try session.typeText("b")
        let analyzer = try #require(session.controller.analyzer)
        #expect(analyzer.unsavedVerdict == highRisk, "kept as it came until the keyboard is idle")
        let directory = try TemporaryDirectory("analyzer")
        let store = SharedStateStore(path: directory.at("state"))
        try analyzer.saveSharedState(to: store, mode: session.controller.mode)
        #expect(analyzer.sharedState.latestVerdict == "high 0.9 phishing")
        #expect(analyzer.sharedState.lastAnalysisTime == "2026-11-24T05:00:00Z")
        let loaded = store.load()
        #expect(loaded.warning == nil)
        #expect(loaded.state == analyzer.sharedState)
        #expect(loaded.state.sessionID == analyzer.sessionID)
        #expect(SessionIdentifier.isValid(analyzer.sessionID))
    }
}
