import BenchReport
import Foundation
import Testing
@testable import PerfModel

/// The paired statistics against SciPy (values from Fixtures/wilcoxon_reference.py, scipy 1.16.3).
@Suite("Paired statistics")
struct PairedStatisticsTests {
    @Test func wilcoxonExactMatchesScipy() throws {
        let six = try #require(WilcoxonSignedRank.test([0.012, -0.004, 0.031, 0.027, 0.045, 0.019]))
        #expect(six.exact && six.statistic == 1 && six.p == 0.0625)
        let ten = try #require(
            WilcoxonSignedRank.test([0.05, 0.04, 0.06, 0.052, 0.047, 0.049, 0.055, 0.043, 0.058, 0.051]))
        #expect(ten.exact && ten.statistic == 0 && ten.p == 0.001953125)
        let twenty = try #require(
            WilcoxonSignedRank.test([
                0.8, -1.3, 2.1, 0.4, -0.7, 1.9, 3.2, -0.2, 1.1, 0.6, -2.5, 1.4, 0.9, -0.1, 2.7, 1.6, -0.45, 0.35, 1.25,
                2.2,
            ]))
        #expect(twenty.exact && twenty.statistic == 45)
        #expect(abs(twenty.p - 0.023950576782226562) < 1e-12)
    }

    @Test func wilcoxonWithTiesAndZerosMatchesScipyAsymptotic() throws {
        let result = try #require(
            WilcoxonSignedRank.test([0.01, 0.01, -0.02, 0.03, 0.0, 0.05, -0.01, 0.02, 0.02, 0.04]))
        #expect(!result.exact && result.count == 9 && result.statistic == 7)
        #expect(abs(result.p - 0.06441379032463135) < 1e-9)
        #expect(WilcoxonSignedRank.test([0, 0, 0]) == nil)
    }

    @Test func fivePairsCanDetectNothingSixCan() {
        #expect(WilcoxonSignedRank.smallestP(n: 5) == 0.0625)
        #expect(MinimumDetectableChange.paired(pairs: 5, spread: 0.01, floor: 0.02).effective == .infinity)
        let six = MinimumDetectableChange.paired(pairs: 6, spread: 0.01, floor: 0.02)
        #expect(six.statistical.isFinite && six.statistical > 0.01 && six.effective == max(six.statistical, 0.02))
    }

    @Test func pairedIntervalResamplesPairs() throws {
        let base = [100.0, 130, 101, 129, 99, 131, 100, 128]
        let current = zip(base, [1.049, 1.052, 1.05, 1.047, 1.051, 1.053, 1.048, 1.05]).map { $0 * $1 }
        let interval = PairedRatio.interval(baseline: base, current: current)
        #expect(abs(interval.ratio - 1.05) < 0.002)
        let (lower, upper) = (try #require(interval.lower), try #require(interval.upper))
        #expect(lower > 1.04 && upper < 1.06)
        #expect(interval == PairedRatio.interval(baseline: base, current: current), "seeded: repeatable")
        #expect(PairedRatio.differences(baseline: [2, 4], current: [2, 8]) == [0, log(2)])
        #expect(
            PairedRatio.differences(baseline: [0, 4], current: [1, 8]) == [1, 4], "not all positive: plain differences")
    }
}
