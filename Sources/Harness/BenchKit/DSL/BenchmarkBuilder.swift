/// Builds the body of a `Benchmark`: the shared workload words (`WorkloadBuilder`) plus `Measure`,
/// `MinimumTime` and `Sampling`. It has no `Warmup` or `Repeat` (a benchmark warms up and repeats by itself), so
/// writing one in a benchmark is a compile-time error, not a surprise at run time.
@resultBuilder
public enum BenchmarkBuilder<S>: WorkloadBuilder {
    /// The subject the benchmark drives.
    public typealias SubjectType = S
    /// `Measure("build") { bench, _ in … }`.
    public static func buildExpression(_ part: Step<S>) -> [ScenarioPart<S>] { [.measure(part)] }
    /// `MinimumTime(seconds: 1)`.
    public static func buildExpression(_ part: MinimumTime) -> [ScenarioPart<S>] { [.minimumTime(part)] }
    /// `Sampling(precision: 0.01, maximum: 1)`.
    public static func buildExpression(_ part: Sampling) -> [ScenarioPart<S>] { [.sampling(part)] }
}
