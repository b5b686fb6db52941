import BenchReport
import BenchRunner
import Foundation
import PerfCI

extension RunPlan {
    /// A paired A/B run: both workers measured round by round, both reports written (`report.json` for
    /// the current worker, `baseline.json` beside it), then compared pair by pair (`compare.md`,
    /// `compare.json`). Exit: the worse of the current run's and the comparison's codes.
    func executePaired(_ paired: PairedPlan, output: CommandOutput) async -> BenchExitCode {
        let display = ProgressDisplay(terminal: Console.stderrIsTerminal)
        let counting = instructions.flatMap { current in paired.instructions.map { (baseline: $0, current: current) } }
        let runner = PairedSuiteRunner(settings: settings, baselineWorker: paired.worker, currentWorker: worker, observer: display, instructions: counting)
        let result = await runner.run(baseline: paired.scenarios, current: scenarios, identity: identity)
        let report = result.current
        guard let (written, baselinePath) = writing(report, output: output, {
            (try writer.write(report), try writer.writeSide(result.baseline, stem: "baseline"))
        }) else { return .crashed }
        output.print(ConsoleSummary.render(report, outcome: report.verdict, exitCode: report.exitCode))
        output.print("")
        output.print("report:   \(written.json)")
        output.print("baseline: \(baselinePath)")
        let comparison = RunComparison(baseline: result.baseline, current: report)
        if let error = comparison.error {
            Console.error(error)
            return .crashed
        }
        let markdown = comparison.markdown + Self.remeasuredNote(report.pairing?.remeasured ?? [])
        do {
            output.print("compare:  \(try writer.writeFile(markdown, named: "compare.md"))")
            try writer.writeFile(comparison.json, named: "compare.json")
        } catch {
            Console.error("could not write the comparison: \(error)")
            return .crashed
        }
        output.print("")
        output.print(markdown)
        return [report.exitCode, comparison.exitCode].max { $0.severity < $1.severity } ?? report.exitCode
    }

    /// The pairs measured again (`PairedRemeasure`), for the comparison's Markdown; empty when none.
    static func remeasuredNote(_ pairs: [String]) -> String {
        guard !pairs.isEmpty else { return "" }
        let rounds = pairs.map { pair in pair.replacingOccurrences(of: "#", with: " round ") }
        return "\n🔁 **Measured again** (\(pairs.count) pair\(pairs.count == 1 ? "" : "s"), the new pair replacing the first): "
            + rounds.joined(separator: ", ")
            + " — a worker of each lay more than \(Int(PairedRemeasure.threshold * 100)) % from its side's median p10, a spell of the machine as long as one worker.\n"
    }
}
