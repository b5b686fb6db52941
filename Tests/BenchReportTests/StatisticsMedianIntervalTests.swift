import Glibc
import Testing
@testable import BenchReport

@Suite struct StatisticsMedianIntervalTests {
    /// P(B ≤ k) for B ~ Binomial(n, ½), from lgamma — independent of the implementation's recurrence.
    private func binomialCDF(_ k: Int, _ n: Int) -> Double {
        var sum = 0.0
        for i in 0...max(0, k) where k >= 0 {
            var sign: Int32 = 0
            let logChoose =
                lgamma_r(Double(n + 1), &sign) - lgamma_r(Double(i + 1), &sign) - lgamma_r(Double(n - i + 1), &sign)
            sum += exp(logChoose - Double(n) * log(2.0))
        }
        return k < 0 ? 0 : sum
    }

    @Test func hundredSamplesUseRanks40And61() {
        let ranks = MedianInterval.ranks(count: 100)
        #expect(ranks.lower == 40)
        #expect(ranks.upper == 61)
        // Coverage 1 − 2·P(B ≤ 39) ≈ 0.9648 ≥ 0.95; one rank tighter (41…60) would cover ≈ 0.943.
        #expect(1 - 2 * binomialCDF(39, 100) >= 0.95)
        #expect(1 - 2 * binomialCDF(40, 100) < 0.95)
    }

    @Test(arguments: [6, 7, 10, 20, 37, 100, 101, 500, 999, 1000])
    func exactRanksAreTheTightestWithNinetyFivePercentCoverage(n: Int) {
        let (lower, upper) = MedianInterval.ranks(count: n)
        #expect(upper == n - lower + 1)
        #expect(1 - 2 * binomialCDF(lower - 1, n) >= 0.95)
        #expect(1 - 2 * binomialCDF(lower, n) < 0.95)
    }

    @Test func knownSmallTables() {
        #expect(MedianInterval.ranks(count: 10) == (2, 9))
        #expect(MedianInterval.ranks(count: 20) == (6, 15))
        #expect(MedianInterval.ranks(count: 6) == (1, 6))
    }

    @Test(arguments: 1...5)
    func tinySamplesFallBackToMinAndMax(n: Int) {
        #expect(MedianInterval.ranks(count: n) == (1, n))
    }

    @Test func normalApproximationJoinsTheExactRanks() {
        let exact = MedianInterval.exactLowerRank(1000)
        let approximate = MedianInterval.approximateLowerRank(1000)
        #expect(abs(exact - approximate) <= 1)
        let large = MedianInterval.ranks(count: 1_000_000)
        #expect(large.lower == 499_020)
        #expect(large.upper == 1_000_000 - 499_020 + 1)
    }
}
