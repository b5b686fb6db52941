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
    /// `--baseline`: the report to compare the run with, read once before the run.
    var baseline: BaselineInput?
    /// `--against`: the baseline worker of a paired A/B run, and what it runs.
    var against: PairedPlan?
    /// `--instructions`: how workers run under callgrind.
    var instructions: InstructionMode?
    /// `--profile KIND`: what the workers collect, written beside the report.
    var profile: ProfileSession?
    /// `--profile KIND --against`: the baseline side's profiles.
    var baselineProfile: ProfileSession?
    /// A paired run's instruction cross-check: how each side's worker runs under callgrind (`nil`: timings alone).
    var crossCheck: (baseline: InstructionMode, current: InstructionMode)?
    /// `--cross-check-all`: the instruction pass counts every shared scenario, not only those it can re-judge.
    var crossCheckAll = false
    /// `--shard K/N`: what this shard's report says about the plan.
    var shard: ShardInfo?

    init(_ command: RunCommand, numbers: RunNumbers, catalogue: [ScenarioInfo]) throws {
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
        if let path = command.baseline {
            baseline = try BaselineInput(
                path: path, allowDifferentMachines: command.allowDifferentMachines, selected: scenarios)
        }
        do {
            try writer.check()
        } catch {
            throw UsageError(error.description)
        }
    }
}
