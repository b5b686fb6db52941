import BenchReport
import TestSupport
import Testing

/// A scenario without a warm-up is not charged the measured loop's first use as heap growth. It runs
/// in a worker of its own: the heap figure is the whole process's, which only a worker keeps to the
/// scenario (in the test process other suites allocate beside it).
@Suite("loop priming", .serialized)
struct LoopPrimingTests {
    @Test("dsl-no-warm-up: 0 warm-up, 3 measured calls, heap_growth 0 B in each of 3 fresh workers")
    func aScenarioWithoutAWarmUpIsNotChargedTheLoopsFirstUse() async throws {
        let (run, output) = try await FixtureTool.runSuite(["--filter", "^dsl-no-warm-up$", "--repetitions", "3"])
        #expect(run.exitCode == 0, "\(run.stderr)")
        let scenario = try #require(try RunReportFile(directory: output).scenario("dsl-no-warm-up"))
        #expect(scenario.warmupIterations == 0 && scenario.measuredIterations == 3)
        let growth = try #require(scenario.metric(.heapGrowth))
        #expect(growth.repetitions == [0, 0, 0], "the harness's loop allocated nothing the scenario keeps")
    }
}
