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
    /// A hash of the binaries that ran (the tool and its worker): two builds of one commit — a dirty
    /// tree edited between them, another compiler — differ here. Absent in older reports.
    public var buildId: String?
    /// `/etc/machine-id`, or the host name when there is none.
    public var machineId: String
    public var hostname: String

    public init(
        cpuModel: String, cores: Int, os: String, kernel: String, swiftVersion: String,
        buildConfiguration: String, jemallocVersion: String?, gitCommit: String?, gitDirty: Bool?,
        buildId: String? = nil, machineId: String, hostname: String
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
        self.buildId = buildId
        self.machineId = machineId
        self.hostname = hostname
    }

    /// What must match for two runs to be compared: machine, CPU, cores, OS, compiler, configuration.
    public var machineKey: String {
        [machineId, cpuModel, String(cores), os, swiftVersion, buildConfiguration].joined(separator: "|")
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
    /// Worker processes per scenario (interleaved across scenarios).
    public var repetitions: Int
    /// Measured iterations forced on every scenario (`--iterations`); absent when each keeps its own.
    public var iterations: Int?
    /// Whether raw samples (and histograms) are kept for every scenario (`run --samples`); when `false`
    /// only a scenario that did not pass keeps them. Absent in earlier reports, which kept them.
    public var keepSamples: Bool?
    /// `run --instructions`: workers ran under callgrind and report `<operation>/instructions`; absent otherwise.
    public var instructions: Bool? = nil
    /// `run --time-scale` (and paired runs, `WorkerSettings.pairedTimeScale` unless given): the fraction of each benchmark's declared
    /// minimum measuring time its workers measured for; absent when 1 (and in earlier reports).
    public var timeScale: Double? = nil

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

/// One run of the harness: the whole suite (or a filtered part of it).
public struct RunReport: Codable, Sendable, Equatable {
    public var schemaVersion: Int
    public var runId: String
    /// ISO 8601, UTC.
    public var startedAt: String
    public var durationSeconds: Double
    public var environment: EnvironmentFingerprint
    public var settings: HarnessSettings
    /// The empty scenario run by the same worker: its peak resident is the run's resident floor.
    /// Absent in migrated version-1 reports.
    public var residentFloor: ScenarioReport?
    public var scenarios: [ScenarioReport]
    /// Set when the report is one side of a paired A/B run (`run --against`); absent otherwise.
    public var pairing: PairingInfo? = nil
    /// Set when the report is one shard of a sharded run (`run --shard K/N`); absent otherwise.
    public var shard: ShardInfo? = nil
    /// Set when the report was merged from shard reports (`keyboard-bench merge`); absent otherwise.
    public var merged: MergeInfo? = nil

    public init(
        schemaVersion: Int = reportSchemaVersion, runId: String, startedAt: String, durationSeconds: Double,
        environment: EnvironmentFingerprint, settings: HarnessSettings, residentFloor: ScenarioReport? = nil,
        scenarios: [ScenarioReport]
    ) {
        self.schemaVersion = schemaVersion
        self.runId = runId
        self.startedAt = startedAt
        self.durationSeconds = durationSeconds
        self.environment = environment
        self.settings = settings
        self.residentFloor = residentFloor
        self.scenarios = scenarios
    }

    /// The resident floor, bytes: the floor scenario's peak resident.
    public var residentFloorBytes: Double? { residentFloor?.metric(.peakResident)?.value }
}
