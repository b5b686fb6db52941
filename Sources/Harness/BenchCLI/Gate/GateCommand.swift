import ArgumentParser
import BenchReport
import Foundation
import PerfModel

/// `gate`: the pull-request gate as one command — the base and this checkout built (the base's worker
/// from a cache keyed by commit and build configuration), one paired run of the `pr` scenarios, the
/// comparison, the explanation of what got slower, and the verdict, printed last.
struct GateCommand: BenchSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "gate",
        abstract: "The merge gate: build the base and this checkout, run the pr scenarios paired, compare, explain.",
        discussion: """
            gate --base-ref REF (paired A/B, recommended) · gate --base-worker PATH [--base-ref REF] (paired, a \
            prebuilt base worker) · gate BASELINE.json (sequential: this checkout run and compared with an earlier \
            report of this machine). Run it from the package's root; `run` arguments follow `--`. Every input is \
            checked before anything is built or created. Prints the comparison's Markdown on stdout (appended \
            to $GITHUB_STEP_SUMMARY when set), writes <output>/compare.md and compare.json, each phase's time on \
            stderr, and the verdict last. Options win over their environment variables (PERF_PAIRS, \
            PERF_REPETITIONS, PERF_OUTPUT, PERF_CACHE, PERF_BUILD_FLAGS). Exit: 0 no regression and every budget \
            held; 1 a regression or a broken budget; 2 bad usage or input; 3 a crash, a failed build, an output \
            that could not be written; 4 nothing worse but too few pairs or repetitions to judge.
            """
    )

    @Argument(help: ArgumentHelp("A baseline report of this machine (sequential gate).", valueName: "baseline.json"))
    var baseline: String?

    @Option(
        name: .customLong("base-ref"), parsing: .unconditional,
        help: ArgumentHelp("The base commit (a ref: origin/main, a tag, a hash).", valueName: "ref"))
    var baseRef: String?

    @Option(
        name: .customLong("base-worker"), parsing: .unconditional,
        help: ArgumentHelp("A prebuilt base worker executable (nothing of the base is built).", valueName: "path"))
    var baseWorker: String?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Pairs of a paired gate, 1 to 999 (default $PERF_PAIRS, else 8).", valueName: "n"))
    var pairs: String?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Repetitions of a sequential gate, 1 to 999 (default $PERF_REPETITIONS, else 5).", valueName: "n"))
    var repetitions: String?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("The output folder (default $PERF_OUTPUT, else Reports/pr).", valueName: "dir"))
    var output: String?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "The base-worker cache (default $PERF_CACHE, else .build-cache/pr-check).", valueName: "dir"))
    var cache: String?

    @Option(
        name: .customLong("build-flags"), parsing: .unconditional,
        help: ArgumentHelp(
            "Extra `swift build` arguments for both sides, split at spaces; part of the cache key (default $PERF_BUILD_FLAGS).",
            valueName: "flags"))
    var buildFlags: String?

    @Argument(
        parsing: .postTerminator, help: ArgumentHelp("Arguments for `run`, after `--`.", valueName: "run arguments"))
    var runArguments: [String] = []

    /// Checks every input (one `pr-check:` line and exit 2 when one is wrong), then runs the gate.
    func execute(output: CommandOutput) async throws -> CommandResult {
        let request: GateRequest
        do {
            request = try await GateRequest.make(
                self, environment: ProcessInfo.processInfo.environment,
                directory: FileManager.default.currentDirectoryPath)
        } catch let error as UsageError {
            GateConsole.line(error.message)
            return CommandResult(exitCode: .badInput)
        }
        return CommandResult(exitCode: await Gate(request: request).run(output: output))
    }
}
