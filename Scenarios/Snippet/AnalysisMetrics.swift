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
    Metric("requests_sent", unit: .count, polarity: .neither)
    Metric("backend_requests", unit: .count, polarity: .neither)
    Metric("request_count_mismatch", unit: .count, polarity: .smallerIsBetter)
    Metric("invalid_requests", unit: .count, polarity: .smallerIsBetter)
    Metric("banners_shown", unit: .count, polarity: .neither)
    Metric("verdicts", unit: .count, polarity: .neither)
    Metric("verdicts_beyond_backend", unit: .count, polarity: .smallerIsBetter)
    Metric("analysis_errors", unit: .count, polarity: .neither)
    Metric("malformed_replies", unit: .count, polarity: .neither)
    Metric("skipped_in_flight", unit: .count, polarity: .neither)
    Metric("document_matches_reference", unit: .ratio, polarity: .largerIsBetter)
    Metric("window_matches_reference", unit: .ratio, polarity: .largerIsBetter)
    Record("requests_sent") { session in try summary.get(session, reference).requestsSent }
    Record("backend_requests") { session in try summary.get(session, reference).backendRequests }
    Record("request_count_mismatch") { session in try summary.get(session, reference).mismatch }
    Record("invalid_requests") { session in try summary.get(session, reference).invalidRequests }
    Record("banners_shown") { session in try summary.get(session, reference).bannersShown }
    Record("verdicts") { session in try summary.get(session, reference).verdicts }
    Record("verdicts_beyond_backend") { session in try summary.get(session, reference).verdictsBeyondBackend }
    Record("analysis_errors") { session in try summary.get(session, reference).errors }
    Record("malformed_replies") { session in try summary.get(session, reference).malformed }
    Record("skipped_in_flight") { session in try summary.get(session, reference).skipped }
    Record("document_matches_reference") { session in try summary.get(session, reference).documentMatches }
    Record("window_matches_reference") { session in try summary.get(session, reference).windowMatches }
}

/// The figures, computed once after the measured phase (the last reply is waited for first, so the
/// stub's counts and the keyboard's describe the same requests).
final class SummaryBox {
    struct Summary {
        var requestsSent = 0.0, backendRequests = 0.0, mismatch = 0.0, invalidRequests = 0.0
        var bannersShown = 0.0, verdicts = 0.0, verdictsBeyondBackend = 0.0, errors = 0.0, malformed = 0.0, skipped = 0.0
        var documentMatches = 0.0, windowMatches = 0.0
    }

    private var summary: Summary?

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
        summary = result
        return result
    }
}
