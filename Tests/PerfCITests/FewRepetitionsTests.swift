import BenchReport
import Testing
@testable import PerfCompare

/// A comparison of runs with too few repetitions for the rank-sum test (a capped scenario's) says so.
@Suite struct FewRepetitionsTests {
    @Test func twoRepetitionsASideAreShownNotJudgedAndSaySo() {
        let base = Make.metric("frame/cpu_time", unit: .nanoseconds, repetitions: [100, 101])
        let current = Make.metric("frame/cpu_time", unit: .nanoseconds, repetitions: [150, 152])
        let row = MetricComparator(options: CompareOptions()).compare(scenario: "s", baseline: base, current: current)
        #expect(row.verdict == .notJudged, "shown, never called unchanged")
        #expect(
            row.note
                == "2 vs 2 repetitions: the rank-sum test cannot reach p < 0.05, so not judged (needs ≥ 4 a side)")
    }

    @Test func fourRepetitionsASideAreJudged() {
        let base = Make.metric("frame/cpu_time", unit: .nanoseconds, repetitions: [100, 101, 99, 100])
        let current = Make.metric("frame/cpu_time", unit: .nanoseconds, repetitions: [150, 152, 151, 149])
        let row = MetricComparator(options: CompareOptions()).compare(scenario: "s", baseline: base, current: current)
        #expect(row.note == nil && row.verdict == .worse)
    }
}
