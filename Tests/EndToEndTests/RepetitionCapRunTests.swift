import BenchReport
import Foundation
import TestSupport
import Testing

/// A scenario's repetition cap (`Repetitions(atMost:because:)`) as a user meets it: the run honours it,
/// says so before it starts and in both reports; a paired run does not apply it.
@Suite("repetition caps", .serialized)
struct RepetitionCapRunTests {
    @Test("--repetitions 3 runs a scenario capped at 2 twice, says so on stderr, in report.json and report.md")
    func capHonouredAndReported() async throws {
        let (run, output) = try await FixtureTool.runSuite(
            ["--filter", "^dsl-(capped|clean)$", "--quick", "--repetitions", "3"])
        #expect(run.exitCode == 0, "\(run.stderr)")
        let file = try RunReportFile(directory: output)
        let capped = try #require(file.scenario("dsl-capped"))
        let clean = try #require(file.scenario("dsl-clean"))
        #expect(capped.repetitions.map(\.index) == [1, 2] && clean.repetitions.count == 3)
        #expect(
            capped.cappedRepetitions
                == CappedRepetitions(
                    requested: 3, cap: 2, applied: true, reason: "a fixture whose two workers say all"))
        #expect(clean.cappedRepetitions == nil)
        let json = String(decoding: file.json, as: UTF8.self)
        #expect(json.contains("\"capped_repetitions\""), "snake_case in report.json")
        let line =
            "2 of 3 repetitions (capped: a fixture whose two workers say all); its timings cannot be judged against another run's (`compare` needs ≥ 4 a side), its exact metrics and budgets are"
        #expect(file.markdown.contains("**Repetitions:** \(line)"))
        #expect(file.markdown.contains("3 repetitions per scenario (capped: dsl-capped 2)"))
        #expect(run.stderr.contains("note: scenario 'dsl-capped': \(line)\n"), "\(run.stderr)")
    }

    @Test("at or below the cap nothing changes and nothing is said")
    func belowTheCap() async throws {
        let (run, output) = try await FixtureTool.runSuite([
            "--filter", "^dsl-capped$", "--quick", "--repetitions", "2",
        ])
        #expect(run.exitCode == 0, "\(run.stderr)")
        let capped = try #require(try RunReportFile(directory: output).scenario("dsl-capped"))
        #expect(capped.repetitions.count == 2 && capped.cappedRepetitions == nil)
        #expect(!run.stderr.contains("note:"))
    }

    @Test("a paired run does not apply the cap: every pair runs, and the run says why")
    func pairedRunsEveryPair() async throws {
        let (run, output) = try await FixtureTool.runSuite([
            "--filter", "^dsl-capped$", "--quick", "--repetitions", "3", "--against", FixtureTool.fixtureWorker,
        ])
        #expect(run.exitCode == 4, "3 pairs cannot be judged: \(run.stderr)")
        let file = try RunReportFile(directory: output)
        let baseline = try ReportCoding.decode(
            Data(contentsOf: file.runDirectory.appendingPathComponent("baseline.json")))
        let current = try #require(file.scenario("dsl-capped"))
        #expect(current.repetitions.count == 3 && baseline.scenarios.first?.repetitions.count == 3)
        #expect(current.cappedRepetitions?.applied == false && current.cappedRepetitions?.ran == 3)
        #expect(
            run.stderr.contains(
                "note: scenario 'dsl-capped': 3 repetitions: its cap of 2 is not applied in a paired run (the signed-rank test needs its pairs)"
            ), "\(run.stderr)")
    }
}
