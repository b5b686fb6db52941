import BenchReport
import BenchRunner
import Testing

/// Which pairs a paired run measures again: a worker that lay far above its own side's fastest.
struct PairedRemeasureTests {
    static func side(_ lows: [Double], scenario: String = "cached-switch", metric: MetricID = "switch/wall_time")
        -> RunReport
    {
        var report = MetricReport(
            spec: MetricSpec(
                id: metric, unit: .nanoseconds, polarity: .smallerIsBetter, shape: .distribution, deterministic: false),
            summary: Summary(of: lows), value: nil, repetitions: lows
        )
        report.repetitionP10 = lows
        let scenario = ScenarioReport(
            name: scenario, kind: .benchmark, tags: ["pr"], parameters: [:], status: .passed, failure: nil, seed: 1,
            durationSeconds: 1, metrics: [report],
            repetitions: lows.indices.map {
                RepetitionReport(
                    index: $0 + 1, status: .passed, failure: nil, durationSeconds: 0.5, peakResidentBytes: nil,
                    noise: nil, measuredPhaseSeconds: 0.5)
            }
        )
        return RunReport(
            runId: "r", startedAt: "2026-11-24T08:00:00Z", durationSeconds: 1, environment: environment,
            settings: HarnessSettings(
                filter: nil, tags: ["pr"], quick: false, seed: 42, defaultTimeLimitSeconds: 300, maxKeptSamples: 2,
                repetitions: lows.count),
            residentFloor: nil, scenarios: [scenario]
        )
    }

    static let environment = EnvironmentFingerprint(
        cpuModel: "cpu", cores: 2, os: "Debian", kernel: "Linux 6", swiftVersion: "6.3.1",
        buildConfiguration: "release",
        jemallocVersion: "5.3.0", gitCommit: "0123456789abcdef", gitDirty: false, machineId: "m", hostname: "h"
    )

    @Test(
        "the stalled workers of a real +5 % A/B run (run-06-B of the self-test) are measured again, on whichever side")
    func stalledWorkersOfARealRun() {
        let baseline = Self.side([542, 540, 547, 547, 766, 550])
        let current = Self.side([578, 564, 576, 856, 591, 563])
        #expect(
            PairedRemeasure.pairs(baseline: baseline, current: current) == [
                PairedRemeasure.Pair(scenario: "cached-switch", round: 4),
                PairedRemeasure.Pair(scenario: "cached-switch", round: 5),
            ])
    }

    @Test("a uniform change between the sides flags nothing: each side is judged against itself")
    func uniformChangeIsNotAnOutlier() {
        let baseline = Self.side([549, 544, 547, 538, 540, 543])
        let current = Self.side([570, 574, 568, 573, 567, 566])  // +5 % on every pair
        #expect(PairedRemeasure.pairs(baseline: baseline, current: current).isEmpty)
        let doubled = Self.side([1098, 1088, 1094, 1076, 1080, 1086])
        #expect(PairedRemeasure.pairs(baseline: baseline, current: doubled).isEmpty)
    }

    @Test(
        "a side mostly in the slow mode (run-25-A of the 0.35 self-test): its slowest workers are measured again, not its fast ones"
    )
    func sideMostlySlow() {
        let baseline = Self.side([564, 543, 758, 544, 558, 549, 807, 741])
        let current = Self.side([542, 834, 894, 557, 825, 842, 889, 835])
        #expect(PairedRemeasure.pairs(baseline: baseline, current: current).map(\.round) == [3, 6, 7, 8])
    }

    @Test(
        "at most half the rounds, the most deviant first; metrics other than wall time and unpaired scenarios are ignored"
    )
    func boundedAndSelective() {
        let noisy = Self.side([500, 700, 520, 800, 510, 900])
        let steady = Self.side([500, 500, 500, 500, 500, 500])
        #expect(PairedRemeasure.pairs(baseline: steady, current: noisy).map(\.round) == [2, 4, 6])
        let fast = Self.side([500, 500, 300, 500, 500, 500])
        #expect(
            PairedRemeasure.pairs(baseline: steady, current: fast).map(\.round) == [1, 2, 4],
            "one worker far faster: the others count as slow (never more than half)")
        let cpu = Self.side([500, 500, 900, 500, 500, 500], metric: "switch/cpu_time")
        #expect(PairedRemeasure.pairs(baseline: steady, current: cpu).isEmpty)
        let other = Self.side([500, 500, 900, 500, 500, 500], scenario: "only-current")
        #expect(PairedRemeasure.pairs(baseline: steady, current: other).isEmpty)
        #expect(
            PairedRemeasure.pairs(baseline: Self.side([500, 900]), current: Self.side([500, 500])).isEmpty,
            "two rounds: nothing to judge against")
    }
}
