/// How a metric's process-level figure varied across repetitions (separate worker processes).
public struct RepetitionSpread: Codable, Sendable, Equatable {
    /// Smallest per-repetition figure.
    public var min: Double
    /// Largest per-repetition figure.
    public var max: Double
    /// `max / min` (1 for identical figures; absent when min ≤ 0).
    public var ratio: Double?

    /// The spread of `figures` (`nan` bounds when there are none; no ratio unless the smallest is > 0).
    init(of figures: [Double]) {
        min = figures.min() ?? .nan
        max = figures.max() ?? .nan
        ratio = min > 0 ? max / min : nil
    }
}
