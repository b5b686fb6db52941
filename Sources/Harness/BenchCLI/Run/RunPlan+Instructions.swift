import BenchReport
import BenchRunner

extension RunPlan {
    /// `--instructions`: finds valgrind and prepares the worker copies callgrind runs (both sides of a
    /// paired run). Without valgrind: one line, exit 3 — never a run of zeros.
    mutating func countInstructions() throws {
        do {
            instructions = try InstructionMode.prepare(worker: worker)
            try updatePaired { (paired: inout PairedRun) throws(InstructionModeError) in
                paired.plan.instructions = try InstructionMode.prepare(worker: paired.plan.worker)
            }
        } catch {
            throw ToolFailure(error.description)
        }
        settings.instructions = true
    }
}
