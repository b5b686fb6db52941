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
        var seen: [String: RegisteredScenario] = [:]
        var problems: [String] = []
        for entry in entries {
            if let first = seen[entry.name] { problems.append(Self.clash(first, entry)) } else { seen[entry.name] = entry }
            problems += entry.problems
        }
        return problems
    }

    /// `a scenario (Scenarios/A.swift:12) and a benchmark (Benchmarks/B.swift:40) are both named 'x'`.
    static func clash(_ first: RegisteredScenario, _ second: RegisteredScenario) -> String {
        func described(_ entry: RegisteredScenario) -> String {
            guard let origin = entry.origin else { return "an entry" }
            return "a \(origin.kind.rawValue) (\(origin.declaredAt))"
        }
        return "\(described(first)) and \(described(second)) are both named '\(first.name)'; names must be unique"
    }

    /// The entry with the given name.
    public func entry(named name: String) -> RegisteredScenario? { entries.first { $0.name == name } }

    /// What the parent is told: every entry's catalogue line.
    public var catalogue: [ScenarioInfo] { entries.map(\.info) }
}
