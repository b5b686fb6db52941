/// The one definition of a median in keyboard-bench: report.md's headline, compare, change points,
/// the dashboard, the parent's assembly of metrics, the worker's clock-cost probe, the shard planner's
/// default cost and `vision-frames replay` all call this, so one run's figure is the
/// same number everywhere (three definitions once gave the same run different figures).
///
/// The middle value of the sorted values, or the mean of the middle two for an even count; NaN for no
/// values. (A distribution's `p50` is another statistic: nearest-rank, always one of the samples.)
public enum Median {
    /// The median of `values`.
    public static func of(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return .nan }
        let sorted = values.sorted()
        let middle = sorted.count / 2
        guard sorted.count % 2 == 0 else { return sorted[middle] }
        let low = sorted[middle - 1], high = sorted[middle]
        let mean = (low + high) / 2
        // Halves first when the sum overflows (two figures near the largest Double).
        return mean.isFinite || !low.isFinite || !high.isFinite ? mean : low / 2 + high / 2
    }
}
