import BenchSafety
import PerfCI

// The rules of the numeric options, one per option (its name and range in one place).

/// `run --seed`: 0 to 2^64 − 1.
enum SeedRule: NumberRule {
    static func read(_ text: String) throws(ArgumentValueError) -> UInt64 {
        try ArgumentValue.wholeNumber(text, option: "--seed", in: UInt64.min...UInt64.max)
    }
}

/// `run --time-limit`: a positive, finite number of seconds.
enum TimeLimitRule: NumberRule {
    static func read(_ text: String) throws(ArgumentValueError) -> Double { try ArgumentValue.positiveSeconds(text, option: "--time-limit") }
}

/// `run --max-samples`: 1 to 1,000,000.
enum MaxSamplesRule: NumberRule {
    static func read(_ text: String) throws(ArgumentValueError) -> Int {
        try ArgumentValue.wholeNumber(text, option: "--max-samples", in: 1...1_000_000)
    }
}

/// `run --repetitions`: 1 to 100.
enum RepetitionsRule: NumberRule {
    static func read(_ text: String) throws(ArgumentValueError) -> Int { try ArgumentValue.wholeNumber(text, option: "--repetitions", in: 1...100) }
}

/// `run --iterations`: 1 to 100,000,000.
enum IterationsRule: NumberRule {
    static func read(_ text: String) throws(ArgumentValueError) -> Int {
        try ArgumentValue.wholeNumber(text, option: "--iterations", in: 1...100_000_000)
    }
}

/// `run --keep`: 1 to 100,000 run directories.
enum KeepRule: NumberRule {
    static func read(_ text: String) throws(ArgumentValueError) -> Int { try ArgumentValue.wholeNumber(text, option: "--keep", in: 1...100_000) }
}

/// `history prune --keep-last`: 1 to 100,000 runs per machine (0 would delete every run).
enum KeepLastRule: NumberRule {
    static func read(_ text: String) throws(ArgumentValueError) -> Int { try ArgumentValue.wholeNumber(text, option: "--keep-last", in: 1...100_000) }
}

/// `history changes --minimum-segment`: 1 to 10,000 runs.
enum MinimumSegmentRule: NumberRule {
    static func read(_ text: String) throws(ArgumentValueError) -> Int {
        try ArgumentValue.wholeNumber(text, option: "--minimum-segment", in: 1...10_000)
    }
}

/// `--alpha` (compare, history changes): a significance level strictly between 0 and 1.
enum AlphaRule: NumberRule {
    static func read(_ text: String) throws(ArgumentValueError) -> Double { try ArgumentValue.probability(text, option: "--alpha") }
}

/// `--noise-floor` (compare, history changes): a finite fraction (`0.05`) or percentage (`5%`) of at least 0.
enum NoiseFloorRule: NumberRule {
    static func read(_ text: String) throws(ArgumentValueError) -> Double {
        guard let fraction = try? NoiseFloor.parseOverride("*=\(text)").fraction, fraction.isFinite else {
            throw ArgumentValueError(option: "--noise-floor", value: text, expected: "a fraction (0.05) or a percentage (5%) of at least 0")
        }
        return fraction
    }
}
