/// Why a measured phase (or one operation of it) stopped sampling.
public enum StopReason: String, Codable, Sendable, CaseIterable {
    /// The median's 95 % interval became narrower than the requested precision (after the minimum).
    case precision
    /// The time cap was reached before the interval was narrow enough.
    case timeCap = "time_cap"
    /// The stop rule's sample window was full (a very fast operation at its cap).
    case sampleCap = "sample_cap"
    /// A fixed rule (`MinimumTime`): its time and sample count were reached.
    case minimumTime = "minimum_time"
    /// A fixed count: a scenario's `Repeat` iterations, or instruction mode's calls.
    case count
}

/// How one operation of a run was sampled: how many samples, of how many calls, and why it stopped.
public struct OperationSampling: Codable, Sendable, Equatable {
    /// The operation.
    public var operation: String
    /// Samples taken in the measured phase (timed batches, or calls).
    public var samples: Int
    /// Calls per sample.
    public var batchSize: Int
    /// Why it stopped.
    public var stop: StopReason
    /// The median's 95 % interval half-width over the median when it stopped (batch samples), when checked.
    public var relativeHalfWidth: Double?
    /// Seconds the operation's measured sampling took.
    public var seconds: Double

    /// A sampling record.
    public init(
        operation: String, samples: Int, batchSize: Int, stop: StopReason, relativeHalfWidth: Double?, seconds: Double
    ) {
        self.operation = operation
        self.samples = samples
        self.batchSize = batchSize
        self.stop = stop
        self.relativeHalfWidth = relativeHalfWidth
        self.seconds = seconds
    }
}
