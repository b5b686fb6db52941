import BenchReport
import BenchRunner

/// What a run is measured against — one value, so a combination the command line refuses (a paired run
/// with a stored baseline, a sharded paired run, a baseline side's profiles or cross-check without a
/// baseline worker) cannot be planned.
enum RunMode {
    /// One worker, alone; `shard`: the part of a sharded run this shard runs (`nil`: the whole selection).
    case single(shard: ShardInfo?)
    /// `--baseline FILE`: one worker, then compared with the report read before the run.
    case compared(BaselineInput, shard: ShardInfo?)
    /// `--against WORKER`: both workers measured pair by pair on this machine.
    case paired(PairedRun)

    /// This shard's info (`nil` unsharded; a paired run is never sharded).
    var shard: ShardInfo? {
        switch self {
        case .single(let shard), .compared(_, let shard): shard
        case .paired: nil
        }
    }

    /// The stored baseline of a `--baseline` run.
    var baseline: BaselineInput? {
        if case .compared(let baseline, _) = self { baseline } else { nil }
    }

    /// The baseline side of a paired run.
    var paired: PairedRun? {
        if case .paired(let paired) = self { paired } else { nil }
    }
}

/// A paired run's baseline side: its worker and scenarios (`PairedPlan`), where its profiles go, and
/// the instruction cross-check of both sides.
struct PairedRun {
    /// The baseline worker, what it runs, how it counts instructions, its commit.
    var plan: PairedPlan
    /// `--profile KIND`: the baseline side's profiles.
    var profile: ProfileSession?
    /// The instruction cross-check (`nil`: timings alone — `--no-cross-check`, no valgrind, or a run
    /// that counts instructions already).
    var crossCheck: CrossCheck?
    /// `--cross-check-all`: the instruction pass counts every shared scenario, not only those it can re-judge.
    var crossCheckAll = false
}

/// How each side's worker runs under callgrind for a paired run's instruction cross-check.
struct CrossCheck {
    var baseline: InstructionMode
    var current: InstructionMode

    /// The two modes as `PairedInstructionPass` takes them.
    var modes: (baseline: InstructionMode, current: InstructionMode) { (baseline, current) }
}
