/// Whether a scenario is a stress scenario or a micro-benchmark.
public enum ScenarioKind: String, Codable, Sendable {
    case scenario
    case benchmark
}

/// What the worker tells the parent about one registered scenario: everything but how to run it.
public struct ScenarioInfo: Codable, Sendable, Equatable {
    /// Unique name (`layout-switch-storm-light`).
    public var name: String
    /// Stress scenario or micro-benchmark.
    public var kind: ScenarioKind
    /// Tags for `--tag`.
    public var tags: [String]
    /// Declared parameters, for the report.
    public var parameters: [String: String]
    /// Every metric the scenario will report, with unit and polarity.
    public var metrics: [MetricSpec]
    /// Declared budgets, checked by the parent.
    public var budgets: [BudgetSpec]
    /// The scenario's own time limit, seconds; `nil` takes the run's default.
    public var timeLimitSeconds: Double?
    /// Whether it tracks objects (and so reports leak verdicts).
    public var tracksObjects: Bool
    /// Its declared ceiling on repetitions (`Repetitions(atMost:because:)`); `nil`: as many as the run asks.
    public var repetitionCap: RepetitionCap? = nil
    /// How many workers a repetition runs in side by side, each measuring its part (`Scenario(_:parts:)`);
    /// `nil`: one.
    public var parts: Int? = nil

    /// A catalogue entry.
    public init(
        name: String, kind: ScenarioKind, tags: [String], parameters: [String: String], metrics: [MetricSpec],
        budgets: [BudgetSpec], timeLimitSeconds: Double?, tracksObjects: Bool
    ) {
        self.name = name
        self.kind = kind
        self.tags = tags
        self.parameters = parameters
        self.metrics = metrics
        self.budgets = budgets
        self.timeLimitSeconds = timeLimitSeconds
        self.tracksObjects = tracksObjects
    }

    /// The repetitions a run asking for `requested` gives it (its cap, when it declares one, applied).
    public func repetitions(of requested: Int) -> Int {
        repetitionCap?.repetitions(of: requested) ?? Swift.max(1, requested)
    }

    /// The spec of one of its metrics.
    public func spec(of id: MetricID) -> MetricSpec? { metrics.first { $0.id == id } }
}
