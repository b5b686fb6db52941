import BenchReport
import BenchRunner

extension RunPlan {
    /// `--instructions`: finds valgrind and prepares the worker copies callgrind runs (both sides of a
    /// paired run, which then has no cross-check: its counts are the run). Without valgrind: one line,
    /// exit 3 — never a run of zeros — and no copy is left behind.
    mutating func countInstructions() throws {
        do throws(InstructionModeError) {
            let current = try InstructionMode.prepare(worker: worker)
            switch mode {
            case .single(_, let shard): mode = .single(.instructions(current), shard: shard)
            case .compared(let baseline, _, let shard): mode = .compared(baseline, .instructions(current), shard: shard)
            case .paired(var paired):
                let baseline: InstructionMode
                do throws(InstructionModeError) {
                    baseline = try InstructionMode.prepare(worker: paired.plan.worker)
                } catch {
                    current.cleanUp()
                    throw error
                }
                paired.measurement.cleanUp()
                paired.measurement = .instructions(InstructionPair(baseline: baseline, current: current))
                mode = .paired(paired)
            }
        } catch {
            throw ToolFailure(error.description)
        }
        settings.instructions = true
    }
}
