/// Builds the step list of `Warmup` and `Repeat` blocks (the shared core, `PartBuilder`, gives blocks,
/// conditions, loops and reusable step arrays).
@resultBuilder
public enum StepBuilder<S>: PartBuilder {
    /// A step, the part this builder collects.
    public typealias Part = Step<S>

    /// One step word (`SwitchLayout(.numbers)`, `Step("name") { … }`).
    public static func buildExpression<Word: StepConvertible>(_ word: Word) -> [Step<S>] where Word.Subject == S {
        [word.step]
    }

    /// A word that is several steps (`Type("hello")`).
    public static func buildExpression<Word: StepSequenceConvertible>(_ word: Word) -> [Step<S>]
    where Word.Subject == S {
        word.steps
    }
}
