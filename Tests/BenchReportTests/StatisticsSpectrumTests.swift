import Glibc
import Testing
@testable import BenchReport

/// SplitMix64: a seeded generator, so the random data is the same on every run.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

@Suite struct StatisticsSpectrumTests {
    @Test func matchesExactPercentilesWithinATenthOfAPercent() {
        var generator = SeededGenerator(state: 42)
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
