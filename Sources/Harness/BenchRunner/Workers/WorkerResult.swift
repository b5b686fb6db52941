import BenchReport
/// Everything one worker process measured for one scenario, assembled from its frames: raw data, no verdicts.
public struct WorkerResult: Sendable, Equatable {
    /// The run's channels: every metric the worker measured, with unit, polarity and shape.
    public var channels: [MetricSpec]
    /// Samples per distribution metric, in measurement order.
    public var samples: [MetricID: [Double]]
    /// Single values per metric.
    public var values: [MetricID: Double]
    /// The run's facts (iterations, clocks, noise).
    public var facts: RunFacts
    /// The slowest calls of each operation.
    public var slowest: [SlowCall]
    /// The census while the subject was held.
    public var whileHeld: [ObjectCount]
    /// The census after the subject was released.
    public var afterRelease: [ObjectCount]
    /// The measuring process's whole-life peak resident set size (kernel, at its exit), bytes.
    public var peakResidentBytes: Double?

    /// An assembled result.
    init(
        channels: [MetricSpec], samples: [MetricID: [Double]], values: [MetricID: Double], facts: RunFacts,
        slowest: [SlowCall], whileHeld: [ObjectCount], afterRelease: [ObjectCount], peakResidentBytes: Double?
    ) {
        self.channels = channels
        self.samples = samples
        self.values = values
        self.facts = facts
        self.slowest = slowest
        self.whileHeld = whileHeld
        self.afterRelease = afterRelease
        self.peakResidentBytes = peakResidentBytes
    }
}
