import BenchReport
/// One metric of one scenario, reduced to what comparing runs needs: one figure per repetition.
public struct PerfMetric: Codable, Sendable, Equatable {
    /// `switch/wall_time`, `peak_resident`, `accuracy`, …
    public var name: String
    /// `ns`, `bytes`, `count`, `ratio`, … (open).
    public var unit: String
    /// Which direction is better.
    public var polarity: MetricPolarity
    /// Whether the figure is exact (allocation counts, leaks, accuracy on a fixed seed): compared exactly.
    public var deterministic: Bool
    /// One process-level figure per repetition: the p50 of that worker's samples, or its value.
    public var repetitions: [Double]
    /// A distribution's low figure per repetition (each worker's p10), when the report has it: what a
    /// paired comparison judges (see `RepetitionLow`).
    public var repetitionLows: [Double]? = nil
    /// The run's own headline statistics (`p50`, `p99`, `max`, `value`, …) for display and exports.
    public var statistics: [String: Double]

    /// Makes a metric.
    public init(
        name: String, unit: String, polarity: MetricPolarity, deterministic: Bool = false,
        repetitions: [Double], statistics: [String: Double] = [:]
    ) {
        self.name = name
        self.unit = unit
        self.polarity = polarity
        self.deterministic = deterministic
        self.repetitions = repetitions
        self.statistics = statistics
    }

    /// The median of the repetitions' figures: the run's figure for this metric.
    public var figure: Double { Median.of(repetitions) }

    /// The smallest and largest repetition figure.
    public var spread: ClosedRange<Double> {
        guard let low = repetitions.min(), let high = repetitions.max() else { return 0...0 }
        return low...high
    }
}
