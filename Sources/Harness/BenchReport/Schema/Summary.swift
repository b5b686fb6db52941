/// Descriptive statistics of one metric's samples.
///
/// Percentiles are exact (nearest-rank on the sorted samples, see `Summary+Compute.swift`),
/// the confidence interval of the median is distribution-free (binomial order statistics).
public struct Summary: Codable, Sendable, Equatable {
    /// Number of samples summarised.
    public var n: Int
    /// Smallest sample.
    public var min: Double
    /// 25th percentile (nearest rank).
    public var p25: Double
    /// Median: 50th percentile (nearest rank).
    public var p50: Double
    /// 75th percentile (nearest rank).
    public var p75: Double
    /// 90th percentile (nearest rank).
    public var p90: Double
    /// 99th percentile (nearest rank).
    public var p99: Double
    /// Largest sample (p100).
    public var max: Double
    /// Arithmetic mean.
    public var mean: Double
    /// Sample standard deviation (n − 1); 0 for a single sample.
    public var stddev: Double
    /// 95 % confidence interval of the median: lower bound.
    public var medianCiLower: Double
    /// 95 % confidence interval of the median: upper bound.
    public var medianCiUpper: Double
    /// Samples beyond 1.5 IQR from the quartiles (Tukey fences).
    public var outliers: Int

    /// The value of one statistic.
    public func value(of statistic: Statistic) -> Double {
        switch statistic {
        case .min: min
        case .p25: p25
        case .p50: p50
        case .p75: p75
        case .p90: p90
        case .p99: p99
        case .p100: max
        case .mean: mean
        case .value: p50
        }
    }
}
