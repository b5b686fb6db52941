import AnalysisStub
import BenchKit
import KeyboardCore
import KeyboardVocabulary

/// `secure-field`: passwords and card numbers typed and pasted into a secure field, with returns,
/// against a live stub that would answer at once: nothing is captured and nothing is sent — checked
/// by the keyboard's count and by the backend's own request count.
func secureFieldScenario() -> Scenario<KeyboardSession> {
    Scenario("secure-field", tags: .nightly) {
        Subject {
            try AnalysisHarness.session(
                backend: BackendStubOptions(latencyMilliseconds: 0),
                policy: AnalysisTriggerPolicy(
                    minimumNewCharacters: 1, minimumNewCharactersAtSentenceEnd: 1, minimumInterval: 0))
        }
        Setup(.perRun) { $0.changeTextField(isSecure: true) }
        Parameter("field", "secure; the policy would send after every character elsewhere")
        Repeat(40, quick: 4) {
            Type("hunter2 Correct Horse Battery Staple 4471! ")
            Paste("P@ssw0rd-🔑 4111 1111 1111 1111")
            Type("Verify at https://bank.example.com now.\n")
            ChangeTextField(secure: true)
        }
        Metric("captured_characters", unit: .count, polarity: .smallerIsBetter)
        Metric("requests_sent", unit: .count, polarity: .smallerIsBetter)
        Metric("backend_requests", unit: .count, polarity: .smallerIsBetter)
        Record("captured_characters") { Double($0.controller.snippetBuffer.count) }
        Record("requests_sent") { Double(AnalysisHarness.analyzer($0)?.counts.requestsSent ?? -1) }
        Record("backend_requests") { Double(try AnalysisHarness.stats($0).analyzeRequests) }
        Budget(.custom("captured_characters"), atMost: .count(0))
        Budget(.custom("requests_sent"), atMost: .count(0))
        Budget(.custom("backend_requests"), atMost: .count(0))
        Budget(.latency("type"), .p100, below: .milliseconds(100))
        Budget(.peakResident, below: .megabytes(30))
        TimeLimit(seconds: 300)
    }
}
