/// How a measured value must relate to a budget's limit.
public enum BudgetComparison: String, Codable, Sendable, CaseIterable {
    /// measured < limit
    case below
    /// measured ≤ limit
    case atMost = "at_most"
    /// measured ≥ limit
    case atLeast = "at_least"
    /// measured > limit
    case above

    /// Whether `measured` holds against `limit`. A NaN never holds.
    public func holds(_ measured: Double, _ limit: Double) -> Bool {
        switch self {
        case .below: measured < limit
        case .atMost: measured <= limit
        case .atLeast: measured >= limit
        case .above: measured > limit
        }
    }

    /// The operator for tables.
    public var symbol: String {
        switch self {
        case .below: "<"
        case .atMost: "≤"
        case .atLeast: "≥"
        case .above: ">"
        }
    }

    /// Whether this comparison suits a metric of the given polarity: an upper bound for
    /// smaller-is-better, a lower bound for larger-is-better, either for neither.
    public func suits(_ polarity: Polarity) -> Bool {
        switch polarity {
        case .smallerIsBetter: self == .below || self == .atMost
        case .largerIsBetter: self == .atLeast || self == .above
        case .neither: true
        }
    }
}
