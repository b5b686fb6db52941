import BenchModel

/// Whether a setup or teardown runs once around the whole run or around every iteration.
public enum SetupScope: Sendable {
    /// Once before warm-up (setup) or once after the measured phase (teardown).
    case perRun
    /// Before (setup) or after (teardown) every iteration, warm-up and measured; never measured itself.
    case perIteration
}

/// An iteration count, with the smaller count a quick smoke run uses.
public struct IterationCount: Sendable, Equatable {
    /// Iterations in a full run.
    public let full: Int
    /// Iterations with `--quick`.
    public let quick: Int

    /// `full` iterations, `quick` with `--quick` (default: a twentieth, at least 1).
    public init(_ full: Int, quick: Int? = nil) {
        self.full = full
        self.quick = quick ?? Swift.max(1, full / 20)
    }

    /// The count for the given mode.
    public func count(quick isQuick: Bool) -> Int { isQuick ? quick : full }
}

/// Makes the subject the scenario acts on: `Subject { KeyboardSession(device: .iPhone14Pro) }`.
public struct Subject<S> {
    let make: () throws -> S
    /// The subject factory; runs once per run, in the worker, before any setup.
    public init(_ make: @escaping () throws -> S) { self.make = make }
}

/// Work done before the run or before each iteration, never measured.
public struct Setup<S> {
    let scope: SetupScope
    let body: (S) throws -> Void
    /// Setup with the given scope.
    public init(_ scope: SetupScope, _ body: @escaping (S) throws -> Void) {
        self.scope = scope
        self.body = body
    }
}

/// Work done after the run or after each iteration, never measured.
public struct Teardown<S> {
    let scope: SetupScope
    let body: (S) throws -> Void
    /// Teardown with the given scope.
    public init(_ scope: SetupScope, _ body: @escaping (S) throws -> Void) {
        self.scope = scope
        self.body = body
    }
}

/// Iterations run before measuring, to reach a steady state (caches filled, code paths taken once).
///
/// Without a body, warm-up runs the `Repeat` block's own steps: the safest choice, since every
/// first-use cost of the measured steps is then paid before the memory baseline.
public struct Warmup<S> {
    let iterations: IterationCount
    /// The warm-up's own steps; `nil` means the measured steps.
    let steps: [Step<S>]?
    /// `iterations` warm-up iterations of `steps` (`quick` of them with `--quick`).
    public init(_ iterations: Int, quick: Int? = nil, @StepBuilder<S> _ steps: () -> [Step<S>]) {
        self.iterations = IterationCount(iterations, quick: quick)
        self.steps = steps()
    }

    /// `iterations` warm-up iterations of the `Repeat` block's steps.
    public init(_ iterations: Int, quick: Int? = nil) {
        self.iterations = IterationCount(iterations, quick: quick)
        self.steps = nil
    }
}

/// The measured phase: `iterations` iterations of `steps`.
public struct Repeat<S> {
    let iterations: IterationCount
    let steps: [Step<S>]
    /// `iterations` measured iterations of `steps` (`quick` of them with `--quick`).
    public init(_ iterations: Int, quick: Int? = nil, @StepBuilder<S> _ steps: () -> [Step<S>]) {
        self.iterations = IterationCount(iterations, quick: quick)
        self.steps = steps()
    }
}

/// Leak tracking: a census while the subject is held (per type: alive against what the subject
/// holds) and a process-wide live count, taken before the subject exists and after it is released.
public struct TrackObjects<S> {
    let census: (S) -> [ObjectCount]
    let live: () -> [String: Int]
    /// Tracking with both counts: `census` after the measured phase, `live` before and after the subject's life.
    public init(census: @escaping (S) -> [ObjectCount], live: @escaping () -> [String: Int]) {
        self.census = census
        self.live = live
    }
}

/// Declares a metric the scenario records itself, with its unit and which direction is better:
/// `Metric("accuracy", unit: .ratio, polarity: .largerIsBetter)`; record it with
/// `context.record("accuracy", value)` in a step, or with `Record("accuracy") { subject in … }`.
public struct Metric: Sendable {
    let spec: MetricSpec
    /// A custom metric: one value per run (`.value`, default) or one sample per record (`.distribution`).
    public init(
        _ name: String, unit: MetricUnit, polarity: Polarity, shape: MetricShape = .value, deterministic: Bool = false
    ) {
        spec = MetricSpec(id: .custom(name), unit: unit, polarity: polarity, shape: shape, deterministic: deterministic)
    }
}

/// Records a declared single-valued metric once, after the measured phase, from the subject:
/// `Record("accuracy") { typist in typist.accuracy }`.
public struct Record<S> {
    let metric: String
    let value: (S) throws -> Double
    /// A value read from the subject after the measured phase (before teardown).
    public init(_ metric: String, _ value: @escaping (S) throws -> Double) {
        self.metric = metric
        self.value = value
    }
}

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
