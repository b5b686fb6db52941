import BenchReport
import BenchSafety
import Foundation
import TestSupport
import Testing

@testable import BenchCLI

/// The gate's verdict: one line, last, in the format CI logs know.
@Suite("gate: the verdict")
struct GateVerdictTests {
    @Test func theLineNamesTheOutcomeTheFindingAndTheCode() {
        #expect(
            GateVerdict(code: .budgetFailed, finding: "compare: 1 worse · 24 unchanged; budgets: 25 passed in 73.1 s")
                .line
                == "pr-check: FAILED — compare: 1 worse · 24 unchanged; budgets: 25 passed in 73.1 s (exit 1)")
        #expect(GateVerdict(code: .success, finding: "f").line == "pr-check: PASSED — f (exit 0)")
        #expect(GateVerdict(code: .badInput, finding: "f").line == "pr-check: ERROR — f (exit 2)")
        #expect(GateVerdict(code: .crashed, finding: "f").line == "pr-check: ERROR — f (exit 3)")
    }

    @Test func findingsWithoutAComparisonOrAReportSaySo() {
        #expect(Gate.findings(comparisonJSON: nil, report: nil) == "compare: no comparison; budgets: no summary")
    }

    @Test func theVerdictIsTheLastLineWhenTheRunFails() async throws {
        let folder = try TemporaryDirectory("gate-verdict")
        try "{}".write(toFile: folder.at("base.json"), atomically: true, encoding: .utf8)
        let request = GateRequest(
            mode: .sequential(baseline: folder.at("base.json")), pairs: 8, repetitions: 5, output: folder.at("pr"),
            cache: folder.at("cache"), buildFlags: [],
            runArguments: ["--worker", folder.at("no-worker"), "--quick"], directory: folder.path)
        let descriptor = open(folder.at("stdout"), O_CREAT | O_WRONLY | O_TRUNC, 0o644)
        try #require(descriptor >= 0)
        let output = Gate.output(into: descriptor, named: "stdout")
        let code = await Gate(request: request).run(output: output)
        close(descriptor)
        #expect(code == .crashed)
        let lines = try String(contentsOfFile: folder.at("stdout"), encoding: .utf8).split(separator: "\n")
        #expect(lines.last?.hasPrefix("pr-check: ERROR — the run refused to start: ") == true, "\(lines)")
        #expect(lines.last?.hasSuffix("(exit 3)") == true)
    }

    @Test func theExplanationFitsWholeLines() {
        #expect(Gate.wholeLines(of: "ab\ncd\nef", within: 6) == "ab\ncd\n")
        #expect(Gate.wholeLines(of: "ab\ncd", within: 2) == "")
        #expect(Gate.escaped("a.b-c(1)") == "a\\.b-c\\(1\\)")
        #expect(
            Gate.passedOn(["--filter", "x", "--worker", "w", "--quick", "--seed=3", "--time-scale", "0.5", "--samples"])
                == ["--worker", "w", "--quick", "--seed=3", "--time-scale", "0.5"])
    }
}
