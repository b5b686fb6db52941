/// The raw samples of one metric as measured by the worker.
public struct MetricSamples: Codable, Sendable, Equatable {
    /// Which metric.
    public var id: MetricID
    /// Every sample, in the order measured.
    public var values: [Double]

    public init(id: MetricID, values: [Double]) {
        self.id = id
        self.values = values
    }
}

/// Objects of one tracked type alive after the run, against how many the subject says it holds.
public struct ObjectCount: Codable, Sendable, Equatable {
    /// The tracked type's name.
    public var type: String
    /// Instances alive (from the live-instance registry).
    public var live: Int
    /// Instances the subject legitimately holds (current tree, cache, ...).
    public var expected: Int

    /// Instances alive beyond what is held; never negative.
    public var leaked: Int { Swift.max(0, live - expected) }

    public init(type: String, live: Int, expected: Int) {
        self.type = type
        self.live = live
        self.expected = expected
    }
}

/// The allocator the worker ran on, as it reported itself.
public struct AllocatorInfo: Codable, Sendable, Equatable {
    /// jemalloc's version string (`mallctl("version")`).
    public var version: String
    /// Whether jemalloc was built with statistics (`config.stats`).
    public var statsEnabled: Bool

    public init(version: String, statsEnabled: Bool) {
        self.version = version
        self.statsEnabled = statsEnabled
    }
}

/// Everything one worker process measured for one scenario: raw data, no verdicts.
///
/// The parent turns it into a `ScenarioReport` (statistics, budgets, leaks).
public struct WorkerResult: Codable, Sendable, Equatable {
    /// The scenario's name.
    public var scenario: String
    /// The seed every random choice used.
    public var seed: UInt64
    /// Warm-up iterations run.
    public var warmupIterations: Int
    /// Measured iterations run.
    public var measuredIterations: Int
    /// Raw samples per metric (per-operation metrics have one sample per call, or per batch for micro-benchmarks).
    public var metrics: [MetricSamples]
    /// Objects per tracked type after the run; empty when the scenario tracks none.
    public var objects: [ObjectCount]
    /// The allocator the numbers came from.
    public var allocator: AllocatorInfo
    /// Median cost of one monotonic clock read, nanoseconds.
    public var clockOverheadNanoseconds: Double
    /// Wall time of the measured phase, nanoseconds.
    public var measuredPhaseNanoseconds: Double

    public init(
        scenario: String, seed: UInt64, warmupIterations: Int, measuredIterations: Int,
        metrics: [MetricSamples], objects: [ObjectCount], allocator: AllocatorInfo,
        clockOverheadNanoseconds: Double, measuredPhaseNanoseconds: Double
    ) {
        self.scenario = scenario
        self.seed = seed
        self.warmupIterations = warmupIterations
        self.measuredIterations = measuredIterations
        self.metrics = metrics
        self.objects = objects
        self.allocator = allocator
        self.clockOverheadNanoseconds = clockOverheadNanoseconds
        self.measuredPhaseNanoseconds = measuredPhaseNanoseconds
    }
}
