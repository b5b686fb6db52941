@_exported import BenchModel

/// The current version of the report schema (see Reports/README.md). Version 1 reports are read and
/// migrated (`ReportCoding.decode`).
public let reportSchemaVersion = 2

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

/// How a metric's process-level figure varied across repetitions (separate worker processes).
public struct RepetitionSpread: Codable, Sendable, Equatable {
    /// Smallest per-repetition figure.
    public var min: Double
    /// Largest per-repetition figure.
    public var max: Double
    /// `max / min` (1 for identical figures; absent when min ≤ 0).
    public var ratio: Double?

    public init(of figures: [Double]) {
        min = figures.min() ?? .nan
        max = figures.max() ?? .nan
        ratio = min > 0 ? max / min : nil
    }
}

/// One metric of one scenario.
public struct MetricReport: Codable, Sendable, Equatable {
    /// The metric.
    public var id: MetricID
    public var unit: MetricUnit
    public var polarity: Polarity
    public var shape: MetricShape
    /// The same code and seed give the same value: comparisons may demand equality.
    public var deterministic: Bool
    /// A distribution's summary over the samples of every repetition; its median CI reflects
    /// between-process variation when there are several repetitions. Absent for single values.
    public var summary: Summary?
    /// A single-valued metric's value (the median over repetitions). Absent for distributions.
    public var value: Double?
    /// One process-level figure per repetition: the p50 of that worker's samples, or its value.
    public var repetitions: [Double]
    /// Spread of `repetitions` (when there are two or more).
    public var spread: RepetitionSpread?
    /// A distribution's low figure per repetition (`RepetitionLow`: the p10 of that worker's samples),
    /// what a paired comparison judges timings on. Absent for single values and in older reports.
    public var repetitionP10: [Double]? = nil
    /// Kept raw samples of a distribution (the first repetition's, bounded).
    public var samples: KeptSamples?
    /// For time metrics with more samples than are kept: the HdrHistogram spectrum of all of them.
    public var histogram: [PercentilePoint]?

    public init(
        spec: MetricSpec, summary: Summary?, value: Double?, repetitions: [Double],
        samples: KeptSamples? = nil, histogram: [PercentilePoint]? = nil
    ) {
        id = spec.id
        unit = spec.unit
        polarity = spec.polarity
        shape = spec.shape
        deterministic = spec.deterministic
        self.summary = summary
        self.value = value
        self.repetitions = repetitions
        self.spread = repetitions.count > 1 ? RepetitionSpread(of: repetitions) : nil
        self.samples = samples
        self.histogram = histogram
    }

    /// The metric's description.
    public var spec: MetricSpec {
        MetricSpec(id: id, unit: unit, polarity: polarity, shape: shape, deterministic: deterministic)
    }

    /// The value of one statistic: a summary statistic of a distribution, or the single value.
    public func value(of statistic: Statistic) -> Double? {
        if let summary { return statistic == .value ? nil : summary.value(of: statistic) }
        return statistic == .value ? value : nil
    }

    /// The figure a headline shows (`HeadlineRule.figure`): the median of the per-repetition figures,
    /// else (no repetition figures) the pooled p50 of a distribution or the value.
    public var headline: Double? { HeadlineRule.figure(repetitions: repetitions, fallback: summary?.p50 ?? value) }
}

/// Leak findings of one scenario: two verdicts by type.
public struct LeakReport: Codable, Sendable, Equatable {
    /// Live heap after the measured phase minus after warm-up, bytes; `nil` if not measured.
    public var heapGrowthBytes: Double?
    /// While the subject was held: tracked objects alive against what it holds.
    public var whileHeld: [ObjectCount]
    /// After the subject was released: tracked objects alive against the count before it existed.
    public var afterRelease: [ObjectCount]

    /// Leaked objects over both verdicts, each counted once (`ObjectCount.leakedOnce`).
    public var leakedObjects: Int { ObjectCount.leakedOnce(whileHeld: whileHeld, afterRelease: afterRelease) }

    public init(heapGrowthBytes: Double?, whileHeld: [ObjectCount], afterRelease: [ObjectCount]) {
        self.heapGrowthBytes = heapGrowthBytes
        self.whileHeld = whileHeld
        self.afterRelease = afterRelease
    }
}
