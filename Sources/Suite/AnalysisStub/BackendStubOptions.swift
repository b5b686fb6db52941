/// The loopback backend stub's command line, one type for both sides: the launcher encodes it
/// (`arguments`), `analysis-backend` parses it (`init(arguments:)`); `usage` lists it.
public struct BackendStubOptions: Hashable, Sendable {
    /// The process the stub must not outlive (0: none named); the launcher sets its own pid.
    public var parent: Int32 = 0
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

    /// The command-line arguments that set these knobs (`--parent` only when one is named);
    /// `init(arguments:)` reads them back to an equal value.
    public var arguments: [String] {
        (parent == 0 ? [] : ["--parent", "\(parent)"]) + [
            "--latency-ms", "\(latencyMilliseconds)", "--failure-rate", "\(failureRate)",
            "--malformed-rate", "\(malformedRate)", "--reset-rate", "\(resetRate)",
            "--slow-read-ms", "\(slowReadMilliseconds)", "--seed", "\(seed)",
        ]
    }
}
