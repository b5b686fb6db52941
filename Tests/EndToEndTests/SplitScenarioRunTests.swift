import BenchReport
import Foundation
import TestSupport
import Testing

/// A scenario split into parts (`Scenario(_:parts:)`) as a run meets it: each repetition runs one worker
/// per part side by side and reports one scenario, with every part's metrics.
@Suite("split scenarios", .serialized)
struct SplitScenarioRunTests {
    @Test("each part measures its own items in its own worker, and the report joins them")
    func partsAreJoined() async throws {
        let (run, output) = try await FixtureTool.runSuite(["--filter", "^split-in-two$", "--repetitions", "1"])
        #expect(run.exitCode == 0, "\(run.stderr)")
        let scenario = try #require(try RunReportFile(directory: output).scenario("split-in-two"))
        #expect(scenario.status == .passed && scenario.repetitions.count == 1)
        for item in ["north", "south", "east"] {
            #expect(
                scenario.metric(MetricID("touches.\(item)"))?.value == 50, "\(item): every iteration touched it once")
            #expect(scenario.metric(.latency("touch.\(item)"))?.summary?.n == 50, "\(item): 50 calls")
        }
        let process = { (item: String) in scenario.metric(MetricID("process.\(item)"))?.value }
        #expect(process("north") == process("east"), "items 0 and 2 are part 1's")
        #expect(process("north") != process("south"), "item 1 is measured in part 2's worker")
        #expect(scenario.metric(.heapGrowth)?.value == 0)
        let live = try #require(scenario.metric(.liveHeap)?.value)
        #expect(live >= 3 * 1_048_576 && live < 4 * 1_048_576, "the parts' heaps added: three items of 1 MiB, \(live)")
        #expect(scenario.parameters["items"] == "north, south, east")
    }

    @Test("a part that fails fails its repetition, and says which part")
    func aFailingPartIsNamed() async throws {
        let (run, output) = try await FixtureTool.runSuite(["--filter", "^split-one-part-fails$"])
        #expect(run.exitCode == 3, "\(run.stderr)")
        let scenario = try #require(try RunReportFile(directory: output).scenario("split-one-part-fails"))
        #expect(scenario.status != .passed)
        let reason = scenario.repetitions.first?.failure ?? scenario.failure ?? ""
        #expect(reason.contains("part 2/2") && reason.contains("bad-part"), "\(reason)")
    }

    @Test("list says a split scenario is measured in parts, and --json carries them")
    func listed() async throws {
        let table = try await FixtureTool.run(["list"])
        #expect(table.stdout.contains("measured in 2 workers side by side (parts)"), "\(table.stdout)")
        let json = try await FixtureTool.run(["list", "--json"])
        #expect(json.stdout.contains("\"parts\" : 2"), "\(json.stdout)")
    }

    @Test("a worker refuses a part of another count than the scenario's, in one line (exit 2)")
    func aWrongPartIsRefused() throws {
        for (scenario, part, parts) in [("split-in-two", "1/3", 2), ("dsl-clean", "1/2", 1)] {
            let run = try TestProcess.run(FixtureTool.fixtureWorker, ["run", scenario, "--seed", "1", "--part", part])
            #expect(run.exitCode == 2, "\(run)")
            #expect(
                run.stderr.contains(
                    "scenario '\(scenario)' is measured in \(parts) part(s); --part \(part) names one of "),
                "\(run.stderr)")
        }
    }
}
