/// Builds the body of a `Scenario` from its declarations. It has no top-level `Measure` and no
/// `MinimumTime` (benchmark words: a scenario measures the steps of its `Repeat`), so writing one in a
/// scenario is a compile-time error.
@resultBuilder
public enum ScenarioBuilder<S> {
    public static func buildExpression(_ part: Subject<S>) -> [ScenarioPart<S>] { [.subject(part)] }
    public static func buildExpression(_ part: Setup<S>) -> [ScenarioPart<S>] { [.setup(part)] }
    public static func buildExpression(_ part: Teardown<S>) -> [ScenarioPart<S>] { [.teardown(part)] }
    public static func buildExpression(_ part: Warmup<S>) -> [ScenarioPart<S>] { [.warmup(part)] }
    public static func buildExpression(_ part: Repeat<S>) -> [ScenarioPart<S>] { [.repeated(part)] }
    public static func buildExpression(_ part: TrackObjects<S>) -> [ScenarioPart<S>] { [.trackObjects(part)] }
    public static func buildExpression(_ part: Budget) -> [ScenarioPart<S>] { [.budget(part)] }
    public static func buildExpression(_ part: Parameter) -> [ScenarioPart<S>] { [.parameter(part)] }
    public static func buildExpression(_ part: TimeLimit) -> [ScenarioPart<S>] { [.timeLimit(part)] }
    public static func buildExpression(_ part: Metric) -> [ScenarioPart<S>] { [.metric(part)] }
    public static func buildExpression(_ part: Record<S>) -> [ScenarioPart<S>] { [.record(part)] }
    /// A reusable group of declarations (e.g. a set of budgets written once with `@ScenarioBuilder`).
    public static func buildExpression(_ parts: [ScenarioPart<S>]) -> [ScenarioPart<S>] { parts }

    public static func buildBlock(_ parts: [ScenarioPart<S>]...) -> [ScenarioPart<S>] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [ScenarioPart<S>]?) -> [ScenarioPart<S>] { part ?? [] }
    public static func buildEither(first part: [ScenarioPart<S>]) -> [ScenarioPart<S>] { part }
    public static func buildEither(second part: [ScenarioPart<S>]) -> [ScenarioPart<S>] { part }
    public static func buildArray(_ parts: [[ScenarioPart<S>]]) -> [ScenarioPart<S>] { parts.flatMap { $0 } }
}
