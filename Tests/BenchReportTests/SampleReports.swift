import BenchReport

/// Reports built in memory, for the coding and Markdown tests.
enum SampleReports {
    static let budgets = [
        BudgetSpec(metric: .latency("switch"), statistic: .p100, comparison: .below, limit: 100e6, unit: .nanoseconds),
        BudgetSpec(metric: .peakResident, statistic: .value, comparison: .below, limit: 30e6, unit: .bytes),
        BudgetSpec(metric: "accuracy", statistic: .value, comparison: .atLeast, limit: 0.995, unit: .ratio),
    ]

    static let environment = EnvironmentFingerprint(
        cpuModel: "cpu", cores: 2, os: "Debian", kernel: "Linux 6", swiftVersion: "6.3.1",
        buildConfiguration: "release",
        jemallocVersion: "5.3.0", gitCommit: "0123456789abcdef", gitDirty: true, machineId: "m", hostname: "h"
    )

    static func failing() -> ScenarioReport {
        let latency = MetricReport(
            spec: MetricSpec.perCall("switch")[0], summary: Summary(of: [1e6, 2e6, .infinity]), value: nil,
            repetitions: [2e6, 2.1e6],
            samples: KeptSamples(total: 3, values: [1e6, .infinity])
        )
        let accuracy = MetricReport(
            spec: MetricSpec(
                id: "accuracy", unit: .ratio, polarity: .largerIsBetter, shape: .value, deterministic: true),
            summary: nil, value: 0.99, repetitions: [0.99, 0.99]
        )
        let peak = MetricReport(spec: MetricSpec.resident[0], summary: nil, value: 12e6, repetitions: [12e6, 12.2e6])
        return ScenarioReport(
            name: "switch-storm", kind: .scenario, tags: ["pr"], parameters: ["n": "3"], status: .failed,
            failure: "budget accuracy ≥ 99.5 % broken: 99.0 %; leaked after release: 3 KeyNode", seed: 9,
            warmupIterations: 1, measuredIterations: 3, durationSeconds: 0.5,
            clock: ClockCosts(wallReadNanoseconds: 20, cpuReadNanoseconds: 580),
            metrics: [latency, accuracy, peak],
            budgets: [
                BudgetVerdict(budget: budgets[0], measured: .infinity, passed: false),
                BudgetVerdict(budget: budgets[1], measured: 12.2e6, passed: true),
                BudgetVerdict(budget: budgets[2], measured: 0.99, passed: false),
            ],
            leaks: LeakReport(
                heapGrowthBytes: 0, whileHeld: [ObjectCount(type: "KeyNode", live: 5, expected: 5)],
                afterRelease: [ObjectCount(type: "KeyNode", live: 3, expected: 0)]
            ),
            slowest: [SlowCall(operation: "switch", nanoseconds: 4.2e6, iteration: 7, step: 1, repetition: 2)],
            repetitions: [
                RepetitionReport(
                    index: 1, status: .passed, failure: nil, durationSeconds: 0.25, peakResidentBytes: 12e6,
                    noise: NoiseCounters(
                        involuntaryContextSwitches: 4, voluntaryContextSwitches: 0, minorPageFaults: 9,
                        majorPageFaults: 0),
                    measuredPhaseSeconds: 0.1),
                RepetitionReport(
                    index: 2, status: .passed, failure: nil, durationSeconds: 0.25, peakResidentBytes: 12.2e6,
                    noise: nil, measuredPhaseSeconds: 0.1),
            ]
        )
    }

    static func crashed() -> ScenarioReport {
        ScenarioReport(
            name: "crasher", kind: .scenario, tags: ["pr"], parameters: [:], status: .crashed,
            failure: "killed by signal 11 (SIGSEGV)", seed: 3, durationSeconds: 0.1,
            budgets: budgets.prefix(1).map { BudgetVerdict(budget: $0, measured: nil, passed: false) }
        )
    }

    static func report() -> RunReport {
        RunReport(
            runId: "20261121-153000-abcdef", startedAt: "2026-11-21T15:30:00Z", durationSeconds: 1.5,
            environment: environment,
            settings: HarnessSettings(
                filter: nil, tags: [], quick: false, seed: 42, defaultTimeLimitSeconds: 300, maxKeptSamples: 2,
                repetitions: 2),
            residentFloor: ScenarioReport(
                name: "harness-floor", kind: .scenario, tags: ["harness"], parameters: [:], status: .passed,
                failure: nil,
                seed: 1, durationSeconds: 0.05,
                metrics: [
                    MetricReport(spec: MetricSpec.resident[0], summary: nil, value: 8.9e6, repetitions: [8.9e6, 8.9e6])
                ]
            ),
            scenarios: [failing(), crashed()]
        )
    }
}
