import BenchReport
import BenchRunner
import Testing

/// The runner's launch order and estimate with a capped scenario: its workers run in the first rounds only.
@Suite struct RepetitionCapScheduleTests {
    static func info(_ name: String, cap: Int?) -> ScenarioInfo {
        var info = ScenarioInfo(
            name: name, kind: .scenario, tags: [], parameters: [:], metrics: [], budgets: [], timeLimitSeconds: 10,
            tracksObjects: false)
        info.repetitionCap = cap.map { RepetitionCap(atMost: $0, reason: "test") }
        return info
    }

    static func runner(repetitions: Int) -> SuiteRunner {
        SuiteRunner(
            settings: HarnessSettings(
                filter: nil, tags: [], quick: true, seed: 1, defaultTimeLimitSeconds: 10, maxKeptSamples: 10,
                repetitions: repetitions),
            worker: "/nonexistent/worker")
    }

    @Test func aCappedScenarioRunsInItsFirstRoundsOnly() {
        let scenarios = [Self.info("capped", cap: 2), Self.info("free", cap: nil)]
        let runner = Self.runner(repetitions: 3)
        #expect(runner.repetitions(of: scenarios[0]) == 2 && runner.repetitions(of: scenarios[1]) == 3)
        #expect(
            RunEstimate.schedule(scenarios, runner: runner) == [
                FloorInfo.name, "capped", "free", FloorInfo.name, "capped", "free", FloorInfo.name, "free",
            ])
    }

    @Test func theEstimateCountsOnlyTheWorkersThatRun() throws {
        let runner = Self.runner(repetitions: 5)
        let schedule = RunEstimate.schedule([Self.info("capped", cap: 2)], runner: runner)
        let estimate = RunEstimate(schedule: schedule, recorded: [FloorInfo.name: 1, "capped": 90])
        let left = try #require(
            estimate.remaining(current: FloorInfo.name, elapsedInCurrent: 0, index: 1, count: schedule.count))
        #expect(schedule.count == 7 && abs(left - (5 * 1 + 2 * 90)) < 1e-9, "five floors, two capped workers")
    }

    @Test func withoutCapsEveryRoundRunsEveryScenario() {
        var runner = Self.runner(repetitions: 3)
        runner.appliesRepetitionCaps = false
        #expect(
            RunEstimate.schedule([Self.info("capped", cap: 1)], runner: runner).filter { $0 == "capped" }.count == 3)
    }

    @Test func theReportLineSaysHowManyRanAndWhy() {
        let capped = CappedRepetitions(requested: 5, cap: 2, applied: true, reason: "deterministic")
        #expect(capped.ran == 2)
        #expect(
            capped.description
                == "2 of 5 repetitions (capped: deterministic); its timings cannot be judged against another run's (`compare` needs ≥ 4 a side), its exact metrics and budgets are"
        )
        #expect(
            CappedRepetitions(requested: 6, cap: 4, applied: true, reason: "r").description
                == "4 of 6 repetitions (capped: r)")
        let paired = CappedRepetitions(requested: 8, cap: 2, applied: false, reason: "r")
        #expect(paired.ran == 8 && paired.description.contains("not applied in a paired run"))
    }
}
