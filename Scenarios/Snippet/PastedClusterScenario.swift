import AnalysisStub
import BenchKit
import KeyboardCore
import KeyboardVocabulary

/// `pasted-cluster`: a letter followed by a million combining acute accents (U+0301) is pasted — one
/// grapheme cluster of 2,000,001 UTF-8 bytes — then combining marks are typed after it one by one on
/// the system keyboard, each joining that same cluster, through the real analyser and a live stub.
/// Each mark is one measured keystroke (`mark`): it must cost the same whatever was pasted before,
/// and the window must not hold the paste's megabytes.
func pastedClusterScenario() -> Scenario<KeyboardSession> {
    Scenario("pasted-cluster", tags: .nightly) {
        Subject {
            try AnalysisHarness.session(
                backend: BackendStubOptions(latencyMilliseconds: 0),
                policy: AnalysisTriggerPolicy(
                    minimumNewCharacters: 1, minimumNewCharactersAtSentenceEnd: 1, minimumInterval: 0))
        }
        Setup(.perRun) { session in
            session.changeTextField()
            session.paste(PastedCluster.text)
        }
        Parameter("paste", "'a' and 1,000,000 U+0301: one grapheme cluster of 2,000,001 bytes (unmeasured)")
        Parameter("typed", "combining marks after it, one per keystroke, each joining the pasted cluster")
        Repeat(200, quick: 20) {
            Step(operation: "mark") { session, _ in session.paste("\u{301}") }
        }
        Budget(.latency("mark"), .p100, below: .milliseconds(100))
        Budget(.peakResident, below: .megabytes(30))
        TimeLimit(seconds: 300)
    }
}

/// The pasted text, made once.
enum PastedCluster {
    static let text = "a" + String(repeating: "\u{301}", count: 1_000_000)
}
