import BenchReport

/// Instruction counts (`<operation>/instructions`, from `run --instructions`) are compared as
/// near-exact figures: no test and no repetitions needed — a change beyond a small threshold is worse
/// or better by polarity. The threshold is derived from measured run-to-run variation of identical
/// code (see Reports/PERFCI.md).
public enum InstructionCount {
    /// The default threshold, as a fraction: 0.1 %. Identical code gave identical counts in 10 of 10
    /// runs here (a variation of 0); the threshold leaves room for what still varies between machines
    /// and builds of one commit (environment size, path lengths, allocator state) and is 10× below the
    /// +1 % change the gate must catch.
    public static let defaultThreshold = 0.001

    /// Whether `metric` is an instruction count.
    public static func isInstructionCount(_ metric: String) -> Bool {
        MetricCatalogue.entry(for: MetricID(metric)) == MetricCatalogue.instructions
    }
}
