import BenchReport
import BenchRunner
import Foundation
import TestSupport
import Testing

/// `run --baseline`: a bad baseline is refused before anything runs; a good one is compared after.
@Suite("run with a baseline", .serialized)
struct RunBaselineTests {
    @Test("an unreadable or malformed baseline is bad input: exit 2, one line, nothing written")
    func badBaseline() async throws {
        let directory = try TemporaryDirectory.make()
        let malformed = directory.appendingPathComponent("bad.json")
        try Data("{\"schema_version\": 7}".utf8).write(to: malformed)
        for baseline in [directory.appendingPathComponent("missing.json").path, malformed.path] {
            let output = try TemporaryDirectory.make()
            let run = try await FixtureTool.run([
                "run", "--filter", "^dsl-clean$", "--output", output.path, "--baseline", baseline,
            ])
            #expect(run.exitCode == 2)
            #expect(run.stderrLines.count == 1 && run.stderrLines[0].hasPrefix("error: --baseline '\(baseline)'"))
            #expect(TemporaryDirectory.files(in: output).isEmpty)
        }
    }

    @Test("a run compared with an earlier run of the same code prints the comparison and keeps its exit code")
    func comparesAfterTheRun() async throws {
        let (first, output) = try await FixtureTool.runSuite(["--filter", "^dsl-clean$", "--repetitions", "3"])
        #expect(first.exitCode == 0)
        let baseline = try RunReportFile(directory: output)
        let copy = try TemporaryDirectory.make().appendingPathComponent("baseline.json")
        try baseline.json.write(to: copy)
        let (second, _) = try await FixtureTool.runSuite([
            "--filter", "^dsl-clean$", "--repetitions", "3", "--baseline", copy.path,
        ])
        #expect(second.stdout.contains("replace/wall_time"))
        // 3 repetitions a side: the rank test cannot reach p < 0.05, so the comparison cannot judge (4).
        #expect(second.exitCode == 4, "\(second.stderr)")
        #expect(second.stdout.contains("cannot judge: 3 vs 3 repetitions"))
    }

    /// The baseline is read once, before the run, and compared from memory (it was
    /// read three times: a pipe gave its report to the first reading only and the run was refused).
    @Test("a baseline from a pipe (process substitution) is read once and compared")
    func baselineFromAPipe() async throws {
        let run = try await FaultTests.shell(
            #"""
            $KB run --worker $W --filter '^dsl-clean$' --output $OUT/a >/dev/null 2>&1 || exit 9
            $KB run --worker $W --filter '^dsl-clean$' --output $OUT/b --baseline <(cat $OUT/a/latest.json)
            """#)
        #expect(run.code == 4, "one repetition a side cannot be judged: \(run.stderr)")
        #expect(run.stdout.contains("replace/wall_time"), "the comparison follows the summary: \(run.stdout)")
    }
}
