/// The analyser's counters.
public struct AnalysisCounts: Hashable, Sendable {
    /// Requests handed to the transport.
    public var requestsSent = 0
    /// Triggers deferred because a request was in flight.
    public var skippedInFlight = 0
    /// Triggers deferred by the rate limit.
    public var skippedRateLimit = 0
    /// Replies that were verdicts.
    public var verdicts = 0
    /// Banners shown.
    public var bannersShown = 0
    /// Failures by kind.
    public var transportErrors = 0, statusErrors = 0, protocolErrors = 0, malformedReplies = 0

    /// All zero.
    public init() {}

    /// Every failure.
    public var errors: Int { transportErrors + statusErrors + protocolErrors + malformedReplies }

    mutating func count(_ failure: AnalysisFailure) {
        switch failure {
        case .transport: transportErrors += 1
        case .status: statusErrors += 1
        case .protocolError: protocolErrors += 1
        case .malformedReply: malformedReplies += 1
        }
    }
}
