import BenchProfile
import BenchReport
import BenchRunner
import BenchSafety
import Foundation
import PerfCompare

extension RunPlan {
    /// A paired A/B run: both workers measured round by round, both reports written (`report.json` for
    /// the current worker, `baseline.json` beside it), then compared pair by pair (`compare.md`,
    /// `compare.json`); the run folder is published once all of it is written, or not at all. Exit: the worse of the current run's and the comparison's codes; 3 when a side
    /// has no figures for a scenario both share (`PairedGate`), named in one line.
    func executePaired(_ paired: PairedPlan, output: CommandOutput) async -> BenchExitCode {
        let display = ProgressDisplay(terminal: Console.stderrIsTerminal)
        let counting = instructions.flatMap { current in paired.instructions.map { (baseline: $0, current: current) } }
        var runner = PairedSuiteRunner(
            settings: settings, baselineWorker: paired.worker, currentWorker: worker, observer: display,
            instructions: counting)
        if let profile, let baselineProfile = mode.paired?.profile {
            runner.profile(baseline: baselineProfile, current: profile)
        }
        var result = await crossChecked(
            await runner.run(baseline: paired.scenarios, current: scenarios, identity: identity), display: display)
        // The baseline worker was not built from this checkout: its commit is the one given, or unknown.
        result.baseline.environment.gitCommit = paired.commit
        result.baseline.environment.gitDirty = paired.commit.map { _ in false }
        let report = result.current
        guard
            let (written, baselinePath) = writing(
                report, output: output,
                {
                    (try writer.stage(report), try writer.writeSide(result.baseline, stem: RunFolder.baselineStem))
                })
        else { return .crashed }
        output.print(ConsoleSummary.render(report, outcome: report.verdict, exitCode: report.exitCode))
        output.print("")
        output.print("report:   \(written.json)")
        output.print("baseline: \(baselinePath)")
        let comparison = CompareCommandCore.compare(baseline: result.baseline, current: report)
        if let error = comparison.error {
            Console.error(error)
            _ = writing(report, output: output) { try writer.publish(written) }
            return .crashed
        }
        let gate = PairedGate.missingFigures(baseline: result.baseline, current: report)
        var markdown = (gate.map { "❌ \($0)\n\n" } ?? "") + comparison.markdown
        let (explained, profiled) = explainPaired(
            comparisonJSON: comparison.json, limit: ProfileDiff.commentLimit - markdown.utf8.count - 2, output: output)
        if !explained.isEmpty { markdown += "\n\n" + explained }
        guard
            let compared = writing(
                report, output: output,
                {
                    let path = try writer.writeFile(markdown, named: RunFolder.compareMarkdownName)
                    try writer.writeFile(comparison.json, named: RunFolder.compareJSONName)
                    _ = try writer.publish(written)
                    return path
                })
        else { return .crashed }
        output.print("compare:  \(compared)")
        output.print("")
        output.print(markdown)
        if let gate { Console.error(gate) }
        return .worse(.worse(gate == nil ? report.exitCode : .crashed, comparison.exitCode), profiled)
    }
}
