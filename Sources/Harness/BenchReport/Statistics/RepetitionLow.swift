/// Each repetition's **low figure**: the 10th percentile (nearest rank) of that worker's samples, which
/// a paired comparison judges timings on.
///
/// On this 2-vCPU VM, whose speed flips several times a second while other jobs run, eight runs of one
/// 31 ns benchmark gave p50s from 31.3 to 35.9 ns (15 %) but p10s from 30.8 to 31.2 ns (1.3 %): the
/// slow spells land on a changing share of a worker's samples and move its median, while its fastest
/// tenth is measured in the machine's fast mode in every worker. A slowdown of the operation itself
/// (every call, or every batch of calls for a benchmark) moves the p10 as much as the p50; a change
/// confined to rare calls of a per-call scenario moves the tail, not the p10 (see Reports/PERFCI.md).
public enum RepetitionLow {
    /// The percentile taken.
    public static let percentile = 10.0

    /// The low figure of one repetition's samples (NaN ignored); `nil` when there are none.
    public static func of(_ samples: [Double]) -> Double? {
        let sorted = samples.filter { !$0.isNaN }.sorted()
        guard !sorted.isEmpty else { return nil }
        return NearestRank.value(inSorted: sorted, percentile: percentile)
    }
}
