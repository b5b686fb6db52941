import BenchModel

/// A scenario or benchmark as the worker keeps it: what the parent is told, what is wrong with its
/// declaration (if anything), and how to run it.
public struct RegisteredScenario: Sendable {
    /// The catalogue entry.
    public let info: ScenarioInfo
    let findProblems: @Sendable () -> [String]
    let execute: @Sendable (WorkerSettings, FrameWriter) throws -> Void

    /// What is wrong with the declaration, one line each; empty when it is sound (checked on demand).
    public var problems: [String] { findProblems() }

    /// Runs the scenario in this process, sending its frames through `writer`.
    public func run(_ settings: WorkerSettings, writer: FrameWriter) throws { try execute(settings, writer) }
}

/// Lets an immutable plan of non-Sendable closures cross into the entry's `@Sendable` run closure.
///
/// Safe because a plan is never mutated after declaration and a worker runs it on one thread only.
struct PlanBox<Plan>: @unchecked Sendable {
    let plan: Plan
}

extension Scenario {
    /// The scenario as the registry keeps it.
    public var entry: RegisteredScenario {
        RegisteredScenario.make(name: name, kind: .scenario, tags: tags, plan: plan, operations: plan.scenarioOperations, loop: .iterations)
    }
}

extension Benchmark {
    /// The benchmark as the registry keeps it.
    public var entry: RegisteredScenario {
        RegisteredScenario.make(name: name, kind: .benchmark, tags: tags, plan: plan, operations: plan.benchmarkOperations, loop: .batches)
    }
}

extension RegisteredScenario {
    /// The entry of a declaration: its catalogue line, its problems, and its run through the one template.
    static func make<S>(
        name: String, kind: ScenarioKind, tags: [Tag], plan: ScenarioPlan<S>, operations: [String], loop: RunTemplate<S>.Loop
    ) -> RegisteredScenario {
        let layout = ChannelLayout(plan: plan, operations: operations, kind: kind)
        let box = PlanBox(plan: plan)
        return RegisteredScenario(
            info: layout.info(name: name, kind: kind, tags: tags, plan: plan),
            findProblems: { DefinitionCheck(name: name, kind: kind, plan: box.plan, layout: layout).problems() }
        ) { settings, writer in
            try RunTemplate(name: name, plan: box.plan, settings: settings, layout: layout, loop: loop).run(writer)
        }
    }
}

extension ScenarioPlan {
    /// A scenario's measured operations, in order of first appearance in its `Repeat` block.
    var scenarioOperations: [String] { uniqueOperations(repeated?.steps ?? []) }
    /// A benchmark's measured operation(s): its top-level `Measure`.
    var benchmarkOperations: [String] { uniqueOperations(measured) }

    private func uniqueOperations(_ steps: [Step<S>]) -> [String] {
        var operations: [String] = []
        for case let operation? in steps.map(\.operation) where !operations.contains(operation) {
            operations.append(operation)
        }
        return operations
    }
}

/// The channels of a run: per operation wall, CPU and allocated bytes (channels 3k, 3k+1, 3k+2),
/// then a benchmark's allocation count, the memory metrics, the leak metrics, the custom metrics.
struct ChannelLayout: Sendable {
    let operations: [String]
    let specs: [MetricSpec]

    init<S>(plan: ScenarioPlan<S>, operations: [String], kind: ScenarioKind) {
        self.operations = operations
        var specs = operations.flatMap(MetricSpec.perCall)
        if kind == .benchmark, let operation = operations.first { specs.append(.allocations(operation)) }
        specs += MetricSpec.memory
        if plan.census != nil { specs += MetricSpec.leaks }
        specs += plan.metrics
        self.specs = specs
    }

    func info<S>(name: String, kind: ScenarioKind, tags: [Tag], plan: ScenarioPlan<S>) -> ScenarioInfo {
        ScenarioInfo(
            name: name, kind: kind, tags: tags.map(\.name), parameters: plan.parameters,
            metrics: specs + MetricSpec.resident, budgets: plan.budgets, timeLimitSeconds: plan.timeLimit,
            tracksObjects: plan.census != nil
        )
    }
}
