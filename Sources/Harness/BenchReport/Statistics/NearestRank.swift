/// The nearest-rank percentile: the smallest sample such that at least `p` % of the samples are
/// less than or equal to it. `p = 0` is the minimum, `p ≥ 100` the maximum.
///
/// The rank is `max(1, ⌈p⁻ · n / 100⌉)` where `p⁻` is `p` one ulp down — the same rounding
/// HdrHistogram's `valueAtPercentile` uses, so an exact product (25 % of 100) is not pushed up a rank
/// by floating-point error.
enum NearestRank {
    /// The 1-based rank of the `percentile` in `count` samples.
    static func rank(percentile: Double, count: Int) -> Int {
        precondition(count > 0, "a percentile of no samples is undefined")
        precondition(percentile >= 0 && percentile.isFinite, "percentile \(percentile) is not in 0...100")
        if percentile >= 100 { return count }
        let exact = (percentile.nextDown * Double(count) / 100).rounded(.up)
        return Swift.min(count, Swift.max(1, Int(exact)))
    }

    /// The `percentile` of samples sorted ascending.
    static func value(inSorted sorted: [Double], percentile: Double) -> Double {
        sorted[rank(percentile: percentile, count: sorted.count) - 1]
    }
}
