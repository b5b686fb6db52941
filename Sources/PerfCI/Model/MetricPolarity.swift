/// Which direction of a metric is better; decides whether a change is a regression or an improvement.
public enum MetricPolarity: String, Codable, Sendable, CaseIterable {
    /// Lower is better: latency, memory, allocations, leaks.
    case smallerIsBetter = "smaller_is_better"
    /// Higher is better: accuracy, throughput.
    case largerIsBetter = "larger_is_better"
    /// No direction is better: a change is reported, never judged.
    case neither

    /// The direction of a change from `baseline` to `current` under this polarity.
    public func direction(from baseline: Double, to current: Double) -> ChangeDirection {
        if current == baseline { return .none }
        switch self {
        case .smallerIsBetter: return current > baseline ? .worse : .better
        case .largerIsBetter: return current < baseline ? .worse : .better
        case .neither: return .changed
        }
    }

    /// `↓`, `↑` or `–`, for tables.
    public var arrow: String {
        switch self {
        case .smallerIsBetter: "↓"
        case .largerIsBetter: "↑"
        case .neither: "–"
        }
    }
}

/// Which way a figure moved, judged by its metric's polarity.
public enum ChangeDirection: String, Codable, Sendable {
    /// Moved the bad way.
    case worse
    /// Moved the good way.
    case better
    /// Moved, and the metric has no better direction.
    case changed
    /// Did not move.
    case none
}
