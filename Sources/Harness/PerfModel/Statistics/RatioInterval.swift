import BenchReport
import Determinism

/// The ratio of two medians (current ÷ baseline) with a bootstrap confidence interval.
public struct RatioInterval: Codable, Sendable, Equatable {
    /// `median(current) / median(baseline)`.
    public var ratio: Double
    /// Lower bound of the interval, or `nil` when it cannot be estimated (one repetition on a side).
    public var lower: Double?
    /// Upper bound of the interval, or `nil` as above.
    public var upper: Double?

    /// Makes an interval.
    public init(ratio: Double, lower: Double?, upper: Double?) {
        self.ratio = ratio
        self.lower = lower
        self.upper = upper
    }

    /// Whether the interval lies wholly above or wholly below 1 (never true without an interval).
    public var excludesOne: Bool {
        guard let lower, let upper else { return false }
        return lower > 1 || upper < 1
    }
}

/// Percentile bootstrap of the ratio of medians over process-level figures.
///
/// Each side is resampled with replacement on its own (the repetitions of two runs are independent),
/// `resamples` times from a seeded generator. With one repetition on either side there is nothing to
/// resample — every resample would repeat the same figure — so the ratio comes back with no interval,
/// and a comparison falls back to the noise floor alone (see `MetricComparator`).
public enum RatioBootstrap {
    /// The ratio of medians and its `confidence` interval (e.g. 0.95).
    public static func interval(
        baseline: [Double], current: [Double], confidence: Double = 0.95,
        resamples: Int = 2000, seed: UInt64 = 0x5EED, name: String = ""
    ) -> RatioInterval {
        let ratio = safeRatio(Median.of(current), Median.of(baseline))
        guard baseline.count > 1, current.count > 1 else { return RatioInterval(ratio: ratio, lower: nil, upper: nil) }
        var generator = SplitMix64(seed: seed, name: name)
        var ratios: [Double] = []
        ratios.reserveCapacity(resamples)
        for _ in 0..<resamples {
            let b = Median.of(resample(baseline, &generator))
            let c = Median.of(resample(current, &generator))
            ratios.append(safeRatio(c, b))
        }
        let tail = (1 - confidence) / 2
        return RatioInterval(
            ratio: ratio, lower: Sample.quantile(ratios, tail), upper: Sample.quantile(ratios, 1 - tail)
        )
    }

    /// `numerator / denominator`, with 0/0 = 1 and x/0 = ±∞.
    public static func safeRatio(_ numerator: Double, _ denominator: Double) -> Double {
        if denominator == 0 { return numerator == 0 ? 1 : (numerator > 0 ? .infinity : -.infinity) }
        return numerator / denominator
    }

    private static func resample(_ values: [Double], _ generator: inout SplitMix64) -> [Double] {
        (0..<values.count).map { _ in values[Int.random(in: 0..<values.count, using: &generator)] }
    }
}
