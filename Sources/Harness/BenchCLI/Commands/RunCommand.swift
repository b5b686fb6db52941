import ArgumentParser
import BenchProfile
import BenchReport
import BenchRunner
import BenchSafety
import PerfModel

/// `run`: runs the selected scenarios, each repetition in its own worker, and writes the reports.
struct RunCommand: BenchSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run scenarios (each in its own worker process) and write JSON and Markdown reports.",
        discussion: """
            Selection: a scenario runs when its name matches --filter (if given) and it carries at least one \
            of the --tag values (if any are given). A selection that matches nothing is an error (exit 2). \
            Everything the run will write is checked before the first scenario starts. Reports go to \
            <output>/<run-id>/report.json and report.md; <output>/latest links to the newest run, and \
            <output>/latest.json and latest.md read through it.

            --filter syntax: \(FilterPattern.helpSyntax)
            """
    )

    /// The seed used when `--seed` is not given.
    static let defaultSeed: UInt64 = 42

    @Option(parsing: .unconditional, help: ArgumentHelp(FilterPattern.helpAbstract, valueName: "pattern"))
    var filter: String?

    @Option(
        name: .customLong("tag"),
        help: ArgumentHelp("Run only scenarios carrying this tag; repeat for any of several tags.", valueName: "tag"))
    var tags: [String] = []

    @Flag(
        help:
            "Quick mode: scenarios scale their iteration counts down (a smoke run, not a measurement: its time budgets are shown, not judged)."
    )
    var quick = false

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Directory the reports are written to; created if missing.", valueName: "dir"))
    var output = "Reports"

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Base seed, a whole number from 0 to 18446744073709551615; each scenario's seed is derived from it and its name. (default: \(defaultSeed))",
            valueName: "n"))
    var seed: NumberOption<SeedRule>?

    @Option(
        name: .customLong("time-limit"), parsing: .unconditional,
        help: ArgumentHelp(
            "Per-scenario time limit in seconds, for scenarios that declare none; a worker past it is killed.",
            valueName: "seconds"))
    var timeLimit: NumberOption<TimeLimitRule> = "300"

    @Option(
        name: .customLong("describe-time-limit"), parsing: .unconditional,
        help: ArgumentHelp(
            "How long a worker (and the --against worker) may take to list its scenarios before the run starts; a worker past it is killed (exit 3). Apart from --time-limit, which bounds the scenarios. (default: \(Int(WorkerLauncher.describeTimeLimitSeconds)))",
            valueName: "seconds"))
    var describeTimeLimit: NumberOption<DescribeTimeLimitRule>?

    @Option(
        name: .customLong("max-samples"), parsing: .unconditional,
        help: ArgumentHelp(
            "Raw samples kept per metric in the report (an even stride through them beyond that).", valueName: "n"))
    var maxSamples: NumberOption<MaxSamplesRule> = "1000"

    @Flag(
        help:
            "Keep raw samples and histograms in report.json for every scenario (by default only a scenario that did not pass keeps them)."
    )
    var samples = false

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Worker processes per scenario, interleaved across scenarios; > 1 gives between-process spread and intervals that compare runs honestly.",
            valueName: "n"))
    var repetitions: NumberOption<RepetitionsRule> = "1"

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Force every scenario's measured iteration count (scaling experiments); benchmarks keep their timing.",
            valueName: "n"))
    var iterations: NumberOption<IterationsRule>?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "The scheduling priority (nice value, -20 highest to 19) the workers run at. The default raises them above other work on the machine, so a busy machine preempts the measured code less and the run takes less of its time; raising needs CAP_SYS_NICE (root) or an RLIMIT_NICE that allows it, and when refused the run goes on at the priority it has (the report says which). 0 runs them as any other process. (default: \(WorkerNice.standard))",
            valueName: "n"))
    var nice: NumberOption<NiceRule>?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "After writing, keep only the newest n run directories in the output directory (and the one 'latest' points at); default: keep all.",
            valueName: "n"))
    var keep: NumberOption<KeepRule>?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Compare the run with this earlier report when it is written (the comparison's Markdown follows the summary; a regression exits 1).",
            valueName: "report.json"))
    var baseline: String?

    @Flag(
        name: .customLong("allow-different-machines"),
        help: "With --baseline: compare even when the two runs' machines differ.")
    var allowDifferentMachines = false

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Paired A/B run: measure this baseline worker executable and the current one in the same run, alternating round by round (ABBA), same scenarios and seeds; --repetitions is the number of pairs (6 or more for a verdict). Writes baseline.json and compare.md beside the report; a regression exits 1.",
            valueName: "worker"))
    var against: String?

    @Option(
        name: .customLong("against-commit"), parsing: .unconditional,
        help: ArgumentHelp(
            "With --against: the commit or ref (main, HEAD~1) the baseline worker was built from, resolved with git and named in baseline.json and in the comparison's header (default: unknown — the baseline worker's commit is not this checkout's).",
            valueName: "commit"))
    var againstCommit: String?

    @Option(
        name: .customLong("time-scale"), parsing: .unconditional,
        help: ArgumentHelp(
            "Measure each benchmark for this fraction of its declared minimum time (0 < f ≤ 1; default 1, and 0.35 with --against: a paired gate of 8 pairs starts 16 workers per scenario where a single run starts 5).",
            valueName: "f"))
    var timeScale: NumberOption<TimeScaleRule>?

    @Flag(
        help:
            "Instruction mode: run the workers under valgrind's callgrind and report <operation>/instructions (per call, deterministic) instead of timings; needs valgrind (exit 3 without it)."
    )
    var instructions = false

    @Flag(
        name: .customLong("no-cross-check"),
        help:
            "With --against: skip the instruction pass (one callgrind run per side after the timed rounds) that tells a timing change of the code from layout/alignment of the two executables."
    )
    var noCrossCheck = false

    @Flag(
        name: .customLong("cross-check-all"),
        help:
            "With --against: count every shared scenario in the instruction pass, not only those whose verdict a count can change (a flagged timing, an interval excluding 1, a change beyond the noise floor)."
    )
    var crossCheckAll = false

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Profile each selected scenario's measured phase and write the profile beside the report (<run>/profiles/<scenario>/): cpu (perf samples), instructions (callgrind; implies --instructions), alloc (jemalloc's profiler: allocation sites, bytes and counts); with --against, both sides and a diff of them. docs/profiling.md.",
            valueName: "kind"))
    var profile: ProfileKind?

    @Option(
        name: .customLong("profile-rate"), parsing: .unconditional,
        help: ArgumentHelp(
            "With --profile cpu: samples per second of CPU time (default: \(CPUCollector.defaultRate)).",
            valueName: "hz"))
    var profileRate: NumberOption<ProfileRateRule>?

    @Flag(
        name: .customLong("profile-harness"),
        help:
            "With --profile cpu: keep the harness's own frames (its loop, recorder and clock reads) instead of folding them into one [harness] frame."
    )
    var profileHarness = false

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Run the K-th of N shards of the selection, balanced by recorded cost (docs/nightly.md); merge the N reports with 'merge'.",
            valueName: "K/N"))
    var shard: String?

    @Option(
        name: .customLong("shard-costs"), parsing: .unconditional,
        help: ArgumentHelp(
            "With --shard: the costs to balance, from an earlier report or a history folder (every shard must read the same); default: 1 s each.",
            valueName: "report.json|dir"))
    var shardCosts: String?

    @Flag(
        name: .customLong("check-arguments"),
        help:
            "Check the arguments as a run would before it asks the worker anything, print the settings a script needs (output=, quick=, shard=; one a line) and run nothing: a script checks its arguments this way before it builds the worker."
    )
    var checkArguments = false

    @OptionGroup var worker: WorkerOption

    /// The numeric options, read (`NumberOption`); one line naming the option, the value and what is expected
    /// otherwise.
    func numbers() throws(ValidationError) -> RunNumbers {
        RunNumbers(
            seed: try seed.value() ?? Self.defaultSeed, timeLimit: try timeLimit.value(),
            maxSamples: try maxSamples.value(),
            repetitions: try repetitions.value(), iterations: try iterations.value(), keep: try keep.value(),
            timeScale: try timeScale.value() ?? (against == nil ? nil : WorkerSettings.pairedTimeScale),
            describeLimit: try describeTimeLimit.value() ?? WorkerLauncher.describeTimeLimitSeconds,
            nice: try nice.value() ?? WorkerNice.standard
        )
    }

    func validate() throws {
        _ = try numbers()
        _ = try profileRate.value()
    }

    var mainOutputIsStdout: Bool { checkArguments }

    /// Runs the plan; the summary and the comparison are printed as the run ends, so the result holds only the code.
    func execute(output: CommandOutput) async throws -> CommandResult {
        if checkArguments {
            _ = try await checkedInputs()
            return CommandResult(text: try checkedSettings())
        }
        let plan = try await prepare()
        defer { plan.cleanUp() }
        return CommandResult(exitCode: await plan.execute(output: output))
    }

    /// The run's numbers and the baseline's commit (`--against-commit` resolved), checked before any
    /// worker is asked anything (exit 2 in one line otherwise).
    func checkedInputs() async throws -> (RunNumbers, String?) {
        let numbers: RunNumbers
        do { numbers = try self.numbers() } catch { throw UsageError(error.message) }
        if againstCommit != nil, against == nil {
            throw UsageError("--against-commit names the --against worker's commit: give --against too")
        }
        try checkCrossCheckFlags()
        var baselineCommit: String? = nil
        if let againstCommit { baselineCommit = try await PairedPlan.resolvedCommit(againstCommit) }
        return (numbers, baselineCommit)
    }

    /// The run's plan, every input checked and every tool prepared (exit 2 or 3 in one line otherwise);
    /// nothing has run yet. The caller runs it, then calls its `cleanUp()`.
    func prepare() async throws -> RunPlan {
        let (numbers, baselineCommit) = try await checkedInputs()
        try checkScratch()
        ScratchFolder.removeLeftovers()
        let priority = await WorkerNice.set(numbers.nice)
        var plan = try RunPlan(
            self, numbers: numbers,
            catalogue: try await worker.catalogue(filter: filter, timeLimitSeconds: numbers.describeLimit))
        plan.settings.priority = priority
        // A plan refused while it is prepared removes the scratch folders it made so far.
        do {
            if let against {
                var paired = try await PairedPlan.make(
                    baselineWorker: against, command: self, plan: plan, describeLimit: numbers.describeLimit)
                paired.commit = baselineCommit
                plan.mode = .paired(PairedRun(plan: paired, crossCheckAll: crossCheckAll))
            }
            try await plan.prepareProfile(self)
            if instructions || profile == .instructions { try plan.countInstructions() }
        } catch {
            plan.cleanUp()
            throw error
        }
        if !noCrossCheck { plan.prepareCrossCheck() }
        return plan
    }

    /// `--no-cross-check` and `--cross-check-all` shape the paired run's instruction pass: refused without
    /// `--against` (they would change nothing) and together (one turns off what the other widens).
    private func checkCrossCheckFlags() throws {
        if noCrossCheck, crossCheckAll {
            throw UsageError("--cross-check-all and --no-cross-check cannot be combined")
        }
        guard against == nil else { return }
        if noCrossCheck {
            throw UsageError("--no-cross-check is for a paired run's instruction pass: give --against too")
        }
        if crossCheckAll {
            throw UsageError("--cross-check-all is for a paired run's instruction pass: give --against too")
        }
    }
}
