import BenchRunner

/// `run`'s numeric options, read.
struct RunNumbers {
    var seed: UInt64
    var timeLimit: Double
    var maxSamples: Int
    var repetitions: Int
    var iterations: Int?
    var keep: Int?
    /// The benchmarks' measuring-time fraction (`nil`: as declared).
    var timeScale: Double?
    /// How long a worker may take to describe its scenarios (`--describe-time-limit`), apart from `--time-limit`.
    var describeLimit = WorkerLauncher.describeTimeLimitSeconds
    /// The nice value the workers run at (`--nice`).
    var nice = WorkerNice.standard
}
