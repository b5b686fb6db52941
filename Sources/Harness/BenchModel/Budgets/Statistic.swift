/// Which number of a metric's summary a budget is checked against.
public enum Statistic: String, Codable, Sendable, CaseIterable {
    case min, p25, p50, p75, p90, p99
    /// The largest sample: every sample must hold.
    case p100
    case mean
    /// The metric's single value (for metrics measured once per run, such as heap growth).
    case value

    /// A short name for tables.
    public var label: String { self == .p100 ? "max" : rawValue }
}
