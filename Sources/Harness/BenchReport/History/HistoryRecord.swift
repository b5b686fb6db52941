/// A run as a history keeps it (issue 16; Reports/README.md "History entries"): what trends, change
/// points, compare and exports need, without raw samples, histograms, slow calls or per-repetition
/// diagnostics — ≤ 100 KB for a full nightly where the full report is megabytes.
///
/// Per metric it keeps the per-repetition figures, p50/p99/max, the median's 95 % interval, unit and
/// polarity. Figures are rounded to `significantDigits` (far below any run-to-run noise; exact
/// for counts). It is its own format (`format` names it, `formatVersion` versions it), read by
/// `HistoryRecord.decode`, which also reads and compacts every report schema version.
public struct HistoryRecord: Codable, Sendable, Equatable {
    /// The value of `format`.
    public static let formatName = "keyboard-bench-history-entry"
    /// The version this tool writes; it reads every version up to it.
    public static let currentVersion = 1
    /// Significant digits a non-deterministic figure is kept to (1 ppm: far below any run-to-run noise;
    /// exact figures, counts and bytes, are kept exactly).
    public static let significantDigits = 6

    /// Always `formatName`.
    public var format: String
    /// The entry format's version.
    public var formatVersion: Int
    /// The `schema_version` of the report it was compacted from.
    public var reportSchemaVersion: Int
    public var runId: String
    public var startedAt: String
    public var durationSeconds: Double
    public var environment: EnvironmentFingerprint
    /// Worker processes per scenario.
    public var repetitions: Int
    public var tags: [String]
    public var quick: Bool
    /// The distinct (unit, polarity, deterministic) triples its metrics refer to by index.
    public var specs: [Spec]
    /// The distinct metric names its metrics and budgets refer to by index.
    public var metricNames: [String]
    public var scenarios: [Scenario]

    /// What a metric is: unit, polarity, whether it is exact.
    public struct Spec: Codable, Sendable, Hashable {
        public var unit: MetricUnit
        public var polarity: Polarity
        public var deterministic: Bool
        enum CodingKeys: String, CodingKey { case unit = "u", polarity = "p", deterministic = "d" }

        public init(unit: MetricUnit, polarity: Polarity, deterministic: Bool) {
            self.unit = unit
            self.polarity = polarity
            self.deterministic = deterministic
        }
    }

    /// One scenario: outcome, budgets, metrics.
    public struct Scenario: Codable, Sendable, Equatable {
        public var name: String
        public var kind: ScenarioKind
        public var tags: [String]
        public var status: ScenarioStatus
        public var failure: String?
        public var budgets: [Budget]
        public var metrics: [Metric]
        /// Wall time of one of its workers (its workers' total over their count), seconds, 3 significant
        /// digits: the recorded cost `run --shard` balances (issue 16). Absent in older entries.
        public var seconds: Double? = nil

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

    /// One metric, written as an array `[name index, spec index, [per-repetition figures], [p50, p99,
    /// max, median CI lower, median CI upper]]` — or, when every repetition gave the same figure,
    /// `[name index, spec index, figure, repetition count, …]`; the quantiles are absent for a single
    /// value and for an exact metric whose every figure is the same.
    public struct Metric: Codable, Sendable, Equatable {
        public var name: Int
        public var spec: Int
        public var repetitions: [Double]
        public var quantiles: [Double]?

        public init(name: Int, spec: Int, repetitions: [Double], quantiles: [Double]?) {
            self.name = name
            self.spec = spec
            self.repetitions = repetitions
            self.quantiles = quantiles
        }

        public init(from decoder: any Decoder) throws {
            var array = try decoder.unkeyedContainer()
            name = try array.decode(Int.self)
            spec = try array.decode(Int.self)
            switch try array.decode(Figures.self) {
            case .list(let figures): repetitions = figures
            case .constant(let value):
                let count = try array.decode(Int.self)
                guard (1...10_000).contains(count) else {
                    throw DecodingError.dataCorruptedError(in: array, debugDescription: "repetition count \(count) out of range")
                }
                repetitions = Array(repeating: value, count: count)
            }
            quantiles = array.isAtEnd ? nil : try array.decode([Double].self)
        }

