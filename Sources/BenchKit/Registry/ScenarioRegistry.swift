import BenchModel

/// Every scenario and micro-benchmark a worker knows, in registration order, checked when built.
public struct ScenarioRegistry: Sendable {
    /// The registered entries.
    public let entries: [RegisteredScenario]
    /// A registry of the given entries (`Scenario.entry`, `Benchmark.entry`).
    public init(_ entries: [RegisteredScenario]) {
        self.entries = entries
    }

    /// Every problem in the declarations, one line each (checked on demand); the worker refuses to
    /// describe or run while any remain.
    public var problems: [String] {
        var seen = Set<String>()
        var problems: [String] = []
        for entry in entries {
            if !seen.insert(entry.info.name).inserted { problems.append("two scenarios are named '\(entry.info.name)'") }
            problems += entry.problems
        }
        return problems
    }

    /// The entry with the given name.
    public func entry(named name: String) -> RegisteredScenario? { entries.first { $0.info.name == name } }

    /// What the parent is told: every entry's catalogue line.
    public var catalogue: [ScenarioInfo] { entries.map(\.info) }
}
