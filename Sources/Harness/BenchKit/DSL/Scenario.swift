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
    /// The declarations, evaluated only when the scenario is described or run (a worker that runs
    /// one scenario builds nothing of the others, which keeps its memory out of every figure).
    let body: () -> [ScenarioPart<S>]
    /// Where it is declared (`Scenarios/Layout/LayoutScenarios.swift:12`), for messages.
    let declaredAt: String

    /// Declares a scenario.
    public init(
        _ name: String, tags: Tag..., fileID: String = #fileID, line: Int = #line,
        @ScenarioBuilder<S> body: @escaping () -> [ScenarioPart<S>]
    ) {
        self.name = name
        self.tags = tags
        self.body = body
        declaredAt = "\(fileID):\(line)"
    }
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
    /// The benchmark's unique name.
    public let name: String
    /// Its tags.
    public let tags: [Tag]
    /// The declarations, evaluated only when the benchmark is described or run.
    let body: () -> [ScenarioPart<S>]
    /// Where it is declared, for messages.
    let declaredAt: String

    /// Declares a micro-benchmark.
    public init(
        _ name: String, tags: Tag..., fileID: String = #fileID, line: Int = #line,
        @BenchmarkBuilder<S> body: @escaping () -> [ScenarioPart<S>]
    ) {
        self.name = name
        self.tags = tags
        self.body = body
        declaredAt = "\(fileID):\(line)"
    }
}
