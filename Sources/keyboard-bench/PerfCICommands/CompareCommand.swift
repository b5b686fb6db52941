import ArgumentParser
import Foundation
import PerfCI

/// `keyboard-bench compare BASELINE.json CURRENT.json`: the merge gate.
struct CompareCommand: PerfCISubcommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Compares a run report against a baseline report; Markdown on stdout, JSON on request.",
        discussion: """
        A metric is worse or better only when the rank test over the repetitions is significant, the \
        bootstrap interval of the ratio of medians excludes 1, and the change exceeds the noise floor \
        (default 5 %). Deterministic metrics are compared exactly. Exit: 0 no regression (improvements \
        included), 1 a regression, 2 bad input.
        """
    )

    @Argument(help: "The baseline run report (report.json).")
    var baseline: String

    @Argument(help: "The current run report (report.json).")
    var current: String

    @Option(name: .customLong("json"), help: "Also write the comparison as JSON to this file.")
    var jsonOutput: String?

    @Flag(help: "Print JSON instead of Markdown on stdout.")
    var printJSON = false

    @Flag(help: "Compare reports whose machine fingerprints differ.")
    var allowDifferentMachines = false

    @Option(help: "The noise floor for metrics no override matches, as a fraction (0.05) or percent (5%).")
    var noiseFloor: String = "5%"

    @Option(name: .customLong("noise-floor-for"), help: "A per-metric floor, PATTERN=FRACTION (`*/wall_time=10%`); repeatable.")
    var noiseFloorOverrides: [String] = []

    @Option(help: "Significance level of the rank test.")
    var alpha: Double = 0.05

    func perform(_ out: PerfCIOutput) -> Int32 {
        let options: CompareOptions
        do { options = try makeOptions() } catch {
            PerfCIConsole.error("\(error)")
            return PerfCIExit.badInput
        }
        let output = CompareCommandCore.run(baseline: baseline, current: current, options: options)
        if output.error == nil, let jsonOutput {
            do { try FileIO.atomicWrite(Data(output.json.utf8), to: jsonOutput) } catch {
                PerfCIConsole.error("\(error)")
                return PerfCIExit.badInput
            }
        }
        return PerfCIConsole.finish(out, text: printJSON ? output.json : output.markdown, exitCode: output.exitCode, error: output.error)
    }

    func makeOptions() throws -> CompareOptions {
        let fallback = try NoiseFloor.parseOverride("*=\(noiseFloor)").fraction
        let overrides = try noiseFloorOverrides.map(NoiseFloor.parseOverride) + NoiseFloor.defaultOverrides
        guard alpha > 0, alpha < 1 else { throw PerfCIError("--alpha must be between 0 and 1") }
        return CompareOptions(
            allowDifferentMachines: allowDifferentMachines, alpha: alpha,
            noiseFloor: NoiseFloor(fallback: fallback, overrides: overrides)
        )
    }
}
