import BenchModel

/// A named parameter of the scenario, recorded in the report.
public struct Parameter: Sendable {
    let name: String
    let value: String
    /// `Parameter("device", "iPhone 14 Pro")`.
    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }
}

/// The scenario's own time limit; the worker is killed past it and the scenario reported as timed out.
public struct TimeLimit: Sendable {
    let seconds: Double
    /// A limit in seconds.
    public init(seconds: Double) { self.seconds = seconds }
}

/// The most repetitions the scenario needs, and why: a run asking for more (`--repetitions 5`, the
/// nightly's) runs it `atMost` times and its report says how many ran and why. For a scenario whose
/// metrics are deterministic and whose every worker already holds thousands of timing samples, more
/// workers only add time. A paired run (`--against`) does not apply it: its test needs its pairs.
public struct Repetitions: Sendable {
    let cap: RepetitionCap
    /// At most `atMost` repetitions (1 or more), for `reason` (required: the report shows it).
    public init(atMost: Int, because reason: String) { cap = RepetitionCap(atMost: atMost, reason: reason) }
}

/// For micro-benchmarks: how long to keep sampling (and how many samples at least).
public struct MinimumTime: Sendable {
    let full: Double
    let quick: Double
    let samples: Int
    /// Sample for at least `seconds` (a fifth of it with `--quick`) and at least `samples` samples.
    public init(seconds: Double, quick: Double? = nil, samples: Int = 100) {
        self.full = seconds
        self.quick = quick ?? seconds / 5
        self.samples = samples
    }
}
