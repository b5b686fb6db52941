import BenchReport

extension ChangePoint {
    /// Whether the runs on both sides of the change measured the same commit: the code did not change
    /// there, so the step is the machine's (its speed mode, its load, its kernel), not a regression of
    /// the code.
    public var isMachineChange: Bool { lastCommitBefore != nil && lastCommitBefore == firstCommitAfter }
}
