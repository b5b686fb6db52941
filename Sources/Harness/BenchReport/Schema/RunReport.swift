/// The current version of the report schema (see Reports/README.md). Version 1 reports are read and
/// migrated (`ReportCoding.decode`).
public let reportSchemaVersion = 2

/// One run of the harness: the whole suite (or a filtered part of it).
public struct RunReport: Codable, Sendable, Equatable {
    /// The schema version the report is written in (`reportSchemaVersion` when this tool writes it).
    public var schemaVersion: Int
    /// The run's id: its UTC start time and a short random suffix, `20261121-153000-a1b2c3`.
    public var runId: String
    /// ISO 8601, UTC.
    public var startedAt: String
    /// Wall time of the whole run (every worker, fingerprinting), seconds.
    public var durationSeconds: Double
    /// Where and how the run happened.
    public var environment: EnvironmentFingerprint
    /// What the run was asked to do.
    public var settings: HarnessSettings
    /// The empty scenario run by the same worker: its peak resident is the run's resident floor.
    /// Absent in migrated version-1 reports.
    public var residentFloor: ScenarioReport?
    /// One entry per scenario, in run order.
    public var scenarios: [ScenarioReport]
    /// Set when the report is one side of a paired A/B run (`run --against`); absent otherwise.
    public var pairing: PairingInfo? = nil
    /// Set when the report is one shard of a sharded run (`run --shard K/N`); absent otherwise.
    public var shard: ShardInfo? = nil
    /// Set when the report was merged from shard reports (`keyboard-bench merge`); absent otherwise.
    public var merged: MergeInfo? = nil

    /// A report with the fields given; `pairing`, `shard` and `merged` start absent.
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
