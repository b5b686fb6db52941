/// What became of one analysis request.
public enum AnalysisOutcome: Hashable, Sendable {
    /// The backend answered with a verdict.
    case verdict(AnalysisVerdict)
    /// No verdict: the reason, counted by kind, never shown.
    case failure(AnalysisFailure)
}

/// Why a request brought no verdict.
public enum AnalysisFailure: Hashable, Sendable, CustomStringConvertible {
    /// Connecting, sending or receiving failed (refused, reset, closed early, timed out).
    case transport(String)
    /// The backend answered with a status other than 200.
    case status(Int)
    /// The HTTP reply itself was not understood (bad status line, headers, length).
    case protocolError(String)
    /// The body was not a valid verdict.
    case malformedReply(AnalysisWireError)

    /// One line naming the failure.
    public var description: String {
        switch self {
        case .transport(let reason): "transport: \(reason)"
        case .status(let code): "HTTP status \(code)"
        case .protocolError(let reason): "HTTP: \(reason)"
        case .malformedReply(let error): "\(error)"
        }
    }
}

/// The analyser's way out of the keyboard: a request is handed over without waiting and its outcome
/// picked up later. Implementations never block either call (`AnalysisClient` sends on its own
/// thread; tests use a scripted transport).
public protocol AnalysisTransport: AnyObject {
    /// Hands over one request; copies what it needs before returning (the snippet is not kept).
    /// Returns `false`, doing nothing, when a request is still in flight or the transport is closed.
    func send(sessionID: String, appBundle: String, snippet: SnippetBuffer) -> Bool
    /// The outcome of the request in flight once it has one (then the transport is free), else `nil`.
    func takeOutcome() -> AnalysisOutcome?
}
