/// Builds the step list of `Warmup` and `Repeat` blocks.
@resultBuilder
public enum StepBuilder<S> {
    public static func buildExpression<Word: StepConvertible>(_ word: Word) -> [Step<S>] where Word.Subject == S {
        [word.step]
    }

    public static func buildExpression(_ steps: [Step<S>]) -> [Step<S>] { steps }

    public static func buildExpression<Word: StepSequenceConvertible>(_ word: Word) -> [Step<S>] where Word.Subject == S {
        word.steps
    }

    public static func buildBlock(_ parts: [Step<S>]...) -> [Step<S>] { parts.flatMap { $0 } }

    public static func buildOptional(_ part: [Step<S>]?) -> [Step<S>] { part ?? [] }

    public static func buildEither(first part: [Step<S>]) -> [Step<S>] { part }

    public static func buildEither(second part: [Step<S>]) -> [Step<S>] { part }

    public static func buildArray(_ parts: [[Step<S>]]) -> [Step<S>] { parts.flatMap { $0 } }
}
