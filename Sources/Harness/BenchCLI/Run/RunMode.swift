import BenchReport
import BenchRunner

/// What a run is measured against, and how its workers measure — one value, so a combination the
/// command line refuses cannot be planned: a paired run with a stored baseline, a sharded paired run, a
/// baseline side's profiles without a baseline worker, one side of a pair counting instructions and the
/// other timing, or an instruction cross-check of a run that counts instructions already.
enum RunMode {
    /// One worker, alone; `shard`: the part of a sharded run this shard runs (`nil`: the whole selection).
    case single(Measurement, shard: ShardInfo?)
    /// `--baseline FILE`: one worker, then compared with the report read before the run.
    case compared(BaselineInput, Measurement, shard: ShardInfo?)
    /// `--against WORKER`: both workers measured pair by pair on this machine.
    case paired(PairedRun)

    /// This shard's info (`nil` unsharded; a paired run is never sharded).
    var shard: ShardInfo? {
        switch self {
        case .single(_, let shard), .compared(_, _, let shard): shard
        case .paired: nil
        }
    }

    /// The stored baseline of a `--baseline` run.
    var baseline: BaselineInput? {
        if case .compared(let baseline, _, _) = self { baseline } else { nil }
    }

    /// The baseline side of a paired run.
    var paired: PairedRun? {
        if case .paired(let paired) = self { paired } else { nil }
    }

    /// How the current side's workers run under callgrind (`nil`: they are timed).
    var instructions: InstructionMode? {
        switch self {
        case .single(.instructions(let mode), _), .compared(_, .instructions(let mode), _): mode
        case .paired(let paired): paired.measurement.counting?.current
        case .single(.timings, _), .compared(_, .timings, _): nil
        }
    }

    /// Whether every worker of the run counts instructions (`--instructions`).
    var countsInstructions: Bool { instructions != nil }
}

/// How the workers of a run of one worker measure.
enum Measurement {
    /// By the clock.
    case timings
    /// `--instructions`: under callgrind, reporting `<operation>/instructions`.
    case instructions(InstructionMode)
}

/// A paired run's baseline side: its worker and scenarios (`PairedPlan`), where its profiles go, and
/// how both sides measure.
struct PairedRun {
    /// The baseline worker, what it runs, its commit.
    var plan: PairedPlan
    /// `--profile KIND`: the baseline side's profiles.
    var profile: ProfileSession?
    /// How both sides measure: timed (then maybe cross-checked), or both counting instructions.
    var measurement: PairedMeasurement = .timings(crossCheck: nil)
    /// `--cross-check-all`: the instruction pass counts every shared scenario, not only those it can re-judge.
    var crossCheckAll = false
}

/// How both sides of a paired run measure — the same way, always.
enum PairedMeasurement {
    /// Timed rounds; `crossCheck`: then one callgrind run per side of the scenarios a count can re-judge
    /// (`nil`: timings alone — `--no-cross-check` or no valgrind).
    case timings(crossCheck: InstructionPair?)
    /// `--instructions`: every round of both sides under callgrind (no cross-check: the counts are the run).
    case instructions(InstructionPair)

    /// Both sides' callgrind modes of an instruction-counting run (`nil` when the rounds are timed).
    var counting: InstructionPair? {
        if case .instructions(let pair) = self { pair } else { nil }
    }

    /// Both sides' callgrind modes of the instruction cross-check after timed rounds.
    var crossCheck: InstructionPair? {
        if case .timings(let pair) = self { pair } else { nil }
    }

    /// Removes both sides' callgrind copies, whichever way they are used.
    func cleanUp() {
        switch self {
        case .timings(let pair): pair?.cleanUp()
        case .instructions(let pair): pair.cleanUp()
        }
    }
}

/// How each side of a paired run runs under callgrind: for its instruction cross-check, or for every round.
struct InstructionPair {
    var baseline: InstructionMode
    var current: InstructionMode

    /// The two modes as `PairedSuiteRunner` and `PairedInstructionPass` take them.
    var modes: (baseline: InstructionMode, current: InstructionMode) { (baseline, current) }

    /// Removes both callgrind copies.
    func cleanUp() {
        baseline.cleanUp()
        current.cleanUp()
    }
}
