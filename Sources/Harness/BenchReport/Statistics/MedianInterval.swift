import Glibc

/// The distribution-free 95 % confidence interval of the median: a pair of order statistics.
///
/// The number of samples below the true median is Binomial(n, ½). The interval
/// `[x₍ₗ₎, x₍ₙ₋ₗ₊₁₎]` (1-based ranks) covers the median with probability `1 − 2·P(B ≤ l − 1)`;
/// `l` is the largest rank keeping that at or above 95 %, so the coverage is ≥ 95 % (for n = 100:
/// ranks 40 and 61, coverage 96.5 %).
///
/// - n ≤ 1000: exact binomial CDF, summed in log space (no underflow at 2⁻ⁿ).
/// - n > 1000: normal approximation, `l = ⌊(n − 1.96 √n) / 2⌋`, upper `⌈1 + (n + 1.96 √n) / 2⌉`.
/// - n ≤ 5: no pair of order statistics reaches 95 % (even min…max covers only 1 − 2⁻⁽ⁿ⁻¹⁾);
///   the interval is min…max, the widest there is, and its coverage is below 95 %.
enum MedianInterval {
    /// Largest n for which the exact binomial is used.
    static let exactLimit = 1000
    /// Two-sided tail mass allowed outside the interval.
    static let alpha = 0.05

    /// The 1-based ranks (lower, upper) of the interval for `count` samples.
    static func ranks(count n: Int) -> (lower: Int, upper: Int) {
        precondition(n > 0, "a confidence interval of no samples is undefined")
        let lower = n <= exactLimit ? exactLowerRank(n) : approximateLowerRank(n)
        guard lower >= 1 else { return (1, n) }
        return (lower, n - lower + 1)
    }

    /// Largest `l` with `P(B ≤ l − 1) ≤ α/2`; 0 when even `P(B = 0)` is too large.
    static func exactLowerRank(_ n: Int) -> Int {
        let logHalf = -Double(n) * log(2.0)
        var logPmf = logHalf  // log P(B = 0)
        var cdf = 0.0
        var k = 0
        while k < n {
            let next = cdf + exp(logPmf)
            if next > alpha / 2 { break }
            cdf = next
            logPmf += log(Double(n - k)) - log(Double(k + 1))
            k += 1
        }
        return k  // P(B ≤ k − 1) ≤ α/2 < P(B ≤ k): the lower rank is k.
    }

    /// `⌊(n − z √n) / 2⌋` with z = 1.959964; its mirror is `n − l + 1 = ⌈1 + (n + z √n) / 2⌉` up to rounding.
    static func approximateLowerRank(_ n: Int) -> Int {
        let z = 1.959963984540054
        let root = Double(n).squareRoot()
        return Int(((Double(n) - z * root) / 2).rounded(.down))
    }
}
