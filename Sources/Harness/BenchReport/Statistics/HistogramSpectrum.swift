import Histogram

/// One point of a latency spectrum: the value at a percentile.
public struct PercentilePoint: Codable, Sendable, Equatable {
    /// The percentile, 0…100 (`99.9`).
    public var percentile: Double
    /// The value at it, in the samples' unit.
    public var value: Double

    /// The point (`percentile`, `value`).
    init(percentile: Double, value: Double) {
        self.percentile = percentile
        self.value = value
    }
}

/// The percentile spectrum of latency samples, built with HdrHistogram (3 significant digits).
public enum HistogramSpectrum {
    /// The default spectrum: median to maximum with the tail in between.
    public static let defaultPercentiles: [Double] = [50, 75, 90, 99, 99.9, 99.99, 100]

    /// The value at each of `percentiles` (0…100, in the order given) of nanosecond samples.
    ///
    /// Samples are rounded to whole nanoseconds; negative samples (a clock-overhead correction
    /// that overshot) clamp to 0. Values carry HdrHistogram's 3-significant-digit precision
    /// (within 0.1 %, reported as the highest value equivalent to the bucket, never above the
    /// maximum recorded); `100` is the exact maximum.
    ///
    /// - Returns: an empty array for no samples (there is no spectrum to report).
    /// - Precondition: every sample is finite and below 2⁶³ ns.
    public static func points(of values: [Double], percentiles: [Double] = defaultPercentiles) -> [PercentilePoint] {
        guard !values.isEmpty else { return [] }
        let histogram = histogram(of: values)
        return percentiles.map { percentile in
            precondition((0...100).contains(percentile), "percentile \(percentile) is not in 0...100")
            return PercentilePoint(percentile: percentile, value: Double(histogram.valueAtPercentile(percentile)))
        }
    }

    /// A histogram sized to the largest sample, holding every sample.
    static func histogram(of values: [Double]) -> Histogram<UInt64> {
        let nanoseconds = values.map(wholeNanoseconds)
        let highest = Swift.max(2, nanoseconds.max() ?? 2)
        var histogram = Histogram<UInt64>(highestTrackableValue: highest, numberOfSignificantValueDigits: .three)
        for value in nanoseconds {
            let recorded = histogram.record(value)
            precondition(recorded, "histogram sized to \(highest) refused \(value)")
        }
        return histogram
    }

    /// A sample as whole nanoseconds: rounded, negatives clamped to 0.
    static func wholeNanoseconds(_ value: Double) -> UInt64 {
        precondition(value.isFinite && value < 0x1p63, "latency sample \(value) is not a finite nanosecond count")
        return value <= 0 ? 0 : UInt64(value.rounded())
    }
}
