/// Which direction of a metric is better: what a budget may demand and what a comparison calls a regression.
public enum Polarity: String, Codable, Sendable, CaseIterable {
    /// Lower is better: latency, memory, allocations, leaks.
    case smallerIsBetter = "smaller_is_better"
    /// Higher is better: accuracy, throughput.
    case largerIsBetter = "larger_is_better"
    /// Neither direction is better (a count of work done, a parameter-like figure).
    case neither

    /// `↓ better`, `↑ better` or `–`, for tables.
    public var arrow: String {
        switch self {
        case .smallerIsBetter: "↓"
        case .largerIsBetter: "↑"
        case .neither: "–"
        }
    }
}

/// Whether a metric is a distribution of per-operation samples or one value per run.
public enum MetricShape: String, Codable, Sendable {
    /// Many samples (one per measured call or batch): summarised by percentiles.
    case distribution
    /// One value per run (per worker process): reported as that value.
    case value
}
