/// A call the C trampoline of `CallgrindProbe` makes: a class, so that one object, made once per step
/// and phase, is called any number of times through one pointer, without an allocation per call.
class CallgrindCall {
    /// What the last call threw, handed back by `CallgrindProbe.call`.
    var error: (any Error)?

    /// The call's work; a subclass overrides it.
    func invoke() throws {}
}

/// One step of a plan against its subject. Everything the call reads is a constant, and the step
/// context lives in memory of its own (copied in before each call and out after it, outside callgrind's
/// collection window), so the counted call pays no exclusivity check of a class's stored variable.
final class CallgrindStep<S>: CallgrindCall {
    private let body: (S, inout StepContext) throws -> Void
    private let subject: S
    private let context: UnsafeMutablePointer<StepContext>

    init(_ step: Step<S>, subject: S, context: StepContext) {
        self.body = step.body
        self.subject = subject
        self.context = .allocate(capacity: 1)
        self.context.initialize(to: context)
    }

    deinit {
        context.deinitialize(count: 1)
        context.deallocate()
    }

    override func invoke() throws { try body(subject, &context.pointee) }

    /// Runs the step once as operation `op` with `context` (see `CallgrindProbe.call`).
    func run(op: Int, _ context: inout StepContext, collecting: Bool) throws {
        self.context.pointee = context
        defer { context = self.context.pointee }
        try CallgrindProbe.call(op: op, self, collecting: collecting)
    }
}
