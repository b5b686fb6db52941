/// One built-in metric as the catalogue (`MetricCatalogue`) describes it: its name, unit, better
/// direction, shape, whether it is exact, who measures it and what it is.
public struct BuiltInMetric: Hashable, Sendable {
    /// Whether the metric belongs to one measured operation (`switch/wall_time`) or to the whole run.
    public enum Scope: String, Hashable, Sendable {
        /// `<operation>/<name>`, one per measured operation.
        case perOperation
        /// `<name>`, one per scenario run.
        case perRun
    }

    /// Which side measures it.
    public enum Source: String, Hashable, Sendable {
        /// The worker, during the run (clocks, jemalloc, the object census, callgrind).
        case worker
        /// The parent, from the kernel when the worker exits.
        case parent
    }

    /// `wall_time`, `peak_resident`, … (the kind of a per-operation metric, the whole name otherwise).
    public let name: String
    /// Per operation or per run.
    public let scope: Scope
    /// The unit of its values.
    public let unit: MetricUnit
    /// Which direction is better.
    public let polarity: Polarity
    /// Distribution of samples or one value per run.
    public let shape: MetricShape
    /// Whether the same code and seed always give the same value.
    public let deterministic: Bool
    /// Who measures it.
    public let source: Source
    /// What it is, in one line (Reports/README.md "Metrics, defined" says how it is measured).
    public let summary: String

    /// A catalogue entry.
    init(
        _ name: String, _ scope: Scope, unit: MetricUnit, polarity: Polarity = .smallerIsBetter, shape: MetricShape,
        deterministic: Bool = false, source: Source = .worker, summary: String
    ) {
        self.name = name
        self.scope = scope
        self.unit = unit
        self.polarity = polarity
        self.shape = shape
        self.deterministic = deterministic
        self.source = source
        self.summary = summary
    }

    /// The metric's id: `<operation>/<name>` for a per-operation metric, the name for a per-run one.
    public func id(_ operation: String? = nil) -> MetricID {
        guard scope == .perOperation, let operation else { return MetricID(name) }
        return MetricID("\(operation)/\(name)")
    }

    /// The full description of the metric (of `operation`, for a per-operation metric).
    public func spec(_ operation: String? = nil) -> MetricSpec {
        MetricSpec(id: id(operation), unit: unit, polarity: polarity, shape: shape, deterministic: deterministic)
    }
}
