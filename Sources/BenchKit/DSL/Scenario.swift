/// A stress scenario: a subject, a warm-up, a measured `Repeat` of steps, budgets and leak tracking.
///
/// ```swift
/// Scenario("layout-switch-storm", tags: .nightly, .pr) {
///     Subject { try KeyboardSession(device: .iPhone14Pro) }
///     Warmup(100) { SwitchLayout(.numbers); SwitchLayout(.letters) }
///     Repeat(10_000) { SwitchLayout(.numbers); Type("a"); SwitchLayout(.letters) }
///     Budget(.latency("switch"), .p100, below: .milliseconds(100))
/// }
/// ```
public struct Scenario<S> {
    /// The scenario's unique name.
    public let name: String
    /// Its tags.
    public let tags: [Tag]
    let plan: ScenarioPlan<S>

    /// Declares a scenario.
    public init(_ name: String, tags: Tag..., @ScenarioBuilder<S> body: () -> [ScenarioPart<S>]) {
        self.name = name
        self.tags = tags
        self.plan = ScenarioPlan(body())
    }

    /// Checks the declaration is complete: a subject and a measured `Repeat` with at least one measured step.
    public func validate() throws {
        guard plan.subject != nil else { throw definitionError("has no Subject") }
        guard let repeated = plan.repeated else { throw definitionError("has no Repeat block") }
        guard repeated.steps.contains(where: { $0.operation != nil }) else {
            throw definitionError("measures nothing: its Repeat block has no measured step")
        }
        guard plan.measured.isEmpty, plan.minimumTime == nil else {
            throw definitionError("mixes Benchmark words (top-level Measure, MinimumTime) into a Scenario")
        }
    }

    func definitionError(_ problem: String) -> ScenarioDefinitionError {
        ScenarioDefinitionError(description: "scenario '\(name)' \(problem)")
    }
}

/// A micro-benchmark: one operation measured many times, in batches sized so each sample is well above
/// the clock's resolution, until a minimum time and sample count are reached.
///
/// ```swift
/// Benchmark("tree-build/letters") {
///     Subject { try TreeBuildBench(mode: .letters) }
///     Measure("build") { bench, _ in try bench.build() }
///     MinimumTime(seconds: 1)
/// }
/// ```
public struct Benchmark<S> {
    /// The benchmark's unique name.
    public let name: String
    /// Its tags.
    public let tags: [Tag]
    let plan: ScenarioPlan<S>

    /// Declares a micro-benchmark.
    public init(_ name: String, tags: Tag..., @ScenarioBuilder<S> body: () -> [ScenarioPart<S>]) {
        self.name = name
        self.tags = tags
        self.plan = ScenarioPlan(body())
    }

    /// Checks the declaration is complete: a subject and exactly one top-level measured operation.
    public func validate() throws {
        guard plan.subject != nil else { throw definitionError("has no Subject") }
        guard plan.measured.count == 1, let operation = plan.measured.first?.operation, !operation.isEmpty else {
            throw definitionError("must measure exactly one named operation (one top-level Measure)")
        }
        guard plan.repeated == nil, plan.warmup == nil else {
            throw definitionError("uses Warmup/Repeat; a Benchmark warms up and repeats by itself")
        }
    }

    func definitionError(_ problem: String) -> ScenarioDefinitionError {
        ScenarioDefinitionError(description: "benchmark '\(name)' \(problem)")
    }
}
