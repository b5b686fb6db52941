import BenchReport
import BenchSafety
import PerfCompare

extension Gate {
    /// The sequential gate: this checkout built and run alone (`--repetitions`), then compared with
    /// the baseline report (both runs must come from this machine).
    func sequential(baseline: String, output: CommandOutput) async throws(GateFailure) -> GateVerdict {
        let worker = try await buildCurrent().get()
        let arguments =
            ["--tag", "pr", "--repetitions", "\(request.repetitions)", "--output", folder.current] + worker
        let status = try await runInProcess(arguments + request.runArguments, phase: "the run")
        if status == .badInput { throw GateFailure(.badInput, "the run refused its arguments (its output is above)") }
        let current = RunFolder.latest(in: folder.current).report
        let comparison = CompareCommandCore.run(baseline: baseline, current: current, options: CompareOptions())
        if let error = comparison.error {
            GateConsole.line(error)
        } else {
            try write(comparison.json, to: folder.compareJSON)
        }
        try publish(comparison.markdown, output: output)
        let finding = Self.findings(
            comparisonJSON: comparison.error == nil ? comparison.json : nil, report: Self.report(current))
        if comparison.exitCode == .badInput {
            return GateVerdict(code: .badInput, finding: "the baseline and this run cannot be compared")
        }
        return GateVerdict(code: .worse(status, comparison.exitCode), finding: finding)
    }
}
