import BenchSafety
import PerfModel

// The rules of the numeric options, one per option (its name and what it accepts in one place).

/// A whole-number option: `option`'s value must be in `range`.
protocol WholeNumberRule: NumberRule where Value == Int {
    /// The option, with its dashes.
    static var option: String { get }
    /// The values it accepts.
    static var range: ClosedRange<Int> { get }
}

extension WholeNumberRule {
    static func read(_ text: String) throws(ArgumentValueError) -> Int {
        try ArgumentValue.wholeNumber(text, option: option, in: range)
    }
}

/// `run --seed`: 0 to 2^64 − 1.
enum SeedRule: NumberRule {
    static func read(_ text: String) throws(ArgumentValueError) -> UInt64 {
        try ArgumentValue.wholeNumber(text, option: "--seed", in: UInt64.min...UInt64.max)
    }
}

/// `run --time-limit`: a positive, finite number of seconds.
enum TimeLimitRule: NumberRule {
    static func read(_ text: String) throws(ArgumentValueError) -> Double {
        try ArgumentValue.positiveSeconds(text, option: "--time-limit")
    }
}

/// `run --describe-time-limit`: a positive, finite number of seconds.
enum DescribeTimeLimitRule: NumberRule {
    static func read(_ text: String) throws(ArgumentValueError) -> Double {
        try ArgumentValue.positiveSeconds(text, option: "--describe-time-limit")
    }
}

/// `run --max-samples`: 1 to 1,000,000.
enum MaxSamplesRule: WholeNumberRule { static let option = "--max-samples", range = 1...1_000_000 }
/// `run --repetitions`: 1 to 100.
enum RepetitionsRule: WholeNumberRule { static let option = "--repetitions", range = 1...100 }
/// `run --iterations`: 1 to 100,000,000.
enum IterationsRule: WholeNumberRule { static let option = "--iterations", range = 1...100_000_000 }
/// `run --nice`: a Linux nice value, −20 (highest priority) to 19.
enum NiceRule: WholeNumberRule { static let option = "--nice", range = -20...19 }
/// `run --keep`: 1 to 100,000 run directories.
enum KeepRule: WholeNumberRule { static let option = "--keep", range = 1...100_000 }
/// `run --profile-rate`: 1 to 50,000 samples a second (perf's own ceiling is set by the kernel).
enum ProfileRateRule: WholeNumberRule { static let option = "--profile-rate", range = 1...50_000 }
/// `history prune --keep-last`: 1 to 100,000 runs per machine (0 would delete every run).
enum KeepLastRule: WholeNumberRule { static let option = "--keep-last", range = 1...100_000 }
/// `history changes --minimum-segment`: 1 to 10,000 runs.
enum MinimumSegmentRule: WholeNumberRule { static let option = "--minimum-segment", range = 1...10_000 }

/// `--alpha` (compare, history changes): a significance level strictly between 0 and 1.
enum AlphaRule: NumberRule {
    static func read(_ text: String) throws(ArgumentValueError) -> Double {
        try ArgumentValue.probability(text, option: "--alpha")
    }
}

/// `run --time-scale`: a fraction above 0 and at most 1.
enum TimeScaleRule: NumberRule {
    static func read(_ text: String) throws(ArgumentValueError) -> Double {
        try ArgumentValue.fraction(text, option: "--time-scale")
    }
}

/// A floor option: a finite fraction (`0.05`) or percentage (`5%`) of at least 0, and at most `maximum`
/// when the option has one.
protocol FloorRule: NumberRule where Value == Double {
    /// The option, with its dashes.
    static var option: String { get }
    /// The largest value accepted, as a fraction (`nil`: no bound).
    static var maximum: Double? { get }
}

extension FloorRule {
    static var maximum: Double? { nil }

    static func read(_ text: String) throws(ArgumentValueError) -> Double {
        guard let fraction = try? NoiseFloor.parseOverride("*=\(text)").fraction, fraction.isFinite,
            fraction <= maximum ?? .infinity
        else {
            let expected = maximum.map { "a fraction (0.05) or a percentage (5%) from 0 to \(Int($0 * 100))%" }
            throw ArgumentValueError(
                option: option, value: text,
                expected: expected ?? "a fraction (0.05) or a percentage (5%) of at least 0")
        }
        return fraction
    }
}

/// `--noise-floor` (compare, history changes).
enum NoiseFloorRule: FloorRule { static let option = "--noise-floor" }
/// `compare --paired-noise-floor`: at most 100 % (a larger floor would call no paired change a change).
enum PairedNoiseFloorRule: FloorRule { static let option = "--paired-noise-floor", maximum: Double? = 1 }
/// `compare --instruction-threshold`: at most 100 % (instruction counts are exact; a larger threshold
/// would hide a doubling).
enum InstructionThresholdRule: FloorRule { static let option = "--instruction-threshold", maximum: Double? = 1 }
/// `compare --layout-floor`: at most 100 % (the change a timing may make with the same instructions and
/// still be called layout/alignment).
enum LayoutFloorRule: FloorRule { static let option = "--layout-floor", maximum: Double? = 1 }
/// `compare --resolution`: at most 100 % (the largest statistical MDC a paired timing may have and still
/// be called unchanged).
enum ResolutionRule: FloorRule { static let option = "--resolution", maximum: Double? = 1 }
