/// Lets an immutable plan of non-Sendable closures cross into the descriptor's `@Sendable` run closure.
///
/// Safe because a plan is never mutated after declaration and a worker runs it on one thread only.
struct PlanBox<Plan>: @unchecked Sendable {
    let plan: Plan
}

extension Scenario {
    /// The scenario as the registry and the runner see it.
    public var descriptor: ScenarioDescriptor {
        let box = PlanBox(plan: plan)
        let name = name
        return ScenarioDescriptor(
            name: name, kind: .scenario, tags: tags.map(\.name), parameters: plan.parameters,
            budgets: plan.budgets, timeLimitSeconds: plan.timeLimit
        ) { settings in
            try StressExecutor(name: name, plan: box.plan, settings: settings).run()
        }
    }
}

extension Benchmark {
    /// The benchmark as the registry and the runner see it.
    public var descriptor: ScenarioDescriptor {
        let box = PlanBox(plan: plan)
        let name = name
        return ScenarioDescriptor(
            name: name, kind: .benchmark, tags: tags.map(\.name), parameters: plan.parameters,
            budgets: plan.budgets, timeLimitSeconds: plan.timeLimit
        ) { settings in
            try BenchmarkExecutor(name: name, plan: box.plan, settings: settings).run()
        }
    }
}
