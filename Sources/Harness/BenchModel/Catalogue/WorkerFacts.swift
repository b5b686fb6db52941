/// What the parent tells a worker about the run it is part of.
public struct WorkerSettings: Codable, Sendable, Equatable {
    /// The scenario's own seed (derived from the run's seed and the scenario's name).
    public var seed: UInt64
    /// Quick mode: scenarios scale their iteration counts down for a smoke run.
    public var quick: Bool
    /// Overrides the measured iteration count of a `Repeat` (for scaling experiments); `nil` keeps it.
    public var iterations: Int?
    /// Instruction mode (`run --instructions`): the worker runs under callgrind and brackets each
    /// measured call with callgrind's client requests instead of timing it; benchmarks make a fixed
    /// number of single calls.
    public var instructions: Bool = false
    /// Fixed layout (paired runs): the measuring process runs without address-space randomisation,
    /// so every worker of one executable gets the same addresses and no per-process speed mode.
    public var fixedLayout: Bool = false
    /// The fraction of a benchmark's declared warm-up, minimum and maximum measuring times it uses (`run --time-scale`;
    /// paired runs default to `WorkerSettings.pairedTimeScale`). 1 measures as declared; scenarios with
    /// fixed iterations are not affected. The sample minimum still applies.
    public var timeScale: Double = 1
    /// The part of a split scenario this worker measures (`--part K/N`); `nil`: the whole scenario.
    public var part: RunPart? = nil

    /// Paired runs measure each benchmark for 35 % of its declared times: a paired gate starts 16 workers
    /// per scenario (8 pairs) where a single run starts 5, and each worker's figure (the p10 of thousands
    /// of batch samples) hardly moves with a third of them — what moves it is the machine's mode, which
    /// the pairing cancels. 0.5 left the gate at 2.05× a single run (goal ≤ 2×); Reports/PERFCI.md.
    public static let pairedTimeScale = 0.35

    /// Settings for one worker.
    public init(seed: UInt64, quick: Bool, iterations: Int? = nil, instructions: Bool = false) {
        self.seed = seed
        self.quick = quick
        self.iterations = iterations
        self.instructions = instructions
    }
}

/// Objects of one tracked type, against how many are expected.
///
/// While the subject lives, `expected` is what it holds (current tree, cache, …). After it is
/// released, `expected` is the count before the subject existed.
public struct ObjectCount: Codable, Sendable, Equatable {
    /// The tracked type's name.
    public var type: String
    /// Instances alive (from the live-instance registry).
    public var live: Int
    /// Instances expected alive.
    public var expected: Int

    /// Instances alive beyond what is expected; never negative.
    public var leaked: Int { Swift.max(0, live - expected) }

    /// A census line.
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

    /// An allocator description.
    public init(version: String, statsEnabled: Bool) {
        self.version = version
        self.statsEnabled = statsEnabled
    }
}

/// What disturbed the worker during its measured phase (`getrusage(RUSAGE_SELF)` deltas).
public struct NoiseCounters: Codable, Sendable, Equatable {
    /// Times the kernel took the CPU away (preemption): the machine's noise.
    public var involuntaryContextSwitches: Int
    /// Times the worker gave the CPU up (blocking calls, e.g. writing samples to a full pipe).
    public var voluntaryContextSwitches: Int
    /// Page faults served without I/O.
    public var minorPageFaults: Int
    /// Page faults that needed I/O.
    public var majorPageFaults: Int

    /// Counters.
    public init(
        involuntaryContextSwitches: Int, voluntaryContextSwitches: Int, minorPageFaults: Int, majorPageFaults: Int
    ) {
        self.involuntaryContextSwitches = involuntaryContextSwitches
        self.voluntaryContextSwitches = voluntaryContextSwitches
        self.minorPageFaults = minorPageFaults
        self.majorPageFaults = majorPageFaults
    }
}

/// One of the slowest calls of an operation, with where it happened.
public struct SlowCall: Codable, Sendable, Equatable {
    /// The operation.
    public var operation: String
    /// Its wall time, nanoseconds.
    public var nanoseconds: Double
    /// The measured iteration it happened in, from 0 (for a benchmark: the batch).
    public var iteration: Int
    /// The step's position in the `Repeat` block, from 0.
    public var step: Int
    /// The repetition (worker process) it happened in, from 1.
    public var repetition: Int
    /// Whether the worker's thread was switched out involuntarily during the call (preempted: its wall
    /// time includes time the kernel gave to something else); `nil` when not known (an older worker).
    public var preempted: Bool? = nil
    /// The call's thread CPU time, nanoseconds; `nil` when not known.
    public var cpuNanoseconds: Double? = nil

    /// The latency a max-latency budget judges: the wall time of a call that ran unpreempted; of a
    /// preempted call its CPU time (at most its wall time) — the work it did, without the time it was
    /// switched out. The wall time when preemption is not known.
    public var judgedNanoseconds: Double {
        guard preempted == true, let cpuNanoseconds else { return nanoseconds }
        return Swift.min(cpuNanoseconds, nanoseconds)
    }

    /// A slow call.
    public init(operation: String, nanoseconds: Double, iteration: Int, step: Int, repetition: Int = 1) {
        self.operation = operation
        self.nanoseconds = nanoseconds
        self.iteration = iteration
        self.step = step
        self.repetition = repetition
    }
}

/// What reading the clocks costs in this worker, measured at its start.
public struct ClockCosts: Codable, Sendable, Equatable {
    /// Median cost of one monotonic read, nanoseconds (inside every wall-time window once).
    public var wallReadNanoseconds: Double
    /// Median thread-CPU time one `CLOCK_THREAD_CPUTIME_ID` read adds to the CPU window, nanoseconds:
    /// subtracted from every CPU-time sample. 0 when the worker reads the CPU clock only after a switch
    /// (an unswitched call's CPU time is its wall time: nothing to subtract).
    public var cpuReadNanoseconds: Double

    /// Clock costs.
    public init(wallReadNanoseconds: Double, cpuReadNanoseconds: Double) {
        self.wallReadNanoseconds = wallReadNanoseconds
        self.cpuReadNanoseconds = cpuReadNanoseconds
    }
}
