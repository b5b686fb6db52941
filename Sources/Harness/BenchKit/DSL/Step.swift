/// What a step's body is given besides the subject: the seeded random source, where it is, and
/// where to record its own metrics.
public struct StepContext {
    /// The scenario's seeded generator; use it for every random choice.
    public var random: SeededRandom
    /// The iteration being run, from 0.
    public internal(set) var iteration: Int
    /// Warm-up or measured phase.
    public internal(set) var phase: Phase {
        didSet { if phase == .measured, oldValue != .measured { measuredStart = ClockProbe.monotonicNanoseconds() } }
    }
    let recorder: Recorder?
    /// When the measured phase began (monotonic nanoseconds); `nil` during warm-up.
    private var measuredStart: UInt64?

    init(random: SeededRandom, iteration: Int = 0, phase: Phase = .warmup, recorder: Recorder?) {
        self.random = random
        self.iteration = iteration
        self.phase = phase
        self.recorder = recorder
    }

    /// Records a value of a metric the scenario declared with `Metric(...)`: one sample of a
    /// distribution, or the run's value of a single-valued metric (the last recorded wins).
    /// Values recorded during warm-up are dropped. Recording an undeclared name fails the run.
    public func record(_ metric: String, _ value: Double) { recorder?.record(metric, value) }

    /// Adds `amount` to a declared single-valued metric used as a counter (requests sent, frames dropped).
    public func add(_ metric: String, _ amount: Double = 1) { recorder?.add(metric, amount) }

    /// Seconds since the measured phase began (the monotonic clock, harness overhead between steps
    /// included); 0 during warm-up, which never counts. The clock for a figure a scenario computes itself.
    var measuredSeconds: Double {
        guard phase == .measured, let measuredStart else { return 0 }
        return Double(ClockProbe.monotonicNanoseconds() &- measuredStart) / 1e9
    }

    /// Records `count` per second of the measured phase so far into a declared `.perSecond` metric
    /// (`context.recordRate("switches_per_second", count: switches)`); does nothing during warm-up.
    /// Call it on every iteration with the running count: the last value recorded is the run's.
    public func recordRate(_ metric: String, count: Double) {
        let seconds = measuredSeconds
        guard seconds > 0 else { return }
        record(metric, count / seconds)
    }
}

/// Which phase a step runs in.
public enum Phase: String, Sendable {
    case warmup
    case measured
}

/// One thing done to the subject in an iteration. A step with an operation name is measured
/// (wall time, CPU time, bytes allocated) every time it runs in the measured phase.
public struct Step<S> {
    /// The operation metrics are filed under (`switch`, `type`); `nil` for an unmeasured step.
    public let operation: String?
    /// The work.
    public let body: (S, inout StepContext) throws -> Void
    /// Finds what is wrong with the step as declared (an untypeable character, …), one line each; the
    /// registry refuses the scenario with them before anything runs. Only called when declarations are
    /// checked (never in the measuring process, so checking costs its memory nothing).
    public let problems: () -> [String]

    /// A step; measured under `operation` when it is not `nil`.
    public init(
        operation: String?, problems: @escaping () -> [String] = { [] },
        body: @escaping (S, inout StepContext) throws -> Void
    ) {
        self.operation = operation
        self.problems = problems
        self.body = body
    }
}

/// A word that stands for several steps (a measured one and the unmeasured upkeep after it).
public protocol StepSequenceConvertible {
    /// The subject type the steps act on.
    associatedtype Subject
    /// The steps, in order.
    var steps: [Step<Subject>] { get }
}

/// Anything that can stand in a step list: `Step` itself and the vocabulary words built on it.
public protocol StepConvertible {
    /// The subject type the step acts on.
    associatedtype Subject
    /// The step this word stands for.
    var step: Step<Subject> { get }
}

extension Step: StepConvertible {
    /// Itself.
    public var step: Step<S> { self }
}

/// A measured operation written inline: `Measure("build") { subject, context in ... }`.
public func Measure<S>(_ operation: String, _ body: @escaping (S, inout StepContext) throws -> Void) -> Step<S> {
    Step(operation: operation, body: body)
}

/// An unmeasured step written inline: `Perform { subject, context in ... }`.
public func Perform<S>(_ body: @escaping (S, inout StepContext) throws -> Void) -> Step<S> {
    Step(operation: nil, body: body)
}
