@testable import BenchKit

/// Reports built in memory, for the coding and Markdown tests.
enum SampleReports {
    static let budgets = [
        BudgetSpec(metric: .latency("switch"), statistic: .p100, comparison: .below, limit: 100e6),
        BudgetSpec(metric: .peakResident, statistic: .value, comparison: .below, limit: 30e6),
    ]

    static func descriptor(_ name: String) -> ScenarioDescriptor {
        ScenarioDescriptor(name: name, kind: .scenario, tags: ["pr"], parameters: ["n": "3"], budgets: budgets,
                           timeLimitSeconds: nil) { _ in fatalError("not run in tests") }
    }

    static func result(_ name: String, latencies: [Double]) -> WorkerResult {
        WorkerResult(
            scenario: name, seed: 9, warmupIterations: 1, measuredIterations: latencies.count,
            metrics: [MetricSamples(id: .latency("switch"), values: latencies), MetricSamples(id: .peakResident, values: [12e6])],
            objects: [ObjectCount(type: "KeyNode", live: 5, expected: 2)],
            allocator: AllocatorInfo(version: "5.3.0", statsEnabled: true), clockOverheadNanoseconds: 20, measuredPhaseNanoseconds: 1e6
        )
    }

    static func report() -> RunReport {
        let passing = ScenarioEvaluator.report(
            for: descriptor("switch-storm"), result: result("switch-storm", latencies: [1e6, 2e6, .infinity]),
            durationSeconds: 0.5, maxKeptSamples: 2
        )
        let crashed = SuiteRunner.failureReport(descriptor("crasher"), status: .crashed, reason: "killed by signal 11 (SIGSEGV)",
                                                seed: 3, durationSeconds: 0.1)
        let environment = EnvironmentFingerprint(
            cpuModel: "cpu", cores: 2, os: "Debian", kernel: "Linux 6", swiftVersion: "6.3.1", buildConfiguration: "release",
            jemallocVersion: "5.3.0", gitCommit: "0123456789abcdef", gitDirty: true, machineId: "m", hostname: "h"
        )
        return RunReport(
            runId: "20261121-153000-abcdef", startedAt: "2026-11-21T15:30:00Z", durationSeconds: 1.5, environment: environment,
            settings: HarnessSettings(filter: nil, tags: [], quick: false, seed: 42, defaultTimeLimitSeconds: 300, maxKeptSamples: 2),
            scenarios: [passing, crashed]
        )
    }
}
