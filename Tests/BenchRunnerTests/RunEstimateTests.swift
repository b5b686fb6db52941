import BenchRunner
import Testing

/// The progress ETA uses the history's recorded costs when there are any, and
/// estimates as before when there are none. Figures are given, not timed.
@Suite struct RunEstimateTests {
    let schedule = RunEstimate.schedule(
        [RepetitionCapScheduleTests.info("fast", cap: nil), RepetitionCapScheduleTests.info("slow", cap: nil)],
        runner: RepetitionCapScheduleTests.runner(repetitions: 2))

    @Test func theScheduleIsTheRunnersLaunchOrder() {
        #expect(schedule == [FloorInfo.name, "fast", "slow", FloorInfo.name, "fast", "slow"])
        var settings = RepetitionCapScheduleTests.runner(repetitions: 2).settings
        settings.instructions = true
        let instructionMode = SuiteRunner(settings: settings, worker: "/nonexistent/worker")
        #expect(
            RunEstimate.schedule([RepetitionCapScheduleTests.info("a", cap: nil)], runner: instructionMode) == [
                "a", "a",
            ])
    }

    @Test func recordedCostsGiveAnEstimateBeforeAnyWorkerEnds() throws {
        let estimate = RunEstimate(schedule: schedule, recorded: [FloorInfo.name: 0.1, "fast": 1, "slow": 10])
        let left = try #require(estimate.remaining(current: FloorInfo.name, elapsedInCurrent: 0, index: 1, count: 6))
        #expect(abs(left - 22.2) < 1e-9, "0.1 + 1 + 10, twice")
        let later = try #require(estimate.remaining(current: "slow", elapsedInCurrent: 4, index: 3, count: 6))
        #expect(abs(later - (6 + 0.1 + 1 + 10)) < 1e-9, "the slow worker's remainder, then the second round")
    }

    @Test func theRecordIsScaledToThisRunsPaceAndObservedWorkersWin() throws {
        var estimate = RunEstimate(schedule: schedule, recorded: [FloorInfo.name: 0.1, "fast": 1, "slow": 10])
        estimate.record(FloorInfo.name, seconds: 0.2)
        estimate.record("fast", seconds: 2)
        #expect(abs(estimate.scale - 2) < 1e-9, "this run is twice as slow as the record")
        #expect(abs(estimate.cost(of: "slow") - 20) < 1e-9)
        #expect(estimate.cost(of: "fast") == 2, "what it took in this run")
        let left = try #require(estimate.remaining(current: "slow", elapsedInCurrent: 0, index: 3, count: 6))
        #expect(abs(left - (20 + 0.2 + 2 + 20)) < 1e-9)
    }

    @Test func withoutARecordItIsTheMeanOfTheWorkersSoFar() throws {
        var estimate = RunEstimate(schedule: schedule)
        #expect(estimate.remaining(current: FloorInfo.name, elapsedInCurrent: 0, index: 1, count: 6) == nil)
        estimate.record(FloorInfo.name, seconds: 1)
        estimate.record("fast", seconds: 3)
        let left = try #require(estimate.remaining(current: "slow", elapsedInCurrent: 0.5, index: 3, count: 6))
        #expect(abs(left - (1.5 + 3 * 2)) < 1e-9, "mean 2 s: 1.5 s left of the current one, three more")
    }

    @Test func aScheduleThatDoesNotMatchFallsBackToTheMean() throws {
        var estimate = RunEstimate(schedule: ["a"], recorded: ["a": 100])
        estimate.record("b", seconds: 2)
        let left = try #require(estimate.remaining(current: "c", elapsedInCurrent: 0, index: 2, count: 4))
        #expect(abs(left - 6) < 1e-9)
    }
}
