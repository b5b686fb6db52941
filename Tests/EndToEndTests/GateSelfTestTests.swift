import BenchReport
import Foundation
import TestSupport
import Testing

/// `scripts/gate-self-test.sh` on small fixture runs: its printed rates agree with the verdicts of the
/// runs it made. Instruction mode keeps it fast and deterministic: one pair of `cached-switch` per run,
/// the A/B side doing +1 % of the work (every 100th call twice).
@Suite("gate self-test", .serialized)
struct GateSelfTestTests {
    static var root: URL {
        var url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
            url.deleteLastPathComponent()
        }
        return url
    }

    @Test("A/A stays quiet and the +1 % instruction change is caught; the tally says so", .needs(.valgrind))
    func ratesOnFixtureRuns() async throws {
        try ToolAvailability.require(.valgrind)
        let bin = URL(fileURLWithPath: FixtureTool.keyboardBench).deletingLastPathComponent().path
        try #require(
            FileManager.default.isExecutableFile(atPath: bin + "/bench-selftest-worker"),
            "build it: swift build --product bench-selftest-worker")
        let out = try TemporaryDirectory.make().path
        let result = try TestProcess.run(
            "/bin/bash",
            [
                Self.root.path + "/scripts/gate-self-test.sh", "--instructions", "--runs", "2", "--pattern", "AB",
                "--pairs", "1",
                "--bin", bin, "--out", out, "--", "--filter", "^cached-switch$", "--quick",
            ]
        )
        let stdout = result.stdout
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(stdout.contains("paired A/A: 0 of 1 (0 %) compares of identical code failed the gate"), "\(stdout)")
        #expect(stdout.contains("paired A/B: injected slowdown caught in 1 of 1 (100 %)"), "\(stdout)")
        // One pair: the memory figures cannot be judged by their test, so the A/A run raises no alarm and
        // is no pass either (exit 4), and the tally says so.
        #expect(
            stdout.contains("run-01-A: paired gate cannot judge") && stdout.contains("run-02-B: paired gate FAIL"),
            "\(stdout)")
        #expect(stdout.contains("could not judge: 1"), "\(stdout)")

        // The tally's per-run verdicts are the reports' own: the A/B run's current side counts 1 % more.
        let runB = URL(fileURLWithPath: out).appendingPathComponent("run-02-B/latest")
        let base = try ReportCoding.decode(Data(contentsOf: runB.appendingPathComponent("baseline.json")))
        let head = try ReportCoding.decode(Data(contentsOf: runB.appendingPathComponent("report.json")))
        let before = try #require(base.scenarios.first?.metric(.instructions("switch"))?.value)
        let after = try #require(head.scenarios.first?.metric(.instructions("switch"))?.value)
        // About +1 %: every 100th call works twice, and a quick run's calls seldom fill whole hundreds, so the
        // share of doubled calls rounds up (1.0202 was read once).
        #expect(after / before > 1.005 && after / before < 1.03, "\(before) → \(after)")
    }
}
