import ArgumentParser
import BenchSafety
import PerfCI

/// The numeric options of the PerfCI commands, read as `run` reads its own (issue 18 item 13): taken
/// as text (so `-3` is a value, not a missing one) and refused in one line naming option, value and
/// what is expected (exit 2).
enum PerfCIArguments {
    /// A whole number in `range`.
    static func wholeNumber(_ text: String, option: String, in range: ClosedRange<Int>) throws -> Int {
        do { return try ArgumentValue.wholeNumber(text, option: option, in: range) } catch { throw ValidationError(error.description) }
    }

    /// A significance level, strictly between 0 and 1.
    static func probability(_ text: String, option: String) throws -> Double {
        do { return try ArgumentValue.probability(text, option: option) } catch { throw ValidationError(error.description) }
    }

    /// A noise floor, a finite fraction (`0.05`) or percentage (`5%`) of at least 0.
    static func noiseFloor(_ text: String, option: String = "--noise-floor") throws -> Double {
        guard let fraction = try? NoiseFloor.parseOverride("*=\(text)").fraction, fraction.isFinite else {
            throw ValidationError(ArgumentValueError(option: option, value: text, expected: "a fraction (0.05) or a percentage (5%) of at least 0").description)
        }
        return fraction
    }
}
