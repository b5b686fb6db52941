import BenchReport
import BenchRunner
import Foundation
import TestSupport
import Testing

/// Drives `keyboard-bench run --worker bench-fixtures-worker` and checks exit codes and the reports it writes.
@Suite("end to end", .serialized)
struct EndToEndTests {
    @Test("every misbehaving worker becomes its own scenario's failure; the run goes on and exits 3")
    func misbehaving() async throws {
        let (run, output) = try await FixtureTool.runSuite(["--tag", "crashing"])
        #expect(run.exitCode == 3)
        let file = try RunReportFile(directory: output)
        let expected: [String: ScenarioStatus] = [
            "fixture-crash": .crashed, "fixture-hang": .timedOut, "fixture-exit": .crashed,
            "fixture-garbage": .crashed, "fixture-throws": .error, "fixture-prints": .passed,
        ]
        #expect(Dictionary(uniqueKeysWithValues: file.report.scenarios.map { ($0.name, $0.status) }) == expected)
        let crash = try #require(file.scenario("fixture-crash")?.failure)
        #expect(crash.hasPrefix("killed by signal 4 (SIGILL)"))
        #expect(crash.contains("deliberate crash"))
        #expect(file.scenario("fixture-hang")?.failure == "timed out after 2.00 s")
        #expect(file.scenario("fixture-exit")?.failure?.hasPrefix("exited with status 7") == true)
        #expect(file.scenario("fixture-garbage")?.failure?.hasPrefix("malformed result") == true)
        #expect(
            file.scenario("fixture-throws")?.failure
                == "fixture-throws threw: in Repeat, step 'step', iteration 4: calibration file 'touch-offsets.json' is missing"
        )
        #expect(
            file.scenario("fixture-crash")?.repetitions.first?.peakResidentBytes ?? 0 > 1e6,
            "the reaper reports a crashed worker's peak too")
        #expect(file.report.durationSeconds < 20, "the hang must be cut at its 2 s limit")
        for scenario in file.report.scenarios {
            #expect(scenario.failure?.contains("\n") != true)
            #expect(scenario.seed == ScenarioSeed.derive(runSeed: 42, scenario: scenario.name))
        }
    }

    @Test("reports are written atomically: run files and latest.* equal, no temporary files left")
    func atomicWrites() async throws {
        let (run, output) = try await FixtureTool.runSuite(["--filter", "^dsl-clean$"])
        #expect(run.exitCode == 0)
        let file = try RunReportFile(directory: output)
        #expect(
            TemporaryDirectory.files(in: output) == [
                file.report.runId, "\(file.report.runId)/report.json", "\(file.report.runId)/report.md", "latest",
                "latest.json", "latest.md",
            ])
        #expect(
            try FileManager.default.destinationOfSymbolicLink(atPath: output.appendingPathComponent("latest").path)
                == file.report.runId)
        #expect(try Data(contentsOf: file.runDirectory.appendingPathComponent("report.json")) == file.json)
        #expect(
            try String(contentsOf: file.runDirectory.appendingPathComponent("report.md"), encoding: .utf8)
                == file.markdown)
        #expect(run.stdout.contains("\(file.report.runId)/report.json"))
    }

    @Test("the run reports a resident floor: the empty scenario's peak, with live heap ≈ 0 and heap growth 0")
    func residentFloor() async throws {
        let (run, output) = try await FixtureTool.runSuite(["--filter", "^dsl-clean$"])
        #expect(run.exitCode == 0)
        let file = try RunReportFile(directory: output)
        let floor = try #require(file.report.residentFloor)
        #expect(floor.name == "harness-floor" && floor.status == .passed)
        let floorBytes = try #require(file.report.residentFloorBytes)
        #expect(floorBytes > 1e6 && floorBytes < 30e6)
        #expect(floor.metric(.heapGrowth)?.value == 0)
        #expect(
            abs(floor.metric(.liveHeap)?.value ?? .infinity) < 4096,
            "the harness's buffers are outside the subject's heap")
        let clean = try #require(file.scenario("dsl-clean"))
        let peak = try #require(clean.metric(.peakResident)?.value)
        #expect(clean.metric(.residentAboveFloor)?.value == peak - floorBytes)
        #expect(file.markdown.contains("Resident floor"))
    }

    @Test("--repetitions 3 runs three worker processes per scenario and reports each, with their spread")
    func repetitions() async throws {
        let (run, output) = try await FixtureTool.runSuite([
            "--filter", "^(dsl-clean|dsl-slowest)$", "--repetitions", "3",
        ])
        #expect(run.exitCode == 0)
        let file = try RunReportFile(directory: output)
        #expect(file.report.settings.repetitions == 3)
        for scenario in file.report.scenarios {
            #expect(scenario.repetitions.map(\.index) == [1, 2, 3])
            #expect(
                scenario.repetitions.allSatisfy {
                    $0.status == .passed && ($0.peakResidentBytes ?? 0) > 0 && $0.noise != nil
                })
            let latency = try #require(scenario.headlineMetric)
            #expect(latency.repetitions.count == 3)
            #expect(latency.spread != nil)
            #expect(latency.summary?.n == 3 * 50 || latency.summary?.n == 3 * 200)
            #expect(scenario.metric(.peakResident)?.repetitions.count == 3)
        }
        #expect(file.report.residentFloor?.repetitions.count == 3)
        // Interleaved: the progress lines alternate scenarios rather than finishing one first.
        let order = run.stderrLines.filter { $0.contains(" done (") }.map {
            $0.contains("dsl-clean") ? "c" : $0.contains("dsl-slowest") ? "s" : "f"
        }
        #expect(order == ["f", "c", "s", "f", "c", "s", "f", "c", "s"])
    }

    @Test("the slowest calls are kept with where they happened; the maximum is one of them")
    func slowestCalls() async throws {
        let (_, output) = try await FixtureTool.runSuite(["--filter", "^dsl-slowest$"])
        let scenario = try #require(try RunReportFile(directory: output).scenario("dsl-slowest"))
        let spikes = scenario.slowest.filter { $0.operation == "spike" }
        #expect(spikes.count == 10)
        let worst = try #require(spikes.first)
        #expect(worst.iteration == 7 && worst.step == 1 && worst.repetition == 1)
        #expect(worst.nanoseconds >= 3e6)
        #expect(scenario.metric(.latency("spike"))?.summary?.max == worst.nanoseconds)
        #expect(scenario.slowest.filter { $0.operation == "quick" }.count == 10)
    }

    @Test("tags select, a different seed changes every scenario's seed")
    func tagsAndSeed() async throws {
        let (run, output) = try await FixtureTool.runSuite(["--tag", "metrics", "--seed", "7", "--quick"])
        #expect(run.exitCode == 1)
        let file = try RunReportFile(directory: output)
        #expect(file.report.scenarios.map(\.name) == ["metric-accuracy-holds", "metric-accuracy-breaks"])
        #expect(file.report.settings.seed == 7 && file.report.settings.quick)
        #expect(
            file.scenario("metric-accuracy-holds")?.seed
                == ScenarioSeed.derive(runSeed: 7, scenario: "metric-accuracy-holds"))
    }

    @Test("list prints every fixture with budgets, metrics with unit and direction, and JSON")
    func list() async throws {
        let table = try await FixtureTool.run(["list", "--metrics"])
        #expect(table.exitCode == 0)
        #expect(table.stdout.contains("fixture-hang") && table.stdout.contains("2.00 s"))
        #expect(table.stdout.contains("accuracy ≥ 99.5 %"))
        #expect(table.stdout.contains("· accuracy (ratio, ↑ value)"))
        #expect(table.stdout.contains("· switch/wall_time (ns, ↓ distribution)"))
        let json = try await FixtureTool.run(["list", "--json"])
        let entries = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]]
        // With metric-never-recorded, alloc-sites, fixture-profile-hot, the two worst-case and two p99 preemption scenarios, dsl-capped, dsl-no-warm-up and the two split scenarios.
        #expect(entries?.count == 26)
        #expect(entries?.first?["time_limit_seconds"] as? Double == 10)
    }
}
