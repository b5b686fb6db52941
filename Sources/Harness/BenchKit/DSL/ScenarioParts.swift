import BenchModel

/// Whether a setup or teardown runs once around the whole run or around every iteration.
public enum SetupScope: Sendable {
    /// Once before warm-up (setup) or once after the measured phase (teardown).
    case perRun
    /// Before (setup) or after (teardown) every iteration, warm-up and measured; never measured itself.
    case perIteration
}

/// An iteration count, with the smaller count a quick smoke run uses.
struct IterationCount: Sendable, Equatable {
    /// Iterations in a full run.
    let full: Int
    /// Iterations with `--quick`.
    let quick: Int

    /// `full` iterations, `quick` with `--quick` (default: a twentieth, at least 1).
    public init(_ full: Int, quick: Int? = nil) {
        self.full = full
        self.quick = quick ?? Swift.max(1, full / 20)
    }

    /// The count for the given mode.
    func count(quick isQuick: Bool) -> Int { isQuick ? quick : full }
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
    /// A count known only from the subject (`Repeat(countedBy:)`), asked when the scenario runs.
    let countedBy: ((S, _ quick: Bool) throws -> Int)?
    /// `iterations` measured iterations of `steps` (`quick` of them with `--quick`).
    public init(_ iterations: Int, quick: Int? = nil, @StepBuilder<S> _ steps: () -> [Step<S>]) {
        self.iterations = IterationCount(iterations, quick: quick)
        self.steps = steps()
        countedBy = nil
    }

    /// As many measured iterations of `steps` as `count` says of the subject (and of `--quick`), asked
    /// once in the worker that runs the scenario, after `Subject` made it: for a count that is the
    /// subject's own (a recorded session's frames), so listing or describing never loads what it reads.
    /// A count below 1 fails the run, naming the scenario.
    public init(countedBy count: @escaping (S, _ quick: Bool) throws -> Int, @StepBuilder<S> _ steps: () -> [Step<S>]) {
        iterations = IterationCount(1)
        self.steps = steps()
        countedBy = count
    }
}
