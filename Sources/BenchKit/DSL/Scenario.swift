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
    let plan: ScenarioPlan<S>

    /// Declares a micro-benchmark.
    public init(_ name: String, tags: Tag..., @BenchmarkBuilder<S> body: () -> [ScenarioPart<S>]) {
        self.name = name
        self.tags = tags
        self.plan = ScenarioPlan(body())
    }
}
