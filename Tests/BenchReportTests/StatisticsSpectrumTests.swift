import Determinism
import Glibc
import Testing
@testable import BenchReport

@Suite struct StatisticsSpectrumTests {
    @Test func matchesExactPercentilesWithinATenthOfAPercent() {
        var generator = SplitMix64(seed: 42)
        // Log-uniform latencies from 100 ns to 10 ms.
        let values = (0..<100_000).map { _ in
            exp(Double.random(in: 2...7, using: &generator) * log(10.0))
        }
        let sorted = values.map { $0.rounded() }.sorted()
        let percentiles: [Double] = [0, 1, 25, 50, 75, 90, 99, 99.9, 99.99, 100]
        let points = HistogramSpectrum.points(of: values, percentiles: percentiles)
        #expect(points.map(\.percentile) == percentiles)
        for point in points {
            let exact = NearestRank.value(inSorted: sorted, percentile: point.percentile)
            #expect(abs(point.value - exact) <= exact * 0.001, "p\(point.percentile): \(point.value) vs exact \(exact)")
        }
        #expect(points.last?.value == sorted.last)
    }

    @Test func defaultPercentilesRunFromMedianToMaximum() {
        let points = HistogramSpectrum.points(of: (1...1000).map(Double.init))
        #expect(points.map(\.percentile) == [50, 75, 90, 99, 99.9, 99.99, 100])
        #expect(points.map(\.value) == [500, 750, 900, 990, 999, 1000, 1000])
    }

    @Test func noSamplesGiveNoSpectrum() {
        #expect(HistogramSpectrum.points(of: []).isEmpty)
    }

    @Test func negativeSamplesClampToZeroAndFractionsRound() {
        let points = HistogramSpectrum.points(of: [-5, 2.6], percentiles: [50, 100])
        #expect(points == [PercentilePoint(percentile: 50, value: 0), PercentilePoint(percentile: 100, value: 3)])
    }
}
