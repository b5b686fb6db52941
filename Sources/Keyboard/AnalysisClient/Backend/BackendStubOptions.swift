/// The loopback backend stub's knobs (`analysis-backend --help` lists them).
public struct BackendStubOptions: Hashable, Sendable {
    /// Milliseconds the stub waits before answering each analysis request.
    public var latencyMilliseconds = 0
    /// Share of analysis requests answered with HTTP 500 (0…1).
    public var failureRate = 0.0
    /// Share answered with a malformed body (not JSON, unknown risk level, confidence 1.5, missing member).
    public var malformedRate = 0.0
    /// Share whose connection is reset (TCP RST) instead of answered.
    public var resetRate = 0.0
    /// Milliseconds the stub waits before reading each chunk of a request (a slow reader).
    public var slowReadMilliseconds = 0
    /// The seed of the stub's choices (which request fails, which reply is malformed).
    public var seed: UInt64 = 1

    /// A well-behaved stub with `latencyMilliseconds` of latency.
    public init(latencyMilliseconds: Int = 0) { self.latencyMilliseconds = latencyMilliseconds }

    /// The command-line arguments that set these knobs.
    public var arguments: [String] {
        [
            "--latency-ms", "\(latencyMilliseconds)", "--failure-rate", "\(failureRate)",
            "--malformed-rate", "\(malformedRate)", "--reset-rate", "\(resetRate)",
            "--slow-read-ms", "\(slowReadMilliseconds)", "--seed", "\(seed)",
        ]
    }
}

/// The stub's own counts, read from `GET /stats`.
public struct BackendStats: Hashable, Sendable {
    /// `POST /analyze-text` requests received (whatever was done with them).
    public var analyzeRequests: Int
    /// Of those, requests whose body was not a valid `{session_id, app_bundle, text}`.
    public var invalidRequests: Int
    /// Verdicts sent, HTTP 500s sent, malformed bodies sent, connections reset.
    public var verdicts: Int, failures: Int, malformed: Int, resets: Int
}
