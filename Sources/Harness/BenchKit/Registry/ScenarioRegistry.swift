import BenchModel

/// Every scenario and micro-benchmark a worker knows, in registration order, checked when described.
///
/// The registry is made of **groups** (`KeyboardScenarios.all`, `TouchBenchmarks.all`, …), each built
/// only when a command needs it: `describe` builds them all, `run <name>` builds groups in order until
/// one holds the name (its measuring child, told the group by the reaper, builds that group alone), and
/// the resident floor (`harness-floor`) builds none. Building a group runs its
/// declarations' code (names made by string interpolation, static tables, generic metadata), which
/// touched ~1.5 MB of the worker's pages when every run built every group (docs/how-it-works.md "The resident floor", under "Snippet analysis"; figures in docs/measurements.md).
public struct ScenarioRegistry: Sendable {
    /// The groups, in registration order; each builds its entries when called.
    let groups: [ScenarioGroup]

    /// A registry of the given entries (`Scenario.entry`, `Benchmark.entry`), already built.
    public init(_ entries: [RegisteredScenario]) {
        groups = [ScenarioGroup { entries }]
    }

    /// A registry of groups, one per line, each built only when a command needs it:
    /// `ScenarioRegistry { KeyboardScenarios.all; TouchBenchmarks.all }`.
    public init(@ScenarioRegistryBuilder groups: () -> [ScenarioGroup]) {
        self.groups = groups()
    }

    /// Every entry, in registration order (builds every group).
    public var entries: [RegisteredScenario] { groups.flatMap { $0.build() } }

    /// Every problem in the declarations, one line each (builds and checks every group); the worker
    /// refuses to describe or run while any remain.
    public var problems: [String] { Self.problems(entries) }

    /// The entry with the given name, building groups in order only until one holds it.
    public func entry(named name: String) -> RegisteredScenario? { locate(name)?.entry }

    /// The entry with the given name and the index of its group, building groups in order only until
    /// one holds it — or, given the group (`hint`: the reaper tells its measuring child), that group
    /// alone, so a run builds none of the groups before its own (every group in order if the hint is wrong).
    public func locate(_ name: String, hint: Int? = nil) -> (group: Int, entry: RegisteredScenario)? {
        if let hint, groups.indices.contains(hint), let entry = groups[hint].build().first(where: { $0.name == name }) {
            return (hint, entry)
        }
        for (index, group) in groups.enumerated() {
            if let entry = group.build().first(where: { $0.name == name }) { return (index, entry) }
        }
        return nil
    }

    /// What the parent is told: every entry's catalogue line (builds every group).
    public var catalogue: [ScenarioInfo] { entries.map(\.info) }

    /// Name clashes and each entry's declaration problems, one line each.
    static func problems(_ entries: [RegisteredScenario]) -> [String] {
        var seen: [String: RegisteredScenario] = [:]
        var problems: [String] = []
        for entry in entries {
            if let first = seen[entry.name] { problems.append(clash(first, entry)) } else { seen[entry.name] = entry }
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
}

/// One line of a registry: a list of entries (`KeyboardScenarios.all`), built when first needed.
public struct ScenarioGroup: Sendable {
    /// Builds the group's entries (runs their declarations' code).
    public let build: @Sendable () -> [RegisteredScenario]

    /// A group built by `build` when a command needs it.
    init(_ build: @escaping @Sendable () -> [RegisteredScenario]) {
        self.build = build
    }
}

/// Collects a registry's groups, one expression per line, without evaluating them.
@resultBuilder
public enum ScenarioRegistryBuilder: PartBuilder {
    /// One line, one group.
    public typealias Part = ScenarioGroup

    /// A line such as `TouchBenchmarks.all`, kept unevaluated until the registry needs it (the lines,
    /// in order, and any condition come from the shared core, `PartBuilder`).
    public static func buildExpression(_ entries: @autoclosure @escaping @Sendable () -> [RegisteredScenario])
        -> [ScenarioGroup]
    {
        [ScenarioGroup(entries)]
    }
}
