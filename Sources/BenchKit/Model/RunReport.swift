/// The current version of the report schema (see Reports/README.md).
public let reportSchemaVersion = 1

/// How one scenario ended.
public enum ScenarioStatus: String, Codable, Sendable {
    /// Ran to the end; every budget held and nothing leaked.
    case passed
    /// Ran to the end; a budget failed or a leak was found.
    case failed
    /// The worker died: a signal, an unexpected exit status, or a result that was missing or malformed.
    case crashed
    /// The worker ran past the scenario's time limit and was killed.
    case timedOut = "timed_out"
    /// The worker refused to measure (e.g. jemalloc is not the allocator) or the scenario threw.
    case error
}

/// Raw samples kept in the report: all of them up to a bound, else an even stride through them.
public struct KeptSamples: Codable, Sendable, Equatable {
    /// How many samples were measured.
    public var total: Int
    /// The kept samples, in measurement order.
    public var values: [Double]

    public init(total: Int, values: [Double]) {
        self.total = total
        self.values = values
    }
}

/// One metric of one scenario: its summary and (bounded) raw samples.
public struct MetricReport: Codable, Sendable, Equatable {
    public var id: MetricID
    public var unit: MetricUnit
    public var summary: Summary
    public var samples: KeptSamples
    /// For time metrics with more samples than are kept: the HdrHistogram percentile spectrum of all
    /// of them (p50 … p99.99, max), so the tail is not lost to the stride; `nil` otherwise.
    public var histogram: [PercentilePoint]?

    public init(id: MetricID, unit: MetricUnit, summary: Summary, samples: KeptSamples, histogram: [PercentilePoint]? = nil) {
        self.id = id
        self.unit = unit
        self.summary = summary
        self.samples = samples
        self.histogram = histogram
    }
}

/// Leak findings of one scenario.
public struct LeakReport: Codable, Sendable, Equatable {
    /// Live heap after the measured phase minus after warm-up, bytes; `nil` if not measured.
    public var heapGrowthBytes: Double?
    /// Tracked objects by type.
    public var objects: [ObjectCount]

    /// Total leaked objects over all types.
    public var leakedObjects: Int { objects.reduce(0) { $0 + $1.leaked } }

    public init(heapGrowthBytes: Double?, objects: [ObjectCount]) {
        self.heapGrowthBytes = heapGrowthBytes
        self.objects = objects
    }
}

/// Whether a scenario is a stress scenario or a micro-benchmark.
public enum ScenarioKind: String, Codable, Sendable {
    case scenario
    case benchmark
}

/// Everything the report says about one scenario.
public struct ScenarioReport: Codable, Sendable, Equatable {
    public var name: String
    public var kind: ScenarioKind
    public var tags: [String]
    public var parameters: [String: String]
    public var status: ScenarioStatus
    /// One line saying why the scenario did not pass; `nil` when it passed.
    public var failure: String?
    public var seed: UInt64
    public var warmupIterations: Int
    public var measuredIterations: Int
    /// Wall time the worker took, start to exit, seconds.
    public var durationSeconds: Double
    public var clockOverheadNanoseconds: Double?
    public var allocator: AllocatorInfo?
    public var metrics: [MetricReport]
    public var budgets: [BudgetVerdict]
    public var leaks: LeakReport?

    public init(
        name: String, kind: ScenarioKind, tags: [String], parameters: [String: String],
        status: ScenarioStatus, failure: String?, seed: UInt64,
        warmupIterations: Int = 0, measuredIterations: Int = 0, durationSeconds: Double,
        clockOverheadNanoseconds: Double? = nil, allocator: AllocatorInfo? = nil,
        metrics: [MetricReport] = [], budgets: [BudgetVerdict] = [], leaks: LeakReport? = nil
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
        self.durationSeconds = durationSeconds
        self.clockOverheadNanoseconds = clockOverheadNanoseconds
        self.allocator = allocator
        self.metrics = metrics
        self.budgets = budgets
        self.leaks = leaks
    }

    /// The metric with the given id, if measured.
    public func metric(_ id: MetricID) -> MetricReport? { metrics.first { $0.id == id } }
}

/// Where and how a run happened.
public struct EnvironmentFingerprint: Codable, Sendable, Equatable {
    public var cpuModel: String
    public var cores: Int
    public var os: String
    public var kernel: String
    public var swiftVersion: String
    /// `release` or `debug`.
    public var buildConfiguration: String
    public var jemallocVersion: String?
    public var gitCommit: String?
    public var gitDirty: Bool?
    /// `/etc/machine-id`, or the host name when there is none.
    public var machineId: String
    public var hostname: String

    public init(
        cpuModel: String, cores: Int, os: String, kernel: String, swiftVersion: String,
        buildConfiguration: String, jemallocVersion: String?, gitCommit: String?, gitDirty: Bool?,
        machineId: String, hostname: String
    ) {
        self.cpuModel = cpuModel
        self.cores = cores
        self.os = os
        self.kernel = kernel
        self.swiftVersion = swiftVersion
        self.buildConfiguration = buildConfiguration
        self.jemallocVersion = jemallocVersion
        self.gitCommit = gitCommit
        self.gitDirty = gitDirty
        self.machineId = machineId
        self.hostname = hostname
    }
}

/// The settings a run was made with.
public struct HarnessSettings: Codable, Sendable, Equatable {
    public var filter: String?
    public var tags: [String]
    public var quick: Bool
    /// The base seed; each scenario's seed is derived from it and its name (and reported).
    public var seed: UInt64
    /// Per-scenario time limit applied when a scenario declares none, seconds.
    public var defaultTimeLimitSeconds: Double
    public var maxKeptSamples: Int

    public init(filter: String?, tags: [String], quick: Bool, seed: UInt64, defaultTimeLimitSeconds: Double, maxKeptSamples: Int) {
        self.filter = filter
        self.tags = tags
        self.quick = quick
        self.seed = seed
        self.defaultTimeLimitSeconds = defaultTimeLimitSeconds
        self.maxKeptSamples = maxKeptSamples
    }
}

/// One run of the harness: the whole suite (or a filtered part of it).
public struct RunReport: Codable, Sendable, Equatable {
    public var schemaVersion: Int
    public var runId: String
    /// ISO 8601, UTC.
    public var startedAt: String
    public var durationSeconds: Double
    public var environment: EnvironmentFingerprint
    public var settings: HarnessSettings
    public var scenarios: [ScenarioReport]

    public init(
        schemaVersion: Int = reportSchemaVersion, runId: String, startedAt: String, durationSeconds: Double,
        environment: EnvironmentFingerprint, settings: HarnessSettings, scenarios: [ScenarioReport]
    ) {
        self.schemaVersion = schemaVersion
        self.runId = runId
        self.startedAt = startedAt
        self.durationSeconds = durationSeconds
        self.environment = environment
        self.settings = settings
        self.scenarios = scenarios
    }
}
