/// Reading numeric option values with a message that names the option, the value and what is
/// expected (`--time-limit -5` must not say "Missing value").
///
/// swift-argument-parser reads `-5` as a flag, so declare numeric options as text parsed
/// unconditionally (the next argument is the value, whatever it looks like) and convert here:
///
/// ```swift
/// @Option(name: .customLong("time-limit"), parsing: .unconditional) var timeLimit = "300"
/// func validate() throws {
///     do { _ = try ArgumentValue.positiveSeconds(timeLimit, option: "--time-limit") }
///     catch { throw ValidationError(error.description) }
/// }
/// ```
public enum ArgumentValue {
    /// A whole number in `range`: `invalid --max-samples '-1': expected a whole number from 1 to 1000000`.
    public static func wholeNumber<T: FixedWidthInteger>(
        _ text: String, option: String, in range: ClosedRange<T>
    ) throws(ArgumentValueError) -> T {
        guard let value = T(text), range.contains(value) else {
            let upper = range.upperBound == T.max ? "" : " to \(range.upperBound)"
            let expected =
                range.upperBound == T.max
                ? "a whole number of at least \(range.lowerBound)" : "a whole number from \(range.lowerBound)\(upper)"
            throw ArgumentValueError(option: option, value: text, expected: expected)
        }
        return value
    }

    /// A finite number of seconds above zero: `invalid --time-limit '-5': expected a positive number of seconds`.
    public static func positiveSeconds(_ text: String, option: String) throws(ArgumentValueError) -> Double {
        guard let value = Double(text), value.isFinite, value > 0 else {
            throw ArgumentValueError(option: option, value: text, expected: "a positive number of seconds")
        }
        return value
    }

    /// A fraction above 0 and at most 1 (`--time-scale 0.5`):
    /// `invalid --time-scale '0': expected a fraction above 0 and at most 1`.
    public static func fraction(_ text: String, option: String) throws(ArgumentValueError) -> Double {
        guard let value = Double(text), value > 0, value <= 1 else {
            throw ArgumentValueError(option: option, value: text, expected: "a fraction above 0 and at most 1")
        }
        return value
    }

    /// A probability strictly between 0 and 1 (a significance level):
    /// `invalid --alpha '2': expected a number between 0 and 1 (exclusive)`.
    public static func probability(_ text: String, option: String) throws(ArgumentValueError) -> Double {
        guard let value = Double(text), value > 0, value < 1 else {
            throw ArgumentValueError(option: option, value: text, expected: "a number between 0 and 1 (exclusive)")
        }
        return value
    }
}

/// An option's value is not what it must be; one line for stderr (exit 2).
public struct ArgumentValueError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The option, with its dashes (`--time-limit`).
    public var option: String
    /// The value as given.
    public var value: String
    /// What is expected (`a positive number of seconds`).
    public var expected: String

    /// An error for `option` given `value`.
    public init(option: String, value: String, expected: String) {
        self.option = option
        self.value = value
        self.expected = expected
    }

    /// `invalid <option> '<value>': expected <expected>`.
    public var description: String { "invalid \(option) '\(value)': expected \(expected)" }
}
