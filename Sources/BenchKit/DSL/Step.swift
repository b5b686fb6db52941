/// Which phase a step runs in.
public enum Phase: String, Sendable {
    case warmup
    case measured
}

/// What a step's body is given besides the subject: the seeded random source and where it is.
public struct StepContext {
    /// The scenario's seeded generator; use it for every random choice.
    public var random: SeededRandom
    /// The iteration being run, from 0.
    public internal(set) var iteration: Int
    /// Warm-up or measured phase.
    public internal(set) var phase: Phase
}

/// One thing done to the subject in an iteration. A step with an operation name is measured
/// (wall time, CPU time, bytes allocated) every time it runs in the measured phase.
public struct Step<S> {
    /// The operation metrics are filed under (`switch`, `type`); `nil` for an unmeasured step.
    public let operation: String?
    /// The work.
    public let body: (S, inout StepContext) throws -> Void

    /// A step; measured under `operation` when it is not `nil`.
    public init(operation: String?, body: @escaping (S, inout StepContext) throws -> Void) {
        self.operation = operation
        self.body = body
    }
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
