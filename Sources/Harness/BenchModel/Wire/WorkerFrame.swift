/// The phases a worker reports progress for.
public enum WorkerPhase: String, Codable, Sendable, CaseIterable {
    /// Building the subject and running per-run setup.
    case setup
    /// Warm-up iterations (only when the scenario has any).
    case warmup
    /// Finding a benchmark's batch size.
    case calibrating
    /// The measured phase.
    case measured
    /// Teardown, releasing the subject and counting what survived.
    case releasing
}

/// The frames a worker writes to the parent: a tag byte, a 32-bit little-endian payload length, the payload.
///
/// A run's stream: `hello`, `channels`, any number of `progress` and `samples`, then `values`,
/// `slowest`, `objects`, and `result` last — or `error` at any point. `describe` sends `hello`, `catalogue`.
public enum WorkerFrame: Equatable, Sendable {
    /// The protocol version the worker speaks.
    case hello(version: UInt16)
    /// Every registered scenario (the answer to `describe`).
    case catalogue([ScenarioInfo])
    /// The metrics of this run, by channel number (the index).
    case channels([MetricSpec])
    /// Progress of a phase.
    case progress(phase: WorkerPhase, done: Int, total: Int)
    /// A block of samples of one distribution channel, in measurement order.
    case samples(channel: Int, values: [Double])
    /// Single values: (channel, value).
    case values([ChannelValue])
    /// The slowest calls of every operation.
    case slowest([SlowCall])
    /// A census: while the subject was held, or after it was released.
    case objects(afterRelease: Bool, [ObjectCount])
    /// The run's facts; always the last frame of a complete run.
    case result(RunFacts)
    /// The worker could not run the scenario; one line.
    case error(String)
    /// The measuring process's whole-life peak resident set size, bytes, as the kernel reported it
    /// (`wait4`'s `ru_maxrss`) when that process ended; sent by the worker's reaper, last of all.
    case peakResident(bytes: Int)

    /// The protocol version this build speaks (frames and the worker's command line; 3 added
    /// `--time-scale`, which a version-2 worker would refuse; 4 added each slow call's preemption facts
    /// after the `slowest` frame's calls; 5 added each scenario's repetition cap after the `catalogue`
    /// frame's scenarios; 6 added each scenario's number of parts after the caps, and `--part K/N`).
    public static let protocolVersion: UInt16 = 6
    /// The versions a parent of this build reads: a version-3 worker (a paired run's baseline built from
    /// an older commit) sends its slow calls without preemption facts, which read as unknown; a version-3
    /// or 4 worker sends no repetition caps (its scenarios run every repetition); a version-3 to 5 worker
    /// sends no parts (its scenarios run whole).
    public static let readableVersions: ClosedRange<UInt16> = 3...protocolVersion
    /// Bytes before a frame's payload: tag and length.
    public static let headerSize = 5
    /// The largest payload a parent accepts (a larger length is a malformed stream).
    static let maximumPayload = 64 << 20
}

/// One single-valued metric's value.
public struct ChannelValue: Equatable, Sendable {
    /// The channel (index into the `channels` frame).
    public var channel: Int
    /// The value.
    public var value: Double

    /// A value.
    public init(channel: Int, value: Double) {
        self.channel = channel
        self.value = value
    }
}

/// The facts a worker ends a complete run with.
public struct RunFacts: Equatable, Sendable {
    /// The scenario run.
    public var scenario: String
    /// Its seed.
    public var seed: UInt64
    /// Warm-up iterations (calls, for a benchmark) run.
    public var warmupIterations: Int
    /// Measured iterations (calls, for a benchmark) run.
    public var measuredIterations: Int
    /// A benchmark's calls per sample (1 for a scenario).
    public var batchSize: Int
    /// The allocator.
    public var allocator: AllocatorInfo
    /// What the clocks cost.
    public var clock: ClockCosts
    /// Wall time of the measured phase, nanoseconds.
    public var measuredPhaseNanoseconds: Double
    /// What disturbed the measured phase.
    public var noise: NoiseCounters
    /// How each operation was sampled and why it stopped.
    public var sampling: [OperationSampling]

    /// Run facts.
    public init(
        scenario: String, seed: UInt64, warmupIterations: Int, measuredIterations: Int, batchSize: Int,
        allocator: AllocatorInfo, clock: ClockCosts, measuredPhaseNanoseconds: Double, noise: NoiseCounters,
        sampling: [OperationSampling] = []
    ) {
        self.scenario = scenario
        self.seed = seed
        self.warmupIterations = warmupIterations
        self.measuredIterations = measuredIterations
        self.batchSize = batchSize
        self.allocator = allocator
        self.clock = clock
        self.measuredPhaseNanoseconds = measuredPhaseNanoseconds
        self.noise = noise
        self.sampling = sampling
    }
}

/// The tag byte of each frame.
public enum FrameTag: UInt8, Sendable {
    case hello = 0x48, catalogue = 0x43, channels = 0x4D, progress = 0x50, samples = 0x53
    case values = 0x56, slowest = 0x57, objects = 0x4F, result = 0x52, error = 0x45, peakResident = 0x4B
}
