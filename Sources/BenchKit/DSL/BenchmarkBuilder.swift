/// Builds the body of a `Benchmark`. It has no `Warmup` or `Repeat` (a benchmark warms up and repeats
/// by itself), so writing one in a benchmark is a compile-time error, not a surprise at run time.
@resultBuilder
public enum BenchmarkBuilder<S> {
    public static func buildExpression(_ part: Subject<S>) -> [ScenarioPart<S>] { [.subject(part)] }
    public static func buildExpression(_ part: Setup<S>) -> [ScenarioPart<S>] { [.setup(part)] }
    public static func buildExpression(_ part: Teardown<S>) -> [ScenarioPart<S>] { [.teardown(part)] }
    public static func buildExpression(_ part: Step<S>) -> [ScenarioPart<S>] { [.measure(part)] }
    public static func buildExpression(_ part: TrackObjects<S>) -> [ScenarioPart<S>] { [.trackObjects(part)] }
    public static func buildExpression(_ part: Budget) -> [ScenarioPart<S>] { [.budget(part)] }
    public static func buildExpression(_ part: Parameter) -> [ScenarioPart<S>] { [.parameter(part)] }
    public static func buildExpression(_ part: TimeLimit) -> [ScenarioPart<S>] { [.timeLimit(part)] }
    public static func buildExpression(_ part: MinimumTime) -> [ScenarioPart<S>] { [.minimumTime(part)] }
    public static func buildExpression(_ part: Sampling) -> [ScenarioPart<S>] { [.sampling(part)] }
    public static func buildExpression(_ part: Metric) -> [ScenarioPart<S>] { [.metric(part)] }
    public static func buildExpression(_ part: Record<S>) -> [ScenarioPart<S>] { [.record(part)] }
    /// A reusable group of declarations.
    public static func buildExpression(_ parts: [ScenarioPart<S>]) -> [ScenarioPart<S>] { parts }

    public static func buildBlock(_ parts: [ScenarioPart<S>]...) -> [ScenarioPart<S>] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [ScenarioPart<S>]?) -> [ScenarioPart<S>] { part ?? [] }
    public static func buildEither(first part: [ScenarioPart<S>]) -> [ScenarioPart<S>] { part }
    public static func buildEither(second part: [ScenarioPart<S>]) -> [ScenarioPart<S>] { part }
}
