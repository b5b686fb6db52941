import BenchKit
import Foundation
import Testing

/// Drives `bench-fixtures run` as a subprocess and checks exit codes and the reports it writes.
@Suite("end to end")
struct EndToEndTests {
    @Test("a run of every fixture exits 3 and reports each fixture's own failure")
    func allFixtures() async throws {
        let (run, output) = try await FixtureTool.runSuite([])
        #expect(run.exitCode == 3)
        let file = try RunReportFile(directory: output)
        let expected: [String: ScenarioStatus] = [
            "fixture-ok": .passed, "fixture-budget-breach": .failed, "fixture-leak": .failed,
            "fixture-crash": .crashed, "fixture-hang": .timedOut, "fixture-exit": .crashed,
            "fixture-garbage": .crashed, "fixture-throws": .error,
            "dsl-leak": .failed, "dsl-clean": .passed, "dsl-budget-breach": .failed,
        ]
        #expect(Dictionary(uniqueKeysWithValues: file.report.scenarios.map { ($0.name, $0.status) }) == expected)
        let crash = try #require(file.scenario("fixture-crash")?.failure)
        #expect(crash.hasPrefix("killed by signal 4 (SIGILL)"))
        #expect(crash.contains("deliberate crash"))
        #expect(file.scenario("fixture-hang")?.failure == "timed out after 2.00 s")
        #expect(file.scenario("fixture-exit")?.failure?.hasPrefix("exited with status 7") == true)
        #expect(file.scenario("fixture-garbage")?.failure?.hasPrefix("malformed result") == true)
        #expect(file.scenario("fixture-throws")?.failure?.contains("calibration file") == true)
        #expect(file.scenario("fixture-ok")?.failure == nil)
        #expect(file.report.durationSeconds < 8, "the hang must be cut at its 2 s limit")
        for scenario in file.report.scenarios {
            #expect(scenario.failure?.contains("\n") != true)
            #expect(scenario.seed == ScenarioSeed.derive(runSeed: 42, scenario: scenario.name))
        }
        #expect(run.stdout.contains("fixture-garbage"))
    }

    @Test("reports are written atomically: run files and latest.* equal, no temporary files left")
    func atomicWrites() async throws {
        let (run, output) = try await FixtureTool.runSuite(["--filter", "fixture-ok"])
        #expect(run.exitCode == 0)
        let file = try RunReportFile(directory: output)
        #expect(TemporaryDirectory.files(in: output) == [
            file.report.runId, "\(file.report.runId)/report.json", "\(file.report.runId)/report.md", "latest.json", "latest.md",
        ])
        #expect(try Data(contentsOf: file.runDirectory.appendingPathComponent("report.json")) == file.json)
        #expect(try String(contentsOf: file.runDirectory.appendingPathComponent("report.md"), encoding: .utf8) == file.markdown)
        #expect(run.stdout.contains("\(file.report.runId)/report.json"))
    }

    @Test("a broken latency budget exits 1 and shows the measured value")
    func budgetBreach() async throws {
        let (run, output) = try await FixtureTool.runSuite(["--filter", "fixture-budget-breach"])
        #expect(run.exitCode == 1)
        let file = try RunReportFile(directory: output)
        #expect(file.report.verdict == "FAILED")
        let broken = try #require(file.scenario("fixture-budget-breach")?.brokenBudgets.first)
        #expect(broken.budget.metric == .latency("switch"))
        #expect(broken.measured == 180e6)
        #expect(file.markdown.contains("| switch/wall_time max < 100 ms | 180 ms | < 100 ms |"))
    }

    @Test("a leak exits 1 and is reported by type")
    func leak() async throws {
        let (run, output) = try await FixtureTool.runSuite(["--filter", "fixture-leak"])
        #expect(run.exitCode == 1)
        let file = try RunReportFile(directory: output)
        let leaks = try #require(file.scenario("fixture-leak")?.leaks)
        #expect(leaks.heapGrowthBytes == 48_128)
        #expect(leaks.objects.filter { $0.leaked > 0 }.map(\.type) == ["KeyNode", "LayoutTree"])
        #expect(file.markdown.contains("12 × `KeyNode` leaked (52 alive, 40 expected)"))
    }

    @Test("tags select, a different seed changes every scenario's seed")
    func tagsAndSeed() async throws {
        let (run, output) = try await FixtureTool.runSuite(["--tag", "ok", "--tag", "failing", "--seed", "7", "--quick"])
        #expect(run.exitCode == 1)
        let file = try RunReportFile(directory: output)
        #expect(file.report.scenarios.map(\.name) == [
            "fixture-ok", "fixture-budget-breach", "fixture-leak", "dsl-leak", "dsl-clean", "dsl-budget-breach",
        ])
        #expect(file.report.settings.seed == 7 && file.report.settings.quick)
        #expect(file.scenario("fixture-ok")?.seed == ScenarioSeed.derive(runSeed: 7, scenario: "fixture-ok"))
    }

    @Test("list prints every fixture, as a table and as JSON")
    func list() async throws {
        let table = try await FixtureTool.run(["list"])
        #expect(table.exitCode == 0)
        #expect(table.stdout.contains("fixture-hang") && table.stdout.contains("2.00 s"))
        let json = try await FixtureTool.run(["list", "--json"])
        let entries = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]]
        #expect(entries?.count == 11)
        #expect(entries?.first?["time_limit_seconds"] as? Double == 10)
    }
}
