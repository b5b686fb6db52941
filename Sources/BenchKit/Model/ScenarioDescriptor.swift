/// A runnable scenario or micro-benchmark with its type erased: what `list` shows and what a worker runs.
public struct ScenarioDescriptor: Sendable {
    /// Unique name (`layout-switch-storm`).
    public let name: String
    /// Stress scenario or micro-benchmark.
    public let kind: ScenarioKind
    /// Tags for `--tag` (`nightly`, `pr`).
    public let tags: [String]
    /// Declared parameters, for the report.
    public let parameters: [String: String]
    /// Declared budgets, checked by the parent.
    public let budgets: [BudgetSpec]
    /// The scenario's own time limit, seconds; `nil` takes the run's default.
    public let timeLimitSeconds: Double?
    /// Runs the scenario in this process and returns raw measurements. Only a worker calls it.
    public let run: @Sendable (WorkerSettings) throws -> WorkerResult

    public init(
        name: String, kind: ScenarioKind, tags: [String], parameters: [String: String],
        budgets: [BudgetSpec], timeLimitSeconds: Double?,
        run: @escaping @Sendable (WorkerSettings) throws -> WorkerResult
    ) {
        self.name = name
        self.kind = kind
        self.tags = tags
        self.parameters = parameters
        self.budgets = budgets
        self.timeLimitSeconds = timeLimitSeconds
        self.run = run
    }
}

/// Every scenario and micro-benchmark a tool knows, in registration order.
public struct ScenarioRegistry: Sendable {
    /// The registered descriptors.
    public let descriptors: [ScenarioDescriptor]

    /// A registry of the given descriptors; names must be unique (a duplicate is a programming error).
    public init(_ descriptors: [ScenarioDescriptor]) {
        var seen = Set<String>()
        for descriptor in descriptors {
            precondition(seen.insert(descriptor.name).inserted, "duplicate scenario name '\(descriptor.name)'")
        }
        self.descriptors = descriptors
    }

    /// The descriptor with the given name.
    public func descriptor(named name: String) -> ScenarioDescriptor? {
        descriptors.first { $0.name == name }
    }

    /// Every tag any descriptor carries, sorted.
    public var allTags: [String] { Array(Set(descriptors.flatMap(\.tags))).sorted() }
}
