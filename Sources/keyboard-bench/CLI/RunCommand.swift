import BenchReport
import BenchRunner
import ArgumentParser

/// `run`: runs the selected scenarios, each in its own worker, and writes the reports.
struct RunCommand: BenchSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run scenarios (each in its own worker process) and write JSON and Markdown reports.",
        discussion: """
        Selection: a scenario runs when its name matches --filter (if given) and it carries at least one \
        of the --tag values (if any are given). A selection that matches nothing is an error (exit 2). \
        Reports go to <output>/<run-id>/report.json and report.md, and to <output>/latest.json and latest.md.
        """
    )

    /// The seed used when `--seed` is not given.
    static let defaultSeed: UInt64 = 42

    @Option(help: ArgumentHelp("Run only scenarios whose name matches this regular expression (anywhere in the name).", valueName: "regex"))
    var filter: String?

    @Option(name: .customLong("tag"), help: ArgumentHelp("Run only scenarios carrying this tag; repeat for any of several tags.", valueName: "tag"))
    var tags: [String] = []

    @Flag(help: "Quick mode: scenarios scale their iteration counts down (a smoke run, not a measurement).")
    var quick = false

    @Option(help: ArgumentHelp("Directory the reports are written to; created if missing.", valueName: "dir"))
    var output = "Reports"

    @Option(parsing: .unconditional, help: ArgumentHelp(
        "Base seed, a whole number from 0 to 18446744073709551615; each scenario's seed is derived from it and its name. (default: \(defaultSeed))",
        valueName: "n"))
    var seed: String?

    @Option(name: .customLong("time-limit"), help: ArgumentHelp(
        "Per-scenario time limit in seconds, for scenarios that declare none; a worker past it is killed.", valueName: "seconds"))
    var timeLimit: Double = 300

    @Option(name: .customLong("max-samples"), help: ArgumentHelp(
        "Raw samples kept per metric in the report (an even stride through them beyond that).", valueName: "n"))
    var maxSamples: Int = 1000

    @Option(help: ArgumentHelp(
        "Worker processes per scenario, interleaved across scenarios; > 1 gives between-process spread and CIs that compare runs honestly.",
        valueName: "n"))
    var repetitions: Int = 1

    @Option(help: ArgumentHelp("Force every scenario's measured iteration count (scaling experiments); benchmarks keep their timing.", valueName: "n"))
    var iterations: Int?

    @OptionGroup var worker: WorkerOption

    func validate() throws {
        guard (1...100).contains(repetitions) else {
            throw ValidationError("invalid --repetitions '\(repetitions)': expected a whole number from 1 to 100")
        }
        if let iterations, iterations < 1 {
            throw ValidationError("invalid --iterations '\(iterations)': expected a positive whole number")
        }
        guard timeLimit.isFinite, timeLimit > 0 else {
            throw ValidationError("invalid --time-limit '\(timeLimit)': expected a positive number of seconds")
        }
        guard maxSamples >= 1 else {
            throw ValidationError("invalid --max-samples '\(maxSamples)': expected a whole number of at least 1")
        }
    }

    func execute() async throws -> BenchExitCode {
        let plan = try RunPlan(self, catalogue: try await worker.catalogue())
        return await plan.execute()
    }
}
