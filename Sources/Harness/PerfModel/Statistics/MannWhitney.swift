import Foundation

/// The Mann-Whitney U rank test of two independent samples, two-sided.
///
/// Exact (by counting every rank arrangement) when there are no ties and both samples have at most
/// `exactLimit` values; otherwise the normal approximation with the tie correction of the variance and
/// a continuity correction.
public enum MannWhitney {
    /// The test's outcome.
    public struct Result: Codable, Sendable, Equatable {
        /// U of the first sample: the number of pairs (x, y) with x > y, ties counting one half.
        public var u: Double
        /// Two-sided p-value.
        public var p: Double
        /// Whether `p` came from the exact distribution.
        public var exact: Bool
    }

    /// Largest sample size per side for the exact distribution.
    public static let exactLimit = 25

    /// Tests `x` against `y`; `nil` when either is empty.
    public static func test(_ x: [Double], _ y: [Double]) -> Result? {
        guard !x.isEmpty, !y.isEmpty else { return nil }
        let u = uStatistic(x, y)
        let ties = tieGroups(x + y)
        if ties.isEmpty, x.count <= exactLimit, y.count <= exactLimit {
            return Result(u: u, p: exactP(u: u, m: x.count, n: y.count), exact: true)
        }
        return Result(u: u, p: normalP(u: u, m: x.count, n: y.count, ties: ties), exact: false)
    }

    /// The smallest two-sided p-value any data of these sizes can give (exact, untied): `2 / C(m+n, m)`.
    public static func smallestP(m: Int, n: Int) -> Double {
        guard m > 0, n > 0 else { return 1 }
        return min(1, 2 / binomial(m + n, m))
    }

    static func uStatistic(_ x: [Double], _ y: [Double]) -> Double {
        var u = 0.0
        for a in x { for b in y { u += a > b ? 1 : (a == b ? 0.5 : 0) } }
        return u
    }

    /// Sizes of the groups of equal values (only groups of two or more).
    static func tieGroups(_ values: [Double]) -> [Int] {
        Dictionary(grouping: values, by: { $0 }).values.map(\.count).filter { $0 > 1 }
    }

    static func exactP(u: Double, m: Int, n: Int) -> Double {
        let counts = distribution(m: m, n: n)
        let total = counts.reduce(0, +)
        let k = Int(u.rounded())
        let lower = counts[0...min(k, counts.count - 1)].reduce(0, +) / total
        let upper = counts[max(k, 0)...].reduce(0, +) / total
        return min(1, 2 * min(lower, upper))
    }

    /// Number of arrangements giving each U = 0 … m·n (recurrence f(m,n,u) = f(m−1,n,u−n) + f(m,n−1,u)).
    static func distribution(m: Int, n: Int) -> [Double] {
        var table = [[[Double]]](repeating: [[Double]](repeating: [], count: n + 1), count: m + 1)
        for i in 0...m {
            for j in 0...n {
                if i == 0 || j == 0 { table[i][j] = [1] + [Double](repeating: 0, count: i * j); continue }
                var row = [Double](repeating: 0, count: i * j + 1)
                for u in 0...(i * j) {
                    let left = u - j >= 0 && u - j < table[i - 1][j].count ? table[i - 1][j][u - j] : 0
                    let right = u < table[i][j - 1].count ? table[i][j - 1][u] : 0
                    row[u] = left + right
                }
                table[i][j] = row
            }
        }
        return table[m][n]
    }

    static func normalP(u: Double, m: Int, n: Int, ties: [Int]) -> Double {
        let mm = Double(m), nn = Double(n), total = mm + nn
        let tieTerm = ties.reduce(0.0) { $0 + Double($1 * $1 * $1 - $1) } / (total * (total - 1))
        let variance = mm * nn / 12 * ((total + 1) - tieTerm)
        guard variance > 0 else { return 1 }
        let z = max(0, abs(u - mm * nn / 2) - 0.5) / variance.squareRoot()
        return min(1, erfc(z / 2.0.squareRoot()))
    }

    static func binomial(_ n: Int, _ k: Int) -> Double {
        var result = 1.0
        for i in 0..<min(k, n - k) { result = result * Double(n - i) / Double(i + 1) }
        return result
    }
}
