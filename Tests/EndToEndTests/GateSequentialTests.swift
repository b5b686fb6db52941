import Foundation
import TestSupport
import Testing

/// `keyboard-bench gate BASELINE.json`: this checkout's worker run alone and compared with an earlier
/// report; the comparison on stdout and in the output folder, each phase's time on stderr, the verdict last.
@Suite("the sequential gate", .serialized)
struct GateSequentialTests {
    @Test func aRunComparedWithABaselineEndsWithItsVerdict() throws {
        let worker = FixtureTool.locate("bench-selftest-worker")
        let folder = try TemporaryDirectory("gate-sequential")
        let selection = ["--worker", worker, "--filter", "^cached-switch$", "--quick"]
        let base = try TestProcess.run(
            FixtureTool.keyboardBench,
            ["run", "--tag", "pr", "--repetitions", "3", "--output", folder.at("base")] + selection)
        try #require(base.exitCode == 0, "\(base)")
        let gate = try TestProcess.run(
            "/bin/sh",
            ["-c", "cd \"$DIR\" && exec \"$KB\" gate \"$@\"", "gate", "base/latest.json", "--repetitions", "3", "--"]
                + selection,
            options: TestProcessOptions(
                environment: [
                    "DIR": folder.path, "KB": FixtureTool.keyboardBench, "PERF_OUTPUT": folder.at("pr"),
                    "GITHUB_STEP_SUMMARY": folder.at("summary.md"),
                ], timeout: 300))
        #expect(gate.exitCode == 0 || gate.exitCode == 1, "\(gate)")
        let last = gate.stdout.split(separator: "\n").last.map(String.init) ?? ""
        #expect(
            last.hasPrefix("pr-check: PASSED — compare: ") || last.hasPrefix("pr-check: FAILED — compare: "), "\(last)")
        #expect(last.contains("; budgets: 1 passed in "), "\(last)")
        #expect(gate.stdout.contains("## keyboard-bench compare"), "\(gate.stdout)")
        #expect(gate.stderr.contains("pr-check: the current side is --worker \(worker): nothing built for it"))
        #expect(gate.stderr.contains("pr-check: the run in "), "\(gate.stderr)")
        let markdown = try String(contentsOfFile: folder.at("pr/compare.md"), encoding: .utf8)
        #expect(markdown.hasPrefix("## keyboard-bench compare"))
        #expect(FileManager.default.fileExists(atPath: folder.at("pr/compare.json")))
        #expect(try String(contentsOfFile: folder.at("summary.md"), encoding: .utf8) == markdown)
    }
}
