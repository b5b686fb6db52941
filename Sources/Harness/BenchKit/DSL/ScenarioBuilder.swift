/// Builds the body of a `Scenario` from its declarations: the shared workload words (`WorkloadBuilder`)
/// plus `Warmup` and `Repeat`. It has no top-level `Measure` and no `MinimumTime` (benchmark words: a
/// scenario measures the steps of its `Repeat`), so writing one in a scenario is a compile-time error.
@resultBuilder
public enum ScenarioBuilder<S>: WorkloadBuilder {
    /// The subject the scenario drives.
    public typealias SubjectType = S
    /// `Warmup(100)` or `Warmup(100) { … }`.
    public static func buildExpression(_ part: Warmup<S>) -> [ScenarioPart<S>] { [.warmup(part)] }
    /// `Repeat(10_000) { … }`.
    public static func buildExpression(_ part: Repeat<S>) -> [ScenarioPart<S>] { [.repeated(part)] }
}
