/// One worker process's run of a scenario.
public struct RepetitionReport: Codable, Sendable, Equatable {
    /// 1-based repetition number.
    public var index: Int
    public var status: ScenarioStatus
    public var failure: String?
    /// Wall time from spawn to exit, seconds.
    public var durationSeconds: Double
    /// The worker's whole-life peak resident set size (kernel, at exit), bytes.
    public var peakResidentBytes: Double?
    /// What disturbed its measured phase.
    public var noise: NoiseCounters?
    /// Its measured phase's wall time, seconds.
    public var measuredPhaseSeconds: Double?
    /// Per operation: samples taken, calls per sample, and why sampling stopped; absent in
    /// older reports and for a repetition that did not complete.
    public var sampling: [OperationSampling]?

    public init(
        index: Int, status: ScenarioStatus, failure: String?, durationSeconds: Double, peakResidentBytes: Double?,
        noise: NoiseCounters?, measuredPhaseSeconds: Double?, sampling: [OperationSampling]? = nil
    ) {
        self.index = index
        self.status = status
        self.failure = failure
        self.durationSeconds = durationSeconds
        self.peakResidentBytes = peakResidentBytes
        self.noise = noise
        self.measuredPhaseSeconds = measuredPhaseSeconds
        self.sampling = sampling
    }
}

/// Everything the report says about one scenario, over all its repetitions.
public struct ScenarioReport: Codable, Sendable, Equatable {
    public var name: String
    public var kind: ScenarioKind
    public var tags: [String]
    public var parameters: [String: String]
    /// The worst status of any repetition.
    public var status: ScenarioStatus
    /// One line saying why the scenario did not pass; `nil` when it passed.
    public var failure: String?
    public var seed: UInt64
    public var warmupIterations: Int
    public var measuredIterations: Int
    /// A benchmark's calls per sample (1 for a scenario).
    public var batchSize: Int
    /// Wall time of all its workers together, seconds.
    public var durationSeconds: Double
    /// What the clocks cost in its (first) worker.
    public var clock: ClockCosts?
    public var allocator: AllocatorInfo?
    public var metrics: [MetricReport]
    public var budgets: [BudgetVerdict]
    public var leaks: LeakReport?
    /// The slowest calls of each operation (first repetition), with where they happened.
    public var slowest: [SlowCall]
    /// One entry per worker process.
    public var repetitions: [RepetitionReport]
    /// Metrics the scenario declares but never recorded in any completed repetition;
    /// absent when there are none (and in reports before it).
    public var notRecorded: [String]?
    /// The machine this scenario ran on, when it is not the run's `environment`: set on every scenario of a
    /// report merged from shards (`keyboard-bench merge`). Absent in single-machine reports.
    public var machine: EnvironmentFingerprint? = nil

    public init(
        name: String, kind: ScenarioKind, tags: [String], parameters: [String: String], status: ScenarioStatus,
        failure: String?, seed: UInt64, warmupIterations: Int = 0, measuredIterations: Int = 0, batchSize: Int = 1,
        durationSeconds: Double, clock: ClockCosts? = nil, allocator: AllocatorInfo? = nil, metrics: [MetricReport] = [],
        budgets: [BudgetVerdict] = [], leaks: LeakReport? = nil, slowest: [SlowCall] = [], repetitions: [RepetitionReport] = []
    ) {
        self.name = name
        self.kind = kind
        self.tags = tags
        self.parameters = parameters
        self.status = status
        self.failure = failure
        self.seed = seed
        self.warmupIterations = warmupIterations
        self.measuredIterations = measuredIterations
        self.batchSize = batchSize
        self.durationSeconds = durationSeconds
        self.clock = clock
        self.allocator = allocator
        self.metrics = metrics
        self.budgets = budgets
        self.leaks = leaks
        self.slowest = slowest
        self.repetitions = repetitions
    }

    /// The metric with the given id, if measured.
    public func metric(_ id: MetricID) -> MetricReport? { metrics.first { $0.id == id } }
}

/// The outcome of checking one budget.
public struct BudgetVerdict: Codable, Sendable, Equatable {
    /// The budget checked.
    public var budget: BudgetSpec
    /// The measured value of the budget's statistic; `nil` when the metric was not measured.
    public var measured: Double?
    /// Whether the budget held. A metric that was not measured never holds.
    public var passed: Bool

    public init(budget: BudgetSpec, measured: Double?, passed: Bool) {
        self.budget = budget
        self.measured = measured
        self.passed = passed
    }
}
