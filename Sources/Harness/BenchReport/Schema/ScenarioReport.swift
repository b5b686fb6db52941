/// Everything the report says about one scenario, over all its repetitions.
public struct ScenarioReport: Codable, Sendable, Equatable {
    /// The scenario's registered name.
    public var name: String
    /// `scenario` or `benchmark`.
    public var kind: ScenarioKind
    /// Its registered tags.
    public var tags: [String]
    /// Its registered parameters, keys as the scenario spells them.
    public var parameters: [String: String]
    /// The worst status of any repetition.
    public var status: ScenarioStatus
    /// One line saying why the scenario did not pass; `nil` when it passed.
    public var failure: String?
    /// The scenario's own seed, derived from the run seed and its name; every repetition uses it.
    public var seed: UInt64
    /// Warm-up iterations as the (first) worker reported them; for a benchmark, calls.
    public var warmupIterations: Int
    /// Measured iterations as the (first) worker reported them; for a benchmark, calls.
    public var measuredIterations: Int
    /// A benchmark's calls per sample (1 for a scenario).
    public var batchSize: Int
    /// Wall time of all its workers together, seconds.
    public var durationSeconds: Double
    /// What the clocks cost in its (first) worker.
    public var clock: ClockCosts?
    /// The allocator its worker reported (`version`, `statsEnabled`).
    public var allocator: AllocatorInfo?
    /// Every metric it measured.
    public var metrics: [MetricReport]
    /// One verdict per declared budget.
    public var budgets: [BudgetVerdict]
    /// Leak findings, for a scenario that tracks objects; absent otherwise.
    public var leaks: LeakReport?
    /// The slowest calls of each operation (first repetition), with where they happened.
    public var slowest: [SlowCall]
    /// Each operation's worst call with and without the time its worker was preempted (what a
    /// max-latency budget judges); absent when the workers did not report preemption.
    public var worstCases: [WorstCase]? = nil
    /// One entry per worker process.
    public var repetitions: [RepetitionReport]
    /// Metrics the scenario declares but never recorded in any completed repetition;
    /// absent when there are none (and in reports before it).
    public var notRecorded: [String]?
    /// The machine this scenario ran on, when it is not the run's `environment`: set on every scenario of a
    /// report merged from shards (`keyboard-bench merge`). Absent in single-machine reports.
    public var machine: EnvironmentFingerprint? = nil
    /// How many repetitions ran and why, when the scenario's declared cap is below the run's repetitions;
    /// absent otherwise (and in reports before it).
    public var cappedRepetitions: CappedRepetitions? = nil

    /// A scenario's report with the fields given; `notRecorded` and `machine` start absent.
    public init(
        name: String, kind: ScenarioKind, tags: [String], parameters: [String: String], status: ScenarioStatus,
        failure: String?, seed: UInt64, warmupIterations: Int = 0, measuredIterations: Int = 0, batchSize: Int = 1,
        durationSeconds: Double, clock: ClockCosts? = nil, allocator: AllocatorInfo? = nil,
        metrics: [MetricReport] = [],
        budgets: [BudgetVerdict] = [], leaks: LeakReport? = nil, slowest: [SlowCall] = [],
        repetitions: [RepetitionReport] = []
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
