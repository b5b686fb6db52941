/// One run report as PerfCI needs it: who ran it where, and each scenario's process-level figures.
///
/// PerfCI never reads the harness's live state; a `PerfRun` is made from a decoded report
/// (see `ReportInput`), and the report's original bytes are what the history keeps.
public struct PerfRun: Codable, Sendable, Equatable {
    /// The report's `schema_version` as written (older reports are migrated when read, not rewritten).
    public var schemaVersion: Int
    /// The report's `run_id`.
    public var runId: String
    /// ISO 8601 UTC start time, as the report wrote it (sorts chronologically).
    public var startedAt: String
    /// Where the run happened.
    public var machine: PerfMachine
    /// The git commit the run measured, if known.
    public var commit: String?
    /// Whether the working tree had uncommitted changes.
    public var dirty: Bool?
    /// How many worker processes each scenario ran in.
    public var repetitions: Int
    /// The scenarios, in report order.
    public var scenarios: [PerfScenario]
    /// The pairing of a side of a paired A/B run (`run --against`), when the report has one.
    public var pairing: PerfPairing? = nil

    /// Makes a run.
    public init(
        schemaVersion: Int, runId: String, startedAt: String, machine: PerfMachine,
        commit: String?, dirty: Bool?, repetitions: Int, scenarios: [PerfScenario]
    ) {
        self.schemaVersion = schemaVersion
        self.runId = runId
        self.startedAt = startedAt
        self.machine = machine
        self.commit = commit
        self.dirty = dirty
        self.repetitions = repetitions
        self.scenarios = scenarios
    }

    /// The scenario with the given name, if the run has it.
    public func scenario(named name: String) -> PerfScenario? { scenarios.first { $0.name == name } }

    /// The commit shortened to 12 characters, or `unknown`.
    public var shortCommit: String { commit.map { String($0.prefix(12)) } ?? "unknown" }
}

/// The machine a run happened on. Two runs are comparable only when their fingerprints are equal.
public struct PerfMachine: Codable, Sendable, Equatable {
    /// The environment's fingerprint string: identifies the machine (and its build setup) for comparisons.
    public var fingerprint: String
    /// Host name, for display.
    public var hostname: String
    /// CPU model, for display.
    public var cpuModel: String
    /// Active processor count.
    public var cores: Int
    /// `release` or `debug`.
    public var buildConfiguration: String

    /// Makes a machine description.
    public init(fingerprint: String, hostname: String, cpuModel: String, cores: Int, buildConfiguration: String) {
        self.fingerprint = fingerprint
        self.hostname = hostname
        self.cpuModel = cpuModel
        self.cores = cores
        self.buildConfiguration = buildConfiguration
    }
}

/// Which paired A/B run a report is a side of (BenchReport's `PairingInfo`, as PerfCI needs it).
public struct PerfPairing: Codable, Sendable, Equatable {
    /// The paired run's id, the same on both sides.
    public var id: String
    /// `baseline` or `current`.
    public var role: String
    /// Rounds (pairs) run.
    public var pairs: Int

    /// Makes a pairing.
    public init(id: String, role: String, pairs: Int) {
        self.id = id
        self.role = role
        self.pairs = pairs
    }

    /// The number of pairs when `baseline` and `current` are the two sides of one paired run, else `nil`.
    public static func pairs(baseline: PerfPairing?, current: PerfPairing?) -> Int? {
        guard let baseline, let current, baseline.id == current.id,
              baseline.role == "baseline", current.role == "current" else { return nil }
        return current.pairs
    }
}
