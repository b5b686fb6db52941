/// The shared core of the DSL's result builders: blocks, `if`/`else`, `switch`, `for` loops and
/// reusable groups (an array of parts) work the same in every builder.
///
/// A builder names what one declaration becomes (`Part`) and adds its own `buildExpression`s for the
/// words it accepts; everything else comes from here.
public protocol PartBuilder {
    /// What one declaration becomes (`ScenarioPart<S>` for a workload, `Step<S>` for a step list).
    associatedtype Part
}

extension PartBuilder {
    /// A reusable group of declarations (e.g. a set of budgets written once with the same builder).
    public static func buildExpression(_ parts: [Part]) -> [Part] { parts }
    /// A block of declarations, in order.
    public static func buildBlock(_ parts: [Part]...) -> [Part] { parts.flatMap { $0 } }
    /// An `if` without `else`.
    public static func buildOptional(_ part: [Part]?) -> [Part] { part ?? [] }
    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither(first part: [Part]) -> [Part] { part }
    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither(second part: [Part]) -> [Part] { part }
    /// A `for` loop: its iterations' declarations, in order.
    public static func buildArray(_ parts: [[Part]]) -> [Part] { parts.flatMap { $0 } }
    /// An `if #available` block.
    public static func buildLimitedAvailability(_ part: [Part]) -> [Part] { part }
}

/// The words every kind of workload shares: subject, setup, teardown, object tracking, budgets,
/// parameters, a time limit, a repetition cap, declared metrics and records.
///
/// A new kind of workload is one builder conforming to this protocol that adds the words of its own
/// loop (`ScenarioBuilder` adds `Warmup` and `Repeat`, `BenchmarkBuilder` adds `Measure` and
/// `MinimumTime`); a word a kind leaves out is a compile-time error in that kind's body.
public protocol WorkloadBuilder: PartBuilder where Part == ScenarioPart<SubjectType> {
    /// The type of the subject the workload acts on.
    associatedtype SubjectType
}

extension WorkloadBuilder {
    /// `Subject { … }`.
    public static func buildExpression(_ part: Subject<SubjectType>) -> [Part] { [.subject(part)] }
    /// `Setup(.perRun) { … }`.
    public static func buildExpression(_ part: Setup<SubjectType>) -> [Part] { [.setup(part)] }
    /// `Teardown(.perIteration) { … }`.
    public static func buildExpression(_ part: Teardown<SubjectType>) -> [Part] { [.teardown(part)] }
    /// `TrackObjects { … }`.
    public static func buildExpression(_ part: TrackObjects<SubjectType>) -> [Part] { [.trackObjects(part)] }
    /// `Budget(…)`.
    public static func buildExpression(_ part: Budget) -> [Part] { [.budget(part)] }
    /// `Parameter(…)`.
    public static func buildExpression(_ part: Parameter) -> [Part] { [.parameter(part)] }
    /// `TimeLimit(seconds:)`.
    public static func buildExpression(_ part: TimeLimit) -> [Part] { [.timeLimit(part)] }
    /// `Repetitions(atMost:because:)`.
    public static func buildExpression(_ part: Repetitions) -> [Part] { [.repetitions(part)] }
    /// `Metric(…)`.
    public static func buildExpression(_ part: Metric) -> [Part] { [.metric(part)] }
    /// `Record(…)`.
    public static func buildExpression(_ part: Record<SubjectType>) -> [Part] { [.record(part)] }
}
