import Foundation

/// The Wilcoxon signed-rank test of paired differences (here: the log of each pair's current ÷ baseline
/// ratio), two-sided, as SciPy's `scipy.stats.wilcoxon` computes it.
///
/// Zero differences are dropped (Wilcoxon's method, SciPy's `zero_method="wilcox"`). The statistic is
/// `T = min(R⁺, R⁻)`, the smaller of the rank sums of the positive and negative differences (ranks of
/// |d|, ties averaged). Exact (counting all 2ⁿ sign assignments; SciPy's `method="exact"`) when no
/// difference was zero, none are tied and n ≤ `exactLimit`; otherwise the normal approximation with the
/// tie-corrected variance and no continuity correction (SciPy's `method="asymptotic"`, `correction=False`).
public enum WilcoxonSignedRank {
    /// The test's outcome.
    public struct Result: Codable, Sendable, Equatable {
        /// `min(R⁺, R⁻)`.
        public var statistic: Double
        /// The rank sum of the positive differences.
        var rankSumPositive: Double
        /// Two-sided p-value.
        public var p: Double
        /// Whether `p` came from the exact distribution.
        public var exact: Bool
        /// Non-zero differences the test used.
        public var count: Int
    }

    /// Largest number of non-zero differences for the exact distribution (SciPy's `auto` limit).
    public static let exactLimit = 50

    /// Tests the differences `d`; `nil` when none is non-zero and finite.
    public static func test(_ differences: [Double]) -> Result? {
        let d = differences.filter { $0 != 0 && $0.isFinite }
        guard !d.isEmpty else { return nil }
        let zeros = differences.count - d.count
        let (ranks, tieGroups) = averageRanks(d.map(abs))
        let plus = zip(d, ranks).reduce(0.0) { $0 + ($1.0 > 0 ? $1.1 : 0) }
        let total = Double(d.count * (d.count + 1)) / 2
        let statistic = min(plus, total - plus)
        if zeros == 0, tieGroups.isEmpty, d.count <= exactLimit {
            return Result(
                statistic: statistic, rankSumPositive: plus, p: exactP(statistic, n: d.count), exact: true,
                count: d.count)
        }
        return Result(
            statistic: statistic, rankSumPositive: plus, p: normalP(statistic, n: d.count, ties: tieGroups),
            exact: false, count: d.count)
    }

    /// The smallest two-sided p-value n non-zero untied differences can give: `2 / 2ⁿ`.
    public static func smallestP(n: Int) -> Double {
        guard n > 0 else { return 1 }
        return min(1, 2 / pow(2, Double(n)))
    }

    /// Ranks of `values` (1-based, ties given their average rank) and the sizes of tied groups (≥ 2).
    static func averageRanks(_ values: [Double]) -> (ranks: [Double], ties: [Int]) {
        let order = values.indices.sorted { values[$0] < values[$1] }
        var ranks = [Double](repeating: 0, count: values.count)
        var ties: [Int] = []
        var start = 0
        while start < order.count {
            var end = start
            while end + 1 < order.count, values[order[end + 1]] == values[order[start]] { end += 1 }
            let average = Double(start + end + 2) / 2
            for position in start...end { ranks[order[position]] = average }
            if end > start { ties.append(end - start + 1) }
            start = end + 1
        }
        return (ranks, ties)
    }

    /// `2 · P(R⁺ ≤ T)` under the null (every sign equally likely), at most 1.
    static func exactP(_ statistic: Double, n: Int) -> Double {
        let maximum = n * (n + 1) / 2
        var counts = [Double](repeating: 0, count: maximum + 1)
        counts[0] = 1
        for rank in 1...n {
            for sum in stride(from: maximum, through: rank, by: -1) { counts[sum] += counts[sum - rank] }
        }
        let total = pow(2, Double(n))
        let k = Int(statistic.rounded(.down))
        let lower = counts[0...min(k, maximum)].reduce(0, +) / total
        return min(1, 2 * lower)
    }

    static func normalP(_ statistic: Double, n: Int, ties: [Int]) -> Double {
        let nn = Double(n)
        let mean = nn * (nn + 1) / 4
        let tieTerm = ties.reduce(0.0) { $0 + Double($1 * $1 * $1 - $1) } / 48
        let variance = nn * (nn + 1) * (2 * nn + 1) / 24 - tieTerm
        guard variance > 0 else { return 1 }
        let z = (statistic - mean) / variance.squareRoot()
        return min(1, erfc(abs(z) / 2.0.squareRoot()))
    }
}
