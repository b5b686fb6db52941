import Testing
@testable import BenchReport

@Suite struct StatisticsSummaryTests {
    @Test func oneToHundredHasExactPercentiles() {
        let summary = Summary(of: (1...100).map(Double.init).shuffled())
        #expect(summary.n == 100)
        #expect(summary.min == 1)
        #expect(summary.p25 == 25)
        #expect(summary.p50 == 50)
        #expect(summary.p75 == 75)
        #expect(summary.p90 == 90)
        #expect(summary.p99 == 99)
        #expect(summary.max == 100)
        #expect(summary.mean == 50.5)
        #expect(abs(summary.stddev - 29.011491975882016) < 1e-12)
        #expect(summary.outliers == 0)
    }

    @Test func nearestRankTakesTheSmallestSampleCoveringThePercentile() {
        let summary = Summary(of: [10, 20, 30, 40, 50])
        #expect(summary.p25 == 20)  // rank ⌈1.25⌉ = 2
        #expect(summary.p50 == 30)  // rank ⌈2.5⌉ = 3
        #expect(summary.p75 == 40)  // rank ⌈3.75⌉ = 4
        #expect(summary.p90 == 50)
        #expect(summary.p99 == 50)
    }

    @Test func singleSample() {
        let summary = Summary(of: [42])
        #expect(summary.n == 1)
        for statistic in Statistic.allCases { #expect(summary.value(of: statistic) == 42) }
        #expect(summary.stddev == 0)
        #expect(summary.medianCiLower == 42)
        #expect(summary.medianCiUpper == 42)
        #expect(summary.outliers == 0)
    }

    @Test func allEqualSamples() {
        let summary = Summary(of: Array(repeating: 7, count: 50))
        #expect(summary.min == 7 && summary.p50 == 7 && summary.max == 7)
        #expect(summary.stddev == 0)
        #expect(summary.medianCiLower == 7)
        #expect(summary.medianCiUpper == 7)
        #expect(summary.outliers == 0)
    }

    @Test func tukeyFencesCountOutliersOnBothSides() {
        // sorted: -100, 1…9, 100, 200 → p25 = 2 (rank 3), p75 = 8 (rank 9), IQR 6, fences −7 and 17.
        let summary = Summary(of: [-100] + (1...9).map(Double.init) + [100, 200])
        #expect(summary.p25 == 2)
        #expect(summary.p75 == 8)
        #expect(summary.outliers == 3)
    }

    @Test func valuesOnTheFencesAreNotOutliers() {
        // 1…8 plus x: p25 = 3 (rank 3), p75 = 7 (rank 7), IQR 4, upper fence 13.
        let base: [Double] = [1, 2, 3, 4, 5, 6, 7, 8]
        #expect(Summary(of: base + [13]).outliers == 0)
        #expect(Summary(of: base + [13.5]).outliers == 1)
    }

    @Test func medianIntervalOfHundredIsRanks40And61() {
        let summary = Summary(of: (1...100).map(Double.init).reversed())
        #expect(summary.medianCiLower == 40)
        #expect(summary.medianCiUpper == 61)
    }

    @Test func unsortedInputGivesTheSameSummary() {
        let values = (1...1000).map { Double(($0 * 7919) % 1000) }
        #expect(Summary(of: values) == Summary(of: values.sorted()))
    }

    @Test func emptyInputIsRefused() async {
        await #expect(processExitsWith: .failure) {
            _ = Summary(of: [])
        }
    }

    @Test func nanSampleIsRefused() async {
        await #expect(processExitsWith: .failure) {
            _ = Summary(of: [1, .nan, 3])
        }
    }
}
