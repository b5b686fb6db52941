import AnalysisStub
import BenchKit
import KeyboardCore
import KeyboardVocabulary

/// `scam-session` and `slow-backend`: twelve scam messages typed key by key three times over (≥ 5,000
/// typed characters, emoji pasted after each message, return at the end of each), through the real
/// client and a backend stub process. One measured call is one stroke (`keystroke`); pastes and the
/// pause after each message (waiting for the reply in flight) are unmeasured. A warm-up message builds
/// every key tree the script needs (then the field changes and the keyboard starts afresh), and the
/// host field has room for the whole session, so a keystroke's allocations are the keyboard's steady state.
func scamSession(
    _ name: String, backend: BackendStubOptions, rounds: Int = 3, pauseLimit: Double = 3,
    repetitions: RepetitionCap? = nil
) -> Scenario<KeyboardSession> {
    Scenario(name, tags: .nightly) {
        let script = try? KeystrokeScript(ScamTexts.session(rounds: rounds), pauseLimit: pauseLimit)
        Subject { try AnalysisHarness.session(backend: backend) }
        Parameter("typed_characters", "\(ScamTexts.typedCharacters(rounds: rounds))")
        Parameter(
            "backend",
            "latency \(backend.latencyMilliseconds) ms, failures \(backend.failureRate), malformed \(backend.malformedRate)"
        )
        Parameter(
            "pace", "0.2 s per stroke on the keyboard's clock; real-time pause after each message (≤ \(pauseLimit) s)")
        Warmup(1) {
            Type(
                "URGENT warm up: Call +1 (555) 010-4477, pay $5 or €5 [ref #A-1] at https://x.example.com — Señor ÉÑ!\n",
                hostFieldLimit: nil)
            Perform { session, _ in
                session.changeTextField()
                session.controller.restore(.initial)
                session.document.reserveCapacity(1 << 16)
            }
        }
        Repeat(script?.count ?? 0, quick: 400) {
            Perform { session, _ in
                guard let script else { throw ScriptError(description: "\(name): its typing script cannot be planned") }
                script.prepare(session, clock: AnalysisHarness.clock(session))
            }
            Measure("keystroke") { session, _ in try script?.stroke(session, clock: AnalysisHarness.clock(session)) }
        }
        analysisMetrics { session in
            guard let script else { return "" }
            script.finish(session, clock: AnalysisHarness.clock(session))
            return script.expected
        }
        Record("pause_seconds") { _ in script?.pauseSeconds ?? 0 }
        Metric("pause_seconds", unit: .count, polarity: .neither)
        scamSessionBudgets()
        TimeLimit(seconds: 600)
        if let repetitions { Repetitions(atMost: repetitions.atMost, because: repetitions.reason) }
    }
}

/// The keystroke's latency and allocation limits, the analysis figures that must match the reference,
/// and the peak resident size: what `scam-session` and `slow-backend` both promise.
@ScenarioBuilder<KeyboardSession>
func scamSessionBudgets() -> [ScenarioPart<KeyboardSession>] {
    Budget(.latency("keystroke"), .p99, below: .milliseconds(5))
    Budget(.latency("keystroke"), .p100, below: .milliseconds(100))
    Budget(.allocatedBytes("keystroke"), .p50, atMost: .bytes(0))
    Budget(.custom("request_count_mismatch"), atMost: .count(0))
    Budget(.custom("verdicts_beyond_backend"), atMost: .count(0))
    Budget(.custom("invalid_requests"), atMost: .count(0))
    Budget(.custom("document_matches_reference"), atLeast: .ratio(1))
    Budget(.custom("window_matches_reference"), atLeast: .ratio(1))
    Budget(.custom("shared_state_matches"), atLeast: .ratio(1))
    Budget(.peakResident, below: .megabytes(30))
}

/// The stub as `scam-session` uses it: 50 ms latency, always answering.
func scamSessionScenario() -> Scenario<KeyboardSession> {
    scamSession(
        "scam-session", backend: BackendStubOptions(latencyMilliseconds: 50),
        repetitions: RepetitionCap(atMost: 2, reason: scamSessionRepetitions))
}

/// Why two repetitions suffice for `scam-session`: most of a repetition is the real-time pause after each
/// message (waiting for its reply, on purpose), its analysis figures are exact counts, and each repetition
/// times 5,000 strokes, so two workers give the keystroke's p99 budget 10,000 samples.
let scamSessionRepetitions =
    "most of its time is the pause after each message, waiting for the reply on purpose; its analysis figures are exact counts; each repetition times 5,000 strokes, so 2 workers give the keystroke p99 10,000 samples"

/// The stub at its worst: 2 s latency, half the replies HTTP 500, 30 % malformed (a fifth are verdicts). The person
/// does not
/// wait for a 2 s reply (pauses of at most 0.15 s: ~5.4 s of real time a session, in which about three
/// replies come back), so most triggers find a request in flight.
func slowBackendScenario() -> Scenario<KeyboardSession> {
    var backend = BackendStubOptions(latencyMilliseconds: 2_000)
    backend.failureRate = 0.5
    backend.malformedRate = 0.3
    return scamSession(
        "slow-backend", backend: backend, pauseLimit: 0.15,
        repetitions: RepetitionCap(atMost: 1, reason: slowBackendRepetitions))
}

/// Why one repetition suffices for `slow-backend`: its analysis figures are exact counts that every repetition
/// repeats, one repetition times 5,000 strokes (50 beyond the keystroke's p99), and most of its real time is
/// waiting on a slow backend on purpose.
let slowBackendRepetitions =
    "its analysis figures are exact counts; one repetition times 5,000 strokes (50 beyond the keystroke p99); most of its time is waiting on a 2 s backend on purpose"

/// A scenario that cannot run as declared.
struct ScriptError: Error, CustomStringConvertible {
    let description: String
}
