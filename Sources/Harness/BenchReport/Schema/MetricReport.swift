/// One metric of one scenario.
public struct MetricReport: Codable, Sendable, Equatable {
    /// The metric.
    public var id: MetricID
    /// The unit every figure of the metric is in (`ns`, `bytes`, `count`, `ratio`, …).
    public var unit: MetricUnit
    /// Which direction is better: what a budget may demand and a comparison calls a regression.
    public var polarity: Polarity
    /// `distribution` (per-call samples, summarised in `summary`) or `value` (one figure per worker, in `value`).
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

    /// The report of the metric `spec` describes; `spread` is derived from two or more `repetitions`,
    /// `repetitionP10` starts absent.
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
