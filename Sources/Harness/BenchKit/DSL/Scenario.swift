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
    let declaration: WorkloadDeclaration<S>
    /// The scenario's unique name.
    public var name: String { declaration.name }
    /// Its tags.
    public var tags: [Tag] { declaration.tags }

    /// Declares a scenario.
    public init(
        _ name: String, tags: Tag..., fileID: String = #fileID, line: Int = #line,
        @ScenarioBuilder<S> body: @escaping () -> [ScenarioPart<S>]
    ) {
        declaration = WorkloadDeclaration(
            name: name, kind: .scenario, tags: tags, body: { _ in body() }, declaredAt: "\(fileID):\(line)")
    }

    /// Declares a scenario measured in `parts` workers side by side, each repetition: the body is built once
    /// per part, for the items `RunPart.selects` gives it, and the parts' results are joined into one
    /// repetition — every metric a part declares measured by that part only; samples of a metric two parts
    /// declare pooled, their heap figures added. On a busy machine each worker takes its own share of the
    /// cores, so a scenario whose measuring thread is its critical path finishes sooner; the parts do
    /// share the machine, so split only a scenario whose figures are per item and whose timing budgets are
    /// on CPU time. A worker started without `--part` (a profile, a direct run) runs `RunPart.whole`.
    ///
    /// ```swift
    /// Scenario("vision-conditions", parts: 2) { part in
    ///     for (index, condition) in part.share(of: DeskCondition.all) { … }
    /// }
    /// ```
    public init(
        _ name: String, tags: Tag..., parts: Int, fileID: String = #fileID, line: Int = #line,
        @ScenarioBuilder<S> body: @escaping (RunPart) -> [ScenarioPart<S>]
    ) {
        declaration = WorkloadDeclaration(
            name: name, kind: .scenario, tags: tags, parts: parts, body: body, declaredAt: "\(fileID):\(line)")
    }

    /// The scenario as the registry keeps it.
    public var entry: RegisteredScenario { declaration.entry }
}

/// A micro-benchmark: one operation measured many times, in batches sized so each sample is well above
/// the clock's resolution, until a minimum time and sample count are reached.
///
/// ```swift
/// Benchmark("tree-build-letters") {
///     Subject { try TreeBuildBench(mode: .letters) }
///     Measure("build") { bench, _ in try bench.build() }
///     MinimumTime(seconds: 1)
/// }
/// ```
public struct Benchmark<S> {
    let declaration: WorkloadDeclaration<S>
    /// The benchmark's unique name.
    public var name: String { declaration.name }
    /// Its tags.
    public var tags: [Tag] { declaration.tags }

    /// Declares a micro-benchmark.
    public init(
        _ name: String, tags: Tag..., fileID: String = #fileID, line: Int = #line,
        @BenchmarkBuilder<S> body: @escaping () -> [ScenarioPart<S>]
    ) {
        declaration = WorkloadDeclaration(
            name: name, kind: .benchmark, tags: tags, body: { _ in body() }, declaredAt: "\(fileID):\(line)")
    }

    /// The benchmark as the registry keeps it.
    public var entry: RegisteredScenario { declaration.entry }
}
