import ArgumentParser
import BenchReport
import Foundation
import PerfModel

/// `bisect`: the first commit between a good and a bad one whose instruction or allocation count moved,
/// each probed commit's worker built once (the gate's worker cache), the search bounded and reported.
struct BisectCommand: BenchSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "bisect",
        abstract: "Find the commit between --good and --bad where a scenario's count or timing moved.",
        discussion: """
            Lists the commits good..bad (first parent, oldest first), then binary-searches them: each probe takes \
            the commit's release worker from the cache (building it when missing; a commit that does not build \
            is skipped and its neighbour probed). A count (instructions, allocations) is read from one run and \
            compared exactly with good's: a relative change beyond --threshold is a move. A timing (wall_time, \
            cpu_time) is a paired run against good's worker (--pairs); a probe whose test and effect disagree \
            is measured again with more pairs (up to --max-pairs) rather than guessed. The culprit's profile is \
            diffed with its parent's (instructions) to name the functions that changed. `run` arguments follow \
            `--`. Run it from the package's root. Prints the report's Markdown on stdout, each probe on stderr, \
            and the verdict last. Exit: 0 a culprit found, no culprit (good and bad agree) or no single culprit \
            (the steps are named); 2 bad usage or input; 3 a build or run of good or bad failed, or an output \
            could not be written; 4 the probes ran out, or a probe stayed unsure, before the search ended.
            """
    )

    @Option(
        parsing: .unconditional, help: ArgumentHelp("The scenario or benchmark, by its exact name.", valueName: "name"))
    var scenario: String

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "instructions, allocations, allocated_bytes, wall_time or cpu_time (the operation that moved most), or <operation>/<one of them>.",
            valueName: "metric"))
    var metric = "instructions"

    @Option(parsing: .unconditional, help: ArgumentHelp("A commit with the old figure (a ref).", valueName: "ref"))
    var good: String

    @Option(
        parsing: .unconditional, help: ArgumentHelp("A later commit with the new figure (a ref).", valueName: "ref"))
    var bad: String

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("The worker cache (default $PERF_CACHE, else .build-cache/pr-check).", valueName: "dir"))
    var cache: String?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Where the probes' runs and build logs go (default Reports/bisect).", valueName: "dir"))
    var output = "Reports/bisect"

    @Option(
        name: .customLong("max-probes"), parsing: .unconditional,
        help: ArgumentHelp(
            "The most commits measured, good and bad included (default 2 × (⌈log2 N⌉ + 3)).", valueName: "n"))
    var maxProbes: String?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "The relative change, percent, beyond which a figure moved (default 0.5).", valueName: "percent"))
    var threshold = "0.5"

    @Option(parsing: .unconditional, help: ArgumentHelp("Also write the report as JSON here.", valueName: "path"))
    var json: String?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Pairs of a timing probe's paired run against good, 1 to 999 (default 8).", valueName: "n"))
    var pairs: String?

    @Option(
        name: .customLong("max-pairs"), parsing: .unconditional,
        help: ArgumentHelp(
            "The most pairs an unsure timing probe is measured with, retries included (default 4 × --pairs).",
            valueName: "n"))
    var maxPairs: String?

    @Option(
        name: .customLong("build-flags"), parsing: .unconditional,
        help: ArgumentHelp(
            "Extra `swift build` arguments for every probed commit, split at spaces; part of the cache key (default $PERF_BUILD_FLAGS).",
            valueName: "flags"))
    var buildFlags: String?

    @Argument(
        parsing: .postTerminator,
        help: ArgumentHelp("Arguments for every probe's `run`, after `--` (checked first).", valueName: "run arguments")
    )
    var runArguments: [String] = []

    /// Checks every input (one `bisect:` line and exit 2 when one is wrong), then bisects.
    func execute(output: CommandOutput) async throws -> CommandResult {
        let request: BisectRequest
        do {
            request = try await BisectRequest.make(
                self, environment: ProcessInfo.processInfo.environment,
                directory: FileManager.default.currentDirectoryPath)
        } catch let error as UsageError {
            BisectConsole.line(error.message)
            return CommandResult(exitCode: .badInput)
        }
        return CommandResult(exitCode: await Bisect(request: request).run(output: output))
    }
}
