extension Summary {
    /// The summary of a metric's samples.
    ///
    /// - Percentiles (p25…p99) are nearest-rank on the sorted samples: the smallest sample such
    ///   that at least p % of the samples are ≤ it (HdrHistogram's `valueAtPercentile` semantics,
    ///   without its bucketing). `max` is p100.
    /// - `stddev` is the sample standard deviation (n − 1), computed in two passes; 0 for n = 1.
    /// - The median's 95 % confidence interval is distribution-free (binomial order statistics,
    ///   see `MedianInterval`); for n ≤ 5 it is min…max, which covers less than 95 %.
    /// - `outliers` counts samples below `p25 − 1.5·IQR` or above `p75 + 1.5·IQR` (Tukey fences).
    ///
    /// - Precondition: `values` is non-empty and contains no NaN (callers filter; a summary of
    ///   nothing would be a row of silent zeros). Sorts once: O(n log n).
    public init(of values: [Double]) {
        precondition(!values.isEmpty, "Summary(of:) needs at least one sample")
        precondition(!values.contains { $0.isNaN }, "Summary(of:) got a NaN sample")
        let sorted = values.sorted()
        let n = sorted.count
        self.n = n
        min = sorted[0]
        max = sorted[n - 1]
        p25 = NearestRank.value(inSorted: sorted, percentile: 25)
        p50 = NearestRank.value(inSorted: sorted, percentile: 50)
        p75 = NearestRank.value(inSorted: sorted, percentile: 75)
        p90 = NearestRank.value(inSorted: sorted, percentile: 90)
        p99 = NearestRank.value(inSorted: sorted, percentile: 99)
        mean = Self.mean(of: sorted)
        stddev = Self.standardDeviation(of: sorted, mean: mean)
        let ranks = MedianInterval.ranks(count: n)
        medianCiLower = sorted[ranks.lower - 1]
        medianCiUpper = sorted[ranks.upper - 1]
        outliers = Self.tukeyOutliers(in: sorted, p25: p25, p75: p75)
    }

    /// Arithmetic mean.
    static func mean(of values: [Double]) -> Double {
        values.reduce(0, +) / Double(values.count)
    }

    /// Sample standard deviation (n − 1) around `mean`; 0 for a single value.
    static func standardDeviation(of values: [Double], mean: Double) -> Double {
        guard values.count > 1 else { return 0 }
        let squares = values.reduce(0) { $0 + ($1 - mean) * ($1 - mean) }
        return (squares / Double(values.count - 1)).squareRoot()
    }

    /// Samples outside the Tukey fences `[p25 − 1.5·IQR, p75 + 1.5·IQR]`.
    static func tukeyOutliers(in values: [Double], p25: Double, p75: Double) -> Int {
        let reach = 1.5 * (p75 - p25)
        let low = p25 - reach
        let high = p75 + reach
        return values.count(where: { $0 < low || $0 > high })
    }
}
