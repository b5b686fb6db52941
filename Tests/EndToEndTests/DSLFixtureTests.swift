import BenchReport
import Foundation
import TestSupport
import Testing

/// The harness's verdicts on fixtures that really leak, stay clean, break a budget or score themselves,
/// run through the DSL, the run template, jemalloc and an isolated worker.
@Suite("verdicts on real measurements", .serialized)
struct DSLFixtureTests {
    @Test("a scenario that leaks objects and heap while held is caught, by type and in bytes")
    func realLeakIsCaught() async throws {
        let (run, output) = try await FixtureTool.runSuite(["--filter", "^dsl-leak$"])
        #expect(run.exitCode == 1)
        let scenario = try #require(try RunReportFile(directory: output).scenario("dsl-leak"))
        #expect(scenario.status == .failed)
        let leaks = try #require(scenario.leaks)
        #expect(leaks.whileHeld == [ObjectCount(type: "TrackedNode", live: 221, expected: 1)])
        #expect(leaks.leakedObjects == 220, "20 leaked in warm-up, 200 in the measured phase")
        #expect(
            leaks.afterRelease == [ObjectCount(type: "TrackedNode", live: 0, expected: 0)],
            "the churn frees them when released")
        #expect((leaks.heapGrowthBytes ?? 0) >= 200 * 1024, "200 leaked nodes of 1 KiB each")
        #expect(scenario.failure?.contains("heap_growth") == true)
        #expect(scenario.failure?.contains("leaked while held: 220 TrackedNode") == true)
    }

    @Test("the same scenario without the leak measures zero growth and passes")
    func cleanTwinPasses() async throws {
        let (run, output) = try await FixtureTool.runSuite(["--filter", "^dsl-clean$"])
        #expect(run.exitCode == 0)
        let scenario = try #require(try RunReportFile(directory: output).scenario("dsl-clean"))
        #expect(scenario.status == .passed)
        #expect(scenario.leaks?.heapGrowthBytes == 0)
        #expect(scenario.leaks?.leakedObjects == 0)
        #expect(scenario.metric(.latency("replace"))?.summary?.n == 200)
        #expect((scenario.metric(.allocatedBytes("replace"))?.summary?.p50 ?? 0) >= 1024, "each call allocates a node")
    }

    @Test("an operation slower than its budget fails with the measured value; sleeping burns no CPU")
    func realBudgetBreach() async throws {
        let (run, output) = try await FixtureTool.runSuite(["--filter", "dsl-budget-breach"])
        #expect(run.exitCode == 1)
        let scenario = try #require(try RunReportFile(directory: output).scenario("dsl-budget-breach"))
        let verdict = try #require(scenario.budgets.first)
        #expect(verdict.passed == false)
        #expect((verdict.measured ?? 0) >= 2e6)
        #expect((scenario.metric(.cpuTime("sleep"))?.summary?.p50 ?? .infinity) < 1e6)
    }

    @Test("a larger-is-better custom metric with an atLeast budget passes at 99.6 % and fails at 98 %")
    func customMetric() async throws {
        let (run, output) = try await FixtureTool.runSuite(["--tag", "metrics"])
        #expect(run.exitCode == 1)
        let file = try RunReportFile(directory: output)
        let holds = try #require(file.scenario("metric-accuracy-holds"))
        let breaks = try #require(file.scenario("metric-accuracy-breaks"))
        #expect(holds.status == .passed)
        #expect(breaks.status == .failed)
        #expect(breaks.failure == "budget accuracy ≥ 99.5 % broken: 98.0 %")
        let accuracy = try #require(holds.metric("accuracy"))
        #expect(accuracy.value == 0.996 && accuracy.summary == nil)
        #expect(accuracy.polarity == .largerIsBetter && accuracy.unit == .ratio && accuracy.deterministic)
        #expect(holds.metric("keys")?.value == 100, "context.add counted every measured touch, none of the warm-up")
        let distance = try #require(holds.metric("touch-distance"))
        #expect(distance.shape == .distribution && distance.summary?.n == 100 && distance.unit == .pixels)
        #expect(file.markdown.contains("| accuracy | ↑ | 99.6 % |"))
    }

    @Test("a tree cycle kept in the cache passes while held and fails after release, by type; the honest storm passes")
    func leakAfterRelease() async throws {
        let (run, output) = try await FixtureTool.runSuite(["--filter", "^keyboard-(honest-storm|self-retaining)$"])
        #expect(run.exitCode == 1)
        let file = try RunReportFile(directory: output)
        let honest = try #require(file.scenario("keyboard-honest-storm"))
        #expect(honest.status == .passed, "\(honest.failure ?? "")")
        #expect(honest.leaks?.leakedObjects == 0)
        let cycle = try #require(file.scenario("keyboard-self-retaining"))
        #expect(cycle.status == .failed)
        let leaks = try #require(cycle.leaks)
        #expect(
            leaks.whileHeld.allSatisfy { $0.leaked == 0 }, "the cache holds every live tree while the session lives")
        let released = Dictionary(uniqueKeysWithValues: leaks.afterRelease.map { ($0.type, $0.leaked) })
        #expect(released == ["KeyboardTree": 3, "KeyRowNode": 12, "KeyNode": 94])
        #expect(cycle.metric(.leakedAfterRelease)?.value == 109)
        #expect(cycle.failure?.contains("leaked after release: 94 KeyNode, 12 KeyRowNode, 3 KeyboardTree") == true)
    }

    @Test("the worker's peak does not grow with the iteration count (samples stream from constant storage)")
    func constantMemory() async throws {
        var peaks: [Int: Double] = [:]
        for iterations in [1_000, 100_000] {
            let (run, output) = try await FixtureTool.runSuite([
                "--filter", "^keyboard-scaling-storm$", "--iterations", String(iterations),
            ])
            #expect(run.exitCode == 0)
            let scenario = try #require(try RunReportFile(directory: output).scenario("keyboard-scaling-storm"))
            #expect(scenario.measuredIterations == iterations)
            #expect(scenario.metric(.latency("switch"))?.summary?.n == 3 * iterations)
            peaks[iterations] = try #require(scenario.metric(.peakResident)?.value)
        }
        // Kept in memory, 300,000 latency samples would take 2.4 MB; the peak moves by up to ~0.7 MB run to
        // run on a loaded machine whatever the count (0.1–0.4 MB quiet), so the line is drawn halfway.
        let growth = (peaks[100_000] ?? 0) - (peaks[1_000] ?? 0)
        #expect(growth < 1.2e6, "peak grew by \(growth) bytes from 1,000 to 100,000 iterations (300,000 calls)")
    }
}
