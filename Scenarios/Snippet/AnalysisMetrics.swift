import AnalysisClient
import BenchKit
import BenchModel
import KeyboardCore

/// The analysis figures every snippet scenario records after its measured phase, with the backend's
/// own counts beside the keyboard's. `reference` finishes the scenario's work and returns the text the
/// document must hold (the reference computation).
@ScenarioBuilder<KeyboardSession>
func analysisMetrics(reference: @escaping (KeyboardSession) -> String) -> [ScenarioPart<KeyboardSession>] {
    let summary = SummaryBox()
    for (name, unit, polarity, value) in SummaryBox.figures {
        Metric(name, unit: unit, polarity: polarity)
        Record(name) { session in value(try summary.get(session, reference)) }
    }
}

/// The figures, computed once after the measured phase (the last reply is waited for first, so the
/// stub's counts and the keyboard's describe the same requests).
final class SummaryBox {
    struct Summary: Sendable {
        var requestsSent = 0.0, backendRequests = 0.0, mismatch = 0.0, invalidRequests = 0.0
        var bannersShown = 0.0, verdicts = 0.0, verdictsBeyondBackend = 0.0, errors = 0.0, malformed = 0.0,
            skipped = 0.0
        var documentMatches = 0.0, windowMatches = 0.0, stateSaves = 0.0, stateMatches = 0.0
        /// The backend stub's peak resident size (its `VmHWM`, bytes), read before it is stopped: the
        /// analysis backend's memory, which `peak_resident` (the measuring worker's alone) leaves out.
        var backendPeakResident = 0.0
    }

    private var summary: Summary?

    /// Every figure: name, unit, polarity, and where it is in the summary.
    static let figures: [(String, MetricUnit, Polarity, @Sendable (Summary) -> Double)] = [
        ("requests_sent", .count, .neither, { $0.requestsSent }),
        ("backend_requests", .count, .neither, { $0.backendRequests }),
        ("request_count_mismatch", .count, .smallerIsBetter, { $0.mismatch }),
        ("invalid_requests", .count, .smallerIsBetter, { $0.invalidRequests }),
        ("banners_shown", .count, .neither, { $0.bannersShown }),
        ("verdicts", .count, .neither, { $0.verdicts }),
        ("verdicts_beyond_backend", .count, .smallerIsBetter, { $0.verdictsBeyondBackend }),
        ("analysis_errors", .count, .neither, { $0.errors }),
        ("malformed_replies", .count, .neither, { $0.malformed }),
        ("skipped_in_flight", .count, .neither, { $0.skipped }),
        ("document_matches_reference", .ratio, .largerIsBetter, { $0.documentMatches }),
        ("window_matches_reference", .ratio, .largerIsBetter, { $0.windowMatches }),
        ("shared_state_saves", .count, .neither, { $0.stateSaves }),
        ("shared_state_matches", .ratio, .largerIsBetter, { $0.stateMatches }),
        ("backend_peak_resident", .bytes, .smallerIsBetter, { $0.backendPeakResident }),
    ]

    func get(_ session: KeyboardSession, _ reference: (KeyboardSession) -> String) throws -> Summary {
        if let summary { return summary }
        let expected = reference(session)
        AnalysisHarness.waitForReply(session, limit: 6, clock: AnalysisHarness.clock(session))
        let stats = try AnalysisHarness.stats(session)
        let counts = AnalysisHarness.analyzer(session)?.counts ?? AnalysisCounts()
        var result = Summary()
        result.requestsSent = Double(counts.requestsSent)
        result.backendRequests = Double(stats.analyzeRequests)
        result.mismatch = abs(result.requestsSent - result.backendRequests)
        result.invalidRequests = Double(stats.invalidRequests)
        result.bannersShown = Double(counts.bannersShown)
        result.verdicts = Double(counts.verdicts)
        result.verdictsBeyondBackend = Double(max(0, counts.verdicts - stats.verdicts))
        result.errors = Double(counts.errors)
        result.malformed = Double(counts.malformedReplies)
        result.skipped = Double(counts.skippedInFlight)
        result.documentMatches = session.document.text == expected ? 1 : 0
        result.windowMatches = AnalysisHarness.windowMatches(session, reference: expected)
        let folder = AnalysisHarness.folder(session)
        result.stateMatches = folder?.matches(session) ?? 0
        result.stateSaves = Double(folder?.saves ?? 0)
        result.backendPeakResident = Double(try AnalysisHarness.backendPeakResident(session))
        summary = result
        return result
    }
}
