import BenchModel

/// The empty scenario every run measures first: the same worker doing nothing. Its peak resident is
/// the run's **resident floor** — what the worker costs before any keyboard code runs — and its heap
/// figures show the harness keeps itself out of the subject's (live heap ≈ 0, growth 0).
enum FloorScenario {
    /// The reserved name the worker runs for `floor`.
    static let name = "harness-floor"

    /// The empty scenario: an empty subject, one warm-up and one measured call of nothing.
    static var entry: RegisteredScenario {
        Scenario<Void>(name, tags: "harness") {
            Subject { () }
            Warmup(1)
            Repeat(1) { Measure("nothing") { _, _ in } }
        }.entry
    }
}
