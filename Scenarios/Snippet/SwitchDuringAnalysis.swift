import AnalysisStub
import BenchKit
import KeyboardCore
import KeyboardVocabulary

/// `switch-during-analysis` (story 2.5's edge case): a scam sentence typed, then a storm of 15 layout
/// switches while its analysis is in flight (the stub answers after 40 ms; a storm takes well under a
/// millisecond); after each storm the banner is what it was unless a reply arrived during the storm,
/// and the window still equals the document's last 300 characters; then the person waits for the
/// reply (unmeasured, ≤ 1 s).
func switchDuringAnalysisScenario() -> Scenario<KeyboardSession> {
    Scenario("switch-during-analysis", tags: .nightly) {
        let watch = StormWatch()
        Subject {
            try AnalysisHarness.session(
                backend: BackendStubOptions(latencyMilliseconds: 40),
                policy: AnalysisTriggerPolicy(minimumNewCharacters: 8, minimumInterval: 0))
        }
        Parameter("storm", "15 switches per sentence, cycling letters -> numbers -> symbols -> letters")
        Repeat(30, quick: 4) {
            Type("Your account is locked: verify at https://secure-login.example.com now. ", hostFieldLimit: nil)
            Perform { session, context in watch.before(session, &context) }
            for _ in 0..<15 { cycleLayout }
            Perform { session, context in
                watch.after(session, &context)
                AnalysisHarness.waitForReply(session, limit: 1, clock: AnalysisHarness.clock(session))
            }
        }
        Metric("storms_with_request_in_flight", unit: .count, polarity: .largerIsBetter)
        Metric("banner_changed_by_switch", unit: .count, polarity: .smallerIsBetter)
        Metric("window_changed_by_switch", unit: .count, polarity: .smallerIsBetter)
        analysisMetrics { $0.document.text }
        Budget(.custom("storms_with_request_in_flight"), atLeast: .count(1))
        Budget(.custom("banner_changed_by_switch"), atMost: .count(0))
        Budget(.custom("window_changed_by_switch"), atMost: .count(0))
        Budget(.custom("window_matches_reference"), atLeast: .ratio(1))
        Budget(.custom("request_count_mismatch"), atMost: .count(0))
        Budget(.latency("switch"), .p100, below: .milliseconds(100))
        Budget(.peakResident, below: .megabytes(30))
        TimeLimit(seconds: 300)
        Repetitions(atMost: 2, because: switchDuringAnalysisRepetitions)
    }
}

/// Why two repetitions suffice: most of a repetition waits for the reply after each storm (on purpose), its
/// storm and window figures are exact counts, and two workers time 900 switches for the switch's p100 budget.
let switchDuringAnalysisRepetitions =
    "most of its time waits for the reply after each storm on purpose; its storm and window figures are exact counts; 2 workers time 900 switches"

/// A switch to the next layout of the cycle letters → numbers → symbols → letters, from wherever the
/// typing left the keyboard (through the mode keys, like `SwitchLayout`); measured as `switch`.
var cycleLayout: Step<KeyboardSession> {
    Step(operation: "switch") { session, _ in
        let next: KeyboardMode =
            switch session.controller.mode {
            case .letters: .numbers
            case .numbers: .symbols
            case .symbols: .letters
            }
        try session.switchLayout(to: next)
    }
}

/// The banner, verdict count and window before a storm, compared after it.
final class StormWatch {
    private var banner = RiskBanner()
    private var verdicts = 0
    private var window = SnippetBuffer(capacity: 0)

    func before(_ session: KeyboardSession, _ context: inout StepContext) {
        guard let analyzer = AnalysisHarness.analyzer(session) else { return }
        context.add("storms_with_request_in_flight", analyzer.inFlight ? 1 : 0)
        banner = analyzer.banner
        verdicts = analyzer.counts.verdicts
        window = session.controller.snippetBuffer
    }

    func after(_ session: KeyboardSession, _ context: inout StepContext) {
        guard let analyzer = AnalysisHarness.analyzer(session) else { return }
        context.add(
            "banner_changed_by_switch", analyzer.counts.verdicts == verdicts && analyzer.banner != banner ? 1 : 0)
        context.add("window_changed_by_switch", session.controller.snippetBuffer != window ? 1 : 0)
        window = SnippetBuffer(capacity: 0)
    }
}
