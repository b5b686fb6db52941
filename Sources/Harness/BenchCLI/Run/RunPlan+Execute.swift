import BenchReport
import BenchRunner
import Foundation
import PerfHistory

extension RunPlan {
    /// Runs the selected scenarios, writes the reports, prints the summary; returns the run's exit code.
    /// A report that cannot be written ends the run with exit 3, and the summary says so.
    func execute(output: CommandOutput) async -> BenchExitCode {
        warnIfDebugBuild()
        announceRepetitionCaps(applied: against == nil)
        if let against { return await executePaired(against, output: output) }
        let display = ProgressDisplay(terminal: Console.stderrIsTerminal, estimate: estimate())
        var runner = SuiteRunner(settings: settings, worker: worker, observer: display, instructions: instructions)
        runner.launcher.profile = profile
        let report = marked(await runner.run(scenarios, identity: identity))
        warnNotRecorded(report)
        guard let staged = writing(report, output: output, { try writer.stage(report) }) else { return .crashed }
        let profiled = writeProfiles(output: output)
        guard let written = writing(report, output: output, { try writer.publish(staged) }) else { return .crashed }
        output.print(ConsoleSummary.render(report, outcome: report.verdict, exitCode: report.exitCode))
        output.print("")
        output.print("report:   \(written.json)")
        output.print("markdown: \(written.markdown)")
        if !written.pruned.isEmpty { output.print("pruned:   \(written.pruned.count) older run(s)") }
        return compareWithBaseline(report, output: output, runCode: .worse(report.exitCode, profiled))
    }

    /// The progress estimate of this run: its schedule (a capped scenario only in its first rounds) and
    /// the recorded costs of its scenarios in the history beside its reports (`<output>/history`, where
    /// `scripts/nightly.sh` adds every run), from this machine's newest entries. No history: today's estimate.
    func estimate() -> RunEstimate {
        let history = HistoryStore(root: "\(writer.plan.directory)/history")
        let recorded = history.recordedCosts(machineKey: EnvironmentFingerprint.thisMachine().machineKey)
        let names = scenarios.map(\.name)
        let runner = SuiteRunner(settings: settings, worker: worker, instructions: instructions)
        return RunEstimate(
            schedule: RunEstimate.schedule(scenarios, runner: runner),
            recorded: recorded.filter { names.contains($0.key) || $0.key == FloorInfo.name }
        )
    }

    /// With `--baseline`: the comparison's Markdown after the summary; the worse of the run's and the
    /// comparison's exit codes (a crash 3, unreadable input 2, a regression or broken budget 1).
    func compareWithBaseline(_ current: RunReport, output: CommandOutput, runCode: BenchExitCode) -> BenchExitCode {
        guard let baseline else { return runCode }
        let comparison = baseline.compare(current)
        if let error = comparison.error { Console.error("--baseline '\(baseline.path)': \(error)") }
        output.print("")
        output.print(comparison.markdown)
        return .worse(runCode, comparison.exitCode)
    }

    /// Writes the run folder with `write`; when that fails, removes what was staged (no run folder is
    /// left, `latest` still names the run before), says so in one line naming the run folder, prints the
    /// summary marked NOT WRITTEN and returns `nil` (the run then exits 3).
    func writing<Written>(_ report: RunReport, output: CommandOutput, _ write: () throws -> Written) -> Written? {
        do {
            return try write()
        } catch {
            writer.discard()
            Console.error(
                "could not write the reports into '\(writer.plan.runDirectory)': \(error); nothing of the run was kept")
            output.print(
                ConsoleSummary.render(
                    report, outcome: "NOT WRITTEN: the reports could not be written", exitCode: .crashed))
            return nil
        }
    }

    /// A declared metric a scenario never recorded: one warning each (it shows as "not recorded").
    func warnNotRecorded(_ report: RunReport) {
        for scenario in report.scenarios {
            for name in scenario.notRecorded ?? [] {
                Console.warning(
                    "scenario '\(scenario.name)' declares metric '\(name)' but never recorded it: it shows as \"not recorded\" (record it, or remove its Metric)"
                )
            }
        }
    }

    func warnIfDebugBuild() {
        guard BuildFacts.configuration == "debug" else { return }
        Console.warning(
            """
            DEBUG BUILD — timings and memory figures are NOT representative \
            (the report records build_configuration=debug); build with '-c release' to measure.
            """)
    }
}
