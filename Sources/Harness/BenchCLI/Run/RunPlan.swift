import BenchReport
import BenchRunner
import BenchSafety
import Foundation
import PerfModel

/// A `run` command line checked against the worker's catalogue: what to run, with which settings,
/// written where. Everything that can be wrong with the input — the selection, the numbers, every
/// path the run will write — is found here, before any scenario runs, and nothing is created.
struct RunPlan {
    var scenarios: [ScenarioInfo]
    var settings: HarnessSettings
    var identity: RunIdentity
    var writer: ReportWriter
    var worker: String
    /// What the run is measured against: alone, a stored baseline, or a baseline worker pair by pair.
    var mode: RunMode
    /// `--instructions`: how the (current side's) workers run under callgrind.
    var instructions: InstructionMode?
    /// `--profile KIND`: what the (current side's) workers collect, written beside the report.
    var profile: ProfileSession?

    /// `--baseline`: the report to compare the run with, read once before the run.
    var baseline: BaselineInput? { mode.baseline }
    /// `--against`: the baseline worker of a paired A/B run, and what it runs.
    var against: PairedPlan? { mode.paired?.plan }
    /// `--shard K/N`: what this shard's report says about the plan.
    var shard: ShardInfo? { mode.shard }

    init(_ command: RunCommand, numbers: RunNumbers, catalogue: [ScenarioInfo]) throws {
        let shard: ShardInfo?
        (scenarios, shard) = try Self.sharding(
            try ScenarioSelection(filter: command.filter, tags: command.tags).select(from: catalogue), command)
        settings = HarnessSettings(
            filter: command.filter, tags: command.tags, quick: command.quick, seed: numbers.seed,
            defaultTimeLimitSeconds: numbers.timeLimit, maxKeptSamples: numbers.maxSamples,
            repetitions: numbers.repetitions, iterations: numbers.iterations, keepSamples: command.samples
        )
        settings.timeScale = numbers.timeScale.flatMap { $0 == 1 ? nil : $0 }
        identity = RunIdentity()
        writer = ReportWriter(directory: command.output, runID: identity.runId, keep: numbers.keep)
        worker = command.worker.launcher.executable
        mode = .single(shard: shard)
        if let path = command.baseline {
            let baseline = try BaselineInput(
                path: path, allowDifferentMachines: command.allowDifferentMachines, selected: scenarios)
            mode = .compared(baseline, shard: shard)
        }
        do {
            try writer.check()
        } catch {
            throw UsageError(error.description)
        }
    }

    /// Changes the baseline side of a paired run (nothing for a run of one worker).
    mutating func updatePaired<Failure: Error>(_ change: (inout PairedRun) throws(Failure) -> Void) throws(Failure) {
        guard case .paired(var paired) = mode else { return }
        try change(&paired)
        mode = .paired(paired)
    }
}
