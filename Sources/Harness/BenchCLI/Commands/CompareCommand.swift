import ArgumentParser
import BenchReport
import BenchSafety
import Foundation
import PerfCompare
import PerfModel

/// `keyboard-bench compare BASELINE.json CURRENT.json`: the merge gate.
struct CompareCommand: BenchSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Compares a run report against a baseline report; Markdown on stdout, JSON on request.",
        discussion: """
            A metric is worse or better only when the rank test over the repetitions is significant, the \
            bootstrap interval of the ratio of medians excludes 1, and the change exceeds the noise floor \
            (default 5 %). Deterministic metrics are compared exactly. Exit: 0 no regression (improvements \
            included), 1 a regression, 2 bad input, 3 an output (--json, stdout) could not be written.
            """
    )

    @Argument(help: "The baseline run report (report.json).")
    var baseline: String

    @Argument(help: "The current run report (report.json).")
    var current: String

    @Option(
        name: .customLong("json"),
        help: "Also write the comparison as JSON to this file; - prints the JSON on stdout instead of the Markdown.")
    var jsonOutput: String?

    @Flag(help: "Print JSON instead of Markdown on stdout.")
    var printJSON = false

    @Flag(help: "Compare reports whose machine fingerprints differ.")
    var allowDifferentMachines = false

    @Option(
        parsing: .unconditional,
        help: "The noise floor for metrics no override matches, as a fraction (0.05) or percent (5%).")
    var noiseFloor: NumberOption<NoiseFloorRule> = "5%"

    @Option(
        name: .customLong("noise-floor-for"),
        help: "A per-metric floor, PATTERN=FRACTION (`*/wall_time=10%`); repeatable.")
    var noiseFloorOverrides: [String] = []

    @Option(parsing: .unconditional, help: "Significance level of the rank test, between 0 and 1.")
    var alpha: NumberOption<AlphaRule> = "0.05"

    @Option(
        name: .customLong("paired-noise-floor"), parsing: .unconditional,
        help:
            "The noise floor of a paired comparison (reports of one `run --against`) for metrics no override matches, 0 to 100% (default 3%)."
    )
    var pairedNoiseFloor: NumberOption<PairedNoiseFloorRule>?

    @Option(
        name: .customLong("instruction-threshold"), parsing: .unconditional,
        help:
            "The change an instruction count must exceed to be worse or better, as a fraction or percent, 0 to 100% (default 0.1%)."
    )
    var instructionThreshold: NumberOption<InstructionThresholdRule>?

    @Option(
        name: .customLong("layout-floor"), parsing: .unconditional,
        help:
            "In a paired run cross-checked with instruction counts: the largest wall-time change reported as layout/alignment when the operation's instructions are the same, 0 to 100% (default 10%)."
    )
    var layoutFloor: NumberOption<LayoutFloorRule>?

    @Option(
        name: .customLong("resolution"), parsing: .unconditional,
        help:
            "In a paired comparison: the largest statistical MDC a gated timing may have and still be called unchanged, 0 to 100% (default 10%); a noisier one is settled by its instruction count or not judged (exit 4)."
    )
    var resolution: NumberOption<ResolutionRule>?

    func validate() throws { _ = try makeOptions() }

    /// Reads both reports and compares them (`CompareCommandCore`, the one comparison entry point);
    /// writes the JSON to `--json FILE` when asked; prints the Markdown, or the JSON on request.
    func execute(output: CommandOutput) async throws -> CommandResult {
        let options: CompareOptions
        let jsonTarget: OutputFile?
        do {
            options = try makeOptions()
            jsonTarget = try jsonOutput.map { path throws(OutputPathError) in try OutputFile(path, option: "--json") }
            try jsonTarget?.checkNotOverwriting([baseline, current], option: "--json")
        } catch {
            return CommandResult(exitCode: .badInput, error: "\(error)")
        }
        let comparison = CompareCommandCore.run(baseline: baseline, current: current, options: options)
        if comparison.error == nil, let jsonTarget, !jsonTarget.isStandardOutput {
            do { try jsonTarget.write(Array(comparison.json.utf8)) } catch {
                return CommandResult(exitCode: .crashed, error: "\(error)")
            }
        }
        return comparison.result(printingJSON: printJSON || jsonTarget?.isStandardOutput == true)
    }

    func makeOptions() throws -> CompareOptions {
        let fallback = try noiseFloor.value()
        let overrides = try noiseFloorOverrides.map(NoiseFloor.parseOverride) + NoiseFloor.defaultOverrides
        var options = CompareOptions(
            allowDifferentMachines: allowDifferentMachines, alpha: try alpha.value(),
            noiseFloor: NoiseFloor(fallback: fallback, overrides: overrides),
            pairedNoiseFloor: try pairedNoiseFloor.value()
        )
        options.instructionThreshold = try instructionThreshold.value()
        options.layoutFloor = try layoutFloor.value()
        options.resolution = try resolution.value()
        return options
    }
}
