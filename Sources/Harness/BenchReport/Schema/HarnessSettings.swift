/// The settings a run was made with.
public struct HarnessSettings: Codable, Sendable, Equatable {
    /// `--filter`: the pattern scenario names were selected by; absent when none was given.
    public var filter: String?
    /// `--tag` values: a scenario was selected when it carries any of them (empty: no tag filter).
    public var tags: [String]
    /// `--quick`: scenarios scaled their iteration counts down (a smoke run, not a measurement).
    public var quick: Bool
    /// The base seed; each scenario's seed is derived from it and its name (and reported).
    public var seed: UInt64
    /// Per-scenario time limit applied when a scenario declares none, seconds.
    public var defaultTimeLimitSeconds: Double
    /// `--max-samples`: raw samples kept per metric at most (an even stride through them beyond that).
    public var maxKeptSamples: Int
    /// Worker processes per scenario (interleaved across scenarios).
    public var repetitions: Int
    /// Measured iterations forced on every scenario (`--iterations`); absent when each keeps its own.
    public var iterations: Int?
    /// Whether raw samples (and histograms) are kept for every scenario (`run --samples`); when `false`
    /// only a scenario that did not pass keeps them. Absent in earlier reports, which kept them.
    public var keepSamples: Bool?
    /// `run --instructions`: workers ran under callgrind and report `<operation>/instructions`; absent otherwise.
    public var instructions: Bool? = nil
    /// `run --time-scale` (and paired runs, `WorkerSettings.pairedTimeScale` unless given): the fraction of each
    /// benchmark's declared
    /// minimum measuring time its workers measured for; absent when 1 (and in earlier reports).
    public var timeScale: Double? = nil
    /// `run --profile KIND`: the profile its workers collected (`cpu`, `instructions`, `alloc`); absent
    /// when unprofiled. Budgets and comparison rows on the figures it perturbs are not judged (`ProfiledFigures`).
    public var profile: String? = nil
    /// `run --nice`: the priority the workers started at; absent in earlier reports.
    public var priority: WorkerPriority? = nil

    /// Settings with the fields given; `instructions` and `timeScale` start absent.
    public init(
        filter: String?, tags: [String], quick: Bool, seed: UInt64, defaultTimeLimitSeconds: Double,
        maxKeptSamples: Int, repetitions: Int = 1, iterations: Int? = nil, keepSamples: Bool? = nil
    ) {
        self.filter = filter
        self.tags = tags
        self.quick = quick
        self.seed = seed
        self.defaultTimeLimitSeconds = defaultTimeLimitSeconds
        self.maxKeptSamples = maxKeptSamples
        self.repetitions = repetitions
        self.iterations = iterations
        self.keepSamples = keepSamples
    }
}
