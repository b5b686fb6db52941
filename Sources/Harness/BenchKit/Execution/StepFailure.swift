/// A step that threw, named: its block, the step (as declaration checks name it) and the iteration, so
/// a mistake only the run can find (`SwitchLayout(.numbers)` while already on numbers) says where it is.
struct StepFailure: Error, CustomStringConvertible {
    /// `Warmup` or `Repeat`.
    let block: String
    /// `step 'switch'`, `step 'type' #2` or `step 3`.
    let step: String
    /// The iteration of the block it threw in, from 0.
    let iteration: Int
    /// What the step threw.
    let error: any Error

    var description: String { "in \(block), \(step), iteration \(iteration + 1): \(error)" }
}

/// A `Repeat(countedBy:)` whose subject asked for no iteration: the run would measure nothing.
struct RepeatCountError: Error, CustomStringConvertible {
    let count: Int
    var description: String { "its Repeat count is \(count) for this subject; it must be at least 1" }
}
