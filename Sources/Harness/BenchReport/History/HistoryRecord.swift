/// A run as a history keeps it (Reports/README.md "History entries"): what trends, change points, the
/// dashboard and the Otava export read, without raw samples, histograms, slow calls or per-repetition
/// diagnostics — ≤ 100 KB for a full nightly where the full report is megabytes. It is made from a
/// `RunReport` by one function, `init(_:schemaVersion:)`, and has two encodings: the compact JSON entry
/// a history folder stores (`encoded()` / `decode(_:)`) and a run of the binary history index (PerfCI).
///
/// Per metric it keeps the per-repetition figures, p50/p99/max, the median's 95 % interval, unit and
/// polarity. Figures are rounded to `significantDigits` (far below any run-to-run noise; exact
/// for counts). The JSON entry is its own format (`format` names it, `formatVersion` versions it).
/// The index keeps less (no duration, tags, quick flag, quantiles or costs,
/// and of the environment only what its fingerprint is made of plus host, commit and dirty flag): a
/// record read from it has those optional parts absent.
public struct HistoryRecord: Codable, Sendable, Equatable {
    /// The value of `format`.
    public static let formatName = "keyboard-bench-history-entry"
    /// The version this tool writes; it reads every version up to it.
    public static let currentVersion = 1
    /// Significant digits a non-deterministic figure is kept to (1 ppm: far below any run-to-run noise;
    /// exact figures, counts and bytes, are kept exactly).
    static let significantDigits = 6

    /// Always `formatName`.
    public var format: String
    /// The entry format's version.
    public var formatVersion: Int
    /// The `schema_version` of the report it was compacted from.
    public var reportSchemaVersion: Int
    /// The run's id.
    public var runId: String
    /// When the run started (ISO 8601 UTC).
    public var startedAt: String
    /// The run's wall time, seconds (absent in a record read from the index).
    public var durationSeconds: Double?
    /// The machine and build the run measured.
    public var environment: EnvironmentFingerprint
    /// Worker processes per scenario.
    public var repetitions: Int
    /// The run's tag filter (absent in a record read from the index).
    public var tags: [String]?
    /// Whether it was a `--quick` run (absent in a record read from the index).
    public var quick: Bool?
    /// The distinct (unit, polarity, deterministic) triples its metrics refer to by index.
    public var specs: [Spec]
    /// The distinct metric names its metrics and budgets refer to by index.
    public var metricNames: [String]
    /// Every scenario, in the report's order.
    public var scenarios: [Scenario]

    /// A record in the current entry format.
    public init(
        reportSchemaVersion: Int, runId: String, startedAt: String, durationSeconds: Double?,
        environment: EnvironmentFingerprint, repetitions: Int, tags: [String]?, quick: Bool?,
        specs: [Spec], metricNames: [String], scenarios: [Scenario]
    ) {
        self.format = Self.formatName
        self.formatVersion = Self.currentVersion
        self.reportSchemaVersion = reportSchemaVersion
        self.runId = runId
        self.startedAt = startedAt
        self.durationSeconds = durationSeconds
        self.environment = environment
        self.repetitions = repetitions
        self.tags = tags
        self.quick = quick
        self.specs = specs
        self.metricNames = metricNames
        self.scenarios = scenarios
    }

    /// What a metric is: unit, polarity, whether it is exact.
    public struct Spec: Codable, Sendable, Hashable {
        /// The metric's unit.
        public var unit: MetricUnit
        /// Which direction is better.
        public var polarity: Polarity
        /// Whether the metric is exact (any change counts).
        public var deterministic: Bool
        /// The entry's one-letter JSON keys: `u` unit, `p` polarity, `d` deterministic.
        enum CodingKeys: String, CodingKey { case unit = "u", polarity = "p", deterministic = "d" }

        /// A spec.
        public init(unit: MetricUnit, polarity: Polarity, deterministic: Bool) {
            self.unit = unit
            self.polarity = polarity
            self.deterministic = deterministic
        }
    }

    /// One scenario: outcome, budgets, metrics.
    public struct Scenario: Codable, Sendable, Equatable {
        /// The scenario's name.
        public var name: String
        /// Scenario or micro-benchmark.
        public var kind: ScenarioKind
        /// Its tags.
        public var tags: [String]
        /// How it ended.
        public var status: ScenarioStatus
        /// Why it did not pass, in one line.
        public var failure: String?
        /// Its budgets with their verdicts.
        public var budgets: [Budget]
        /// Its metrics (those with at least one figure).
        public var metrics: [Metric]
        /// Wall time of one of its workers (its workers' total over their count), seconds, 3 significant
        /// digits: the recorded cost `run --shard` balances. Absent in older entries and in the index.
        public var seconds: Double? = nil

        /// A scenario without a recorded cost.
        public init(
            name: String, kind: ScenarioKind, tags: [String], status: ScenarioStatus, failure: String?,
            budgets: [Budget], metrics: [Metric]
        ) {
            self.name = name
            self.kind = kind
            self.tags = tags
            self.status = status
            self.failure = failure
            self.budgets = budgets
            self.metrics = metrics
        }
    }

    /// The name a metric or budget refers to (`?` for an index out of range).
    public func name(_ index: Int) -> String { metricNames.indices.contains(index) ? metricNames[index] : "?" }

    /// The spec of `metric` (a default for an index out of range).
    public func spec(of metric: Metric) -> Spec {
        specs.indices.contains(metric.spec)
            ? specs[metric.spec] : Spec(unit: .count, polarity: .neither, deterministic: false)
    }
}
