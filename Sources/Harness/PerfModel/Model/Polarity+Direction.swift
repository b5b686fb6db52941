import BenchReport

extension Polarity {
    /// The direction of a change from `baseline` to `current` under this polarity: whether a change is a
    /// regression or an improvement.
    public func direction(from baseline: Double, to current: Double) -> ChangeDirection {
        if current == baseline { return .none }
        switch self {
        case .smallerIsBetter: return current > baseline ? .worse : .better
        case .largerIsBetter: return current < baseline ? .worse : .better
        case .neither: return .changed
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
