import ArgumentParser
import BenchSafety

/// A numeric option of any command, the one way they are all declared and read.
///
/// Declared `@Option(parsing: .unconditional) var repetitions: NumberOption<Repetitions> = "1"`:
/// ArgumentParser takes the text as the value whatever it looks like (`-3` is a bad value, not a
/// missing one), and the command's `validate()` reads it with its rule — so every refusal is the same
/// one line naming option, value and what is expected (`invalid --alpha '2': expected a number
/// between 0 and 1 (exclusive)`), exit 2, before the command does anything.
struct NumberOption<Rule: NumberRule>: ExpressibleByArgument, ExpressibleByStringLiteral, Sendable {
    /// The value as typed.
    let text: String

    init(argument: String) { text = argument }
    init(stringLiteral value: String) { text = value }

    /// The value read with the option's rule; a `ValidationError` (one line) when the text breaks it.
    func value() throws(ValidationError) -> Rule.Value {
        do { return try Rule.read(text) } catch { throw ValidationError(error.description) }
    }

    /// The default as help shows it (`(default: 300)`).
    var defaultValueDescription: String { text }
}

/// What a numeric option accepts: how its text becomes a value, or the one-line refusal.
protocol NumberRule: Sendable {
    /// The value's type.
    associatedtype Value
    /// Reads `text`; throws naming the option, the value and what is expected.
    static func read(_ text: String) throws(ArgumentValueError) -> Value
}

extension Optional {
    /// The value of an optional numeric option, `nil` when it was not given.
    func value<Rule>() throws(ValidationError) -> Rule.Value? where Wrapped == NumberOption<Rule> {
        guard let self else { return nil }
        return try self.value()
    }
}
