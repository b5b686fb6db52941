import BenchReport
import BenchSafety
import Foundation
import PerfModel

extension Gate {
    /// The paired gate: both sides built, one paired run of the `pr` scenarios (ABBA), the comparison
    /// published, an explanation when something got slower.
    func paired(_ comparison: BuildComparison, output: CommandOutput) async throws(GateFailure) -> GateVerdict {
        let (base, current) = try await buildSides(comparison)
        guard let baseWorker = base else {
            throw GateFailure(.badInput, "no base: give --base-ref or --base-worker")
        }
        var arguments = ["--tag", "pr", "--repetitions", "\(request.pairs)", "--against", baseWorker]
        if let commit = comparison.base.commit { arguments += ["--against-commit", commit] }
        arguments += ["--output", folder.paired] + current + request.runArguments
        let status = try await runInProcess(arguments, phase: "the paired run")
        let run = RunFolder.latest(in: folder.paired)
        guard status != .badInput, let markdown = Self.read(run.compareMarkdown),
            let json = Self.read(run.compareJSON)
        else {
            throw GateFailure(status == .success ? .crashed : status, "the paired run failed (its output is above)")
        }
        try write(json, to: folder.compareJSON)
        try publish(markdown, output: output)
        if status == .budgetFailed,
            let explanation = await explain(comparisonJSON: json, baseWorker: baseWorker, current: current)
        {
            try publish(explanation, output: output, appending: true)
        }
        return GateVerdict(code: status, finding: Self.findings(comparisonJSON: json, report: Self.report(run.report)))
    }

    /// A file's text; `nil` when it cannot be read.
    static func read(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }

    /// The run report at `path`; `nil` when it cannot be read.
    static func report(_ path: String) -> RunReport? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return try? ReportCoding.decode(data)
    }
}