        public func encode(to encoder: any Encoder) throws {
            var array = encoder.unkeyedContainer()
            try array.encode(name)
            try array.encode(spec)
            if let first = repetitions.first, repetitions.count > 1, repetitions.allSatisfy({ $0.bitPattern == first.bitPattern }) {
                try array.encode(Figures.constant(first))
                try array.encode(repetitions.count)
            } else {
                try array.encode(Figures.list(repetitions))
            }
            if let quantiles { try array.encode(quantiles) }
        }

        /// The per-repetition figures as written: a list, or one number and (next) how many repetitions
        /// had it — every figure of an exact metric is usually the same.
        enum Figures: Codable {
            case list([Double])
            case constant(Double)

            init(from decoder: any Decoder) throws {
                let single = try decoder.singleValueContainer()
                if let list = try? single.decode([Double].self) { self = .list(list) } else { self = .constant(try single.decode(Double.self)) }
            }

            func encode(to encoder: any Encoder) throws {
                var single = encoder.singleValueContainer()
                switch self {
                case .list(let figures): try single.encode(figures)
                case .constant(let value): try single.encode(value)
                }
            }
        }

        /// p50 of the pooled samples.
        public var p50: Double? { quantiles.map { $0[0] } ?? (repetitions.isEmpty ? nil : figure) }
        /// p99 of the pooled samples.
        public var p99: Double? { quantiles.flatMap { $0.count > 1 ? $0[1] : nil } }
        /// Largest sample.
        public var max: Double? { quantiles.flatMap { $0.count > 2 ? $0[2] : nil } }
        /// The median's 95 % interval.
        public var interval: ClosedRange<Double>? {
            guard let q = quantiles, q.count > 4, q[3] <= q[4] else { return nil }
            return q[3]...q[4]
        }
        /// The headline figure (`HeadlineRule.figure`).
        public var figure: Double { Median.of(repetitions) }
    }

    /// A budget with its verdict (`metric` is a name index).
    public struct Budget: Codable, Sendable, Equatable {
        public var metric: Int
        public var statistic: Statistic
        public var comparison: BudgetComparison
        public var limit: Double
        public var measured: Double?
        public var passed: Bool

        public init(metric: Int, statistic: Statistic, comparison: BudgetComparison, limit: Double, measured: Double?, passed: Bool) {
            self.metric = metric
            self.statistic = statistic
            self.comparison = comparison
            self.limit = limit
            self.measured = measured
            self.passed = passed
        }

        public init(from decoder: any Decoder) throws {
            var array = try decoder.unkeyedContainer()
            metric = try array.decode(Int.self)
            statistic = try array.decode(Statistic.self)
            comparison = try array.decode(BudgetComparison.self)
            limit = try array.decode(Double.self)
            measured = try array.decodeNil() ? nil : try array.decode(Double.self)
            passed = try array.decode(Bool.self)
        }

        public func encode(to encoder: any Encoder) throws {
            var array = encoder.unkeyedContainer()
            try array.encode(metric)
            try array.encode(statistic)
            try array.encode(comparison)
            try array.encode(limit)
            if let measured { try array.encode(measured) } else { try array.encodeNil() }
            try array.encode(passed)
        }
    }

    /// The name a metric or budget refers to (`?` for an index out of range).
    public func name(_ index: Int) -> String { metricNames.indices.contains(index) ? metricNames[index] : "?" }

    /// The spec of `metric` (a default for an index out of range).
    public func spec(of metric: Metric) -> Spec {
        specs.indices.contains(metric.spec) ? specs[metric.spec] : Spec(unit: .count, polarity: .neither, deterministic: false)
    }
}
