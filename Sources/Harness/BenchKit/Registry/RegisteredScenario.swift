import BenchModel

/// A scenario or benchmark as the worker keeps it: its name, and — built on demand from its
/// declarations — what the parent is told, what is wrong with it, and how to run it.
public struct RegisteredScenario: Sendable {
    /// The unique name (known without evaluating the declarations).
    public let name: String
    let describe: @Sendable () -> ScenarioInfo
    let findProblems: @Sendable () -> [String]
    let execute: @Sendable (WorkerSettings, FrameWriter) throws -> Void
    /// A scenario or a benchmark, and where it is declared (for a name clash).
    var origin: (kind: ScenarioKind, declaredAt: String)?

    /// The catalogue entry (evaluates the declarations).
    public var info: ScenarioInfo { describe() }

    /// What is wrong with the declaration, one line each; empty when it is sound (checked on demand).
    public var problems: [String] { findProblems() }

    /// Runs the scenario in this process, sending its frames through `writer`.
    public func run(_ settings: WorkerSettings, writer: FrameWriter) throws { try execute(settings, writer) }
}

/// Lets immutable declarations of non-Sendable closures cross into the entry's `@Sendable` closures.
///
/// Safe because declarations are never mutated and a worker runs them on one thread only.
struct PlanBox<Body>: @unchecked Sendable {
    let body: Body
}

extension RegisteredScenario {
    /// The entry of a declaration: its catalogue line, its problems and its run through the one
    /// template, each evaluating the declarations when asked. A split declaration (`parts` > 1) is
    /// described as the join of its parts (`ScenarioInfo.joined`), checked part by part, and run as the
    /// part its settings name (the whole without one).
    static func make<S>(
        name: String, kind: ScenarioKind, tags: [Tag], parts: Int = 1, body: @escaping (RunPart) -> [ScenarioPart<S>]
    ) -> RegisteredScenario {
        let box = PlanBox(body: body)
        let prepared: @Sendable (RunPart) -> (ScenarioPlan<S>, ChannelLayout) = { part in
            let plan = ScenarioPlan(box.body(part))
            let operations = kind == .scenario ? plan.scenarioOperations : plan.benchmarkOperations
            return (plan, ChannelLayout(plan: plan, operations: operations, kind: kind))
        }
        let split = (0..<parts).compactMap { RunPart(index: $0, count: parts) }
        return RegisteredScenario(
            name: name,
            describe: {
                let infos = (split.isEmpty ? [.whole] : split).map { part in
                    let (plan, layout) = prepared(part)
                    return layout.info(name: name, kind: kind, tags: tags, plan: plan)
                }
                return infos[0].joined(with: infos.dropFirst())
            },
            findProblems: {
                guard split.count == parts else {
                    return ["\(name) is split into \(parts) parts; a scenario takes 1 to \(RunPart.maximumCount)"]
                }
                return split.flatMap { part in
                    let (plan, layout) = prepared(part)
                    let problems = DefinitionCheck(name: name, kind: kind, plan: plan, layout: layout).problems()
                    return parts == 1 ? problems : problems.map { "part \(part): \($0)" }
                }
            }
        ) { settings, writer in
            let (plan, layout) = prepared(settings.part ?? .whole)
            var template = RunTemplate(
                name: name, plan: plan, settings: settings, layout: layout,
                strategy: LoopStrategies.make(kind, settings: settings)
            )
            try template.run(writer)
        }
    }
}

extension ScenarioPlan {
    /// A scenario's measured operations, in order of first appearance in its `Repeat` block.
    var scenarioOperations: [String] { uniqueOperations(repeated?.steps ?? []) }
    /// A benchmark's measured operations: its top-level `Measure`s (several make a sweep).
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
/// then a benchmark's allocation count per operation, the memory metrics, the leak metrics, the custom metrics.
struct ChannelLayout: Sendable {
    let operations: [String]
    let specs: [MetricSpec]

    init<S>(plan: ScenarioPlan<S>, operations: [String], kind: ScenarioKind) {
        self.operations = operations
        var specs = operations.flatMap(MetricSpec.perCall)
        if kind == .benchmark { specs += operations.map(MetricSpec.allocations) }
        specs += MetricSpec.memory
        if plan.census != nil { specs += MetricSpec.leaks }
        specs += plan.metrics
        self.specs = specs
    }

    func info<S>(name: String, kind: ScenarioKind, tags: [Tag], plan: ScenarioPlan<S>) -> ScenarioInfo {
        var info = ScenarioInfo(
            name: name, kind: kind, tags: tags.map(\.name), parameters: plan.parameters,
            metrics: specs + MetricSpec.resident, budgets: plan.budgets, timeLimitSeconds: plan.timeLimit,
            tracksObjects: plan.census != nil
        )
        info.repetitionCap = plan.repetitionCap
        return info
    }
}
