import BenchReport
import Testing
@testable import BenchRunner

/// One repetition of a split scenario from its parts' outcomes, without processes: what is pooled, what is
/// added, what a failed part makes of the repetition, and the resident floor each part brought.
@Suite struct SplitOutcomeTests {
    let evaluator = EvaluatorTests()

    @Test func samplesArePooledHeapFiguresAddedAndTheLongestPartIsTheWallTime() throws {
        var first = evaluator.outcome(latencies: [1, 2], growth: 8, values: ["score": 0.5], peak: 30e6)
        var second = evaluator.outcome(latencies: [3], growth: 16, values: ["score": 0.9], peak: 40e6)
        first.durationSeconds = 5
        second.durationSeconds = 7
        let joined = WorkerOutcome.joined([first, second])
        guard case .completed(let result) = joined.ending else {
            Issue.record("the joined outcome failed: \(joined.ending)")
            return
        }
        #expect(result.samples[.latency("switch")] == [1, 2, 3])
        #expect(result.values[.heapGrowth] == 24, "each part's growth is its own process's")
        #expect(result.values["score"] == 0.5, "a custom value belongs to the first part that records it")
        #expect(joined.durationSeconds == 7 && joined.processes == 2 && joined.peakResidentBytes == 70e6)
        #expect(
            ScenarioEvaluator.peak(of: joined, floor: 9e6) == 61e6, "one process holding both would have one floor")
    }

    @Test func aFailedPartFailsTheRepetitionAndIsNamed() {
        let good = evaluator.outcome(latencies: [1])
        let bad = WorkerOutcome(ending: .failed(.crashed, "signal 11"), durationSeconds: 2)
        #expect(WorkerOutcome.joined([good, bad]).ending == .failed(.crashed, "part 2/2: signal 11"))
    }
}
