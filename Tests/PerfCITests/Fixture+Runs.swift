import BenchReport
import Determinism
@testable import PerfModel

/// Small runs made in code, in BenchReport's model (the one PerfCI reads).
enum Make {
    /// The machine every made run ran on.
    static let environment = EnvironmentFingerprint(
        cpuModel: "c", cores: 2, os: "linux", kernel: "6", swiftVersion: "6.3.1", buildConfiguration: "release",
        jemallocVersion: nil, gitCommit: nil, gitDirty: nil, machineId: "m", hostname: "h"
    )

    /// A metric with one figure per repetition; `samples` gives it a summary.
    static func metric(
        _ name: String, unit: MetricUnit, polarity: Polarity = .smallerIsBetter, deterministic: Bool = false,
        repetitions: [Double], samples: [Double]? = nil
    ) -> MetricReport {
        let spec = MetricSpec(
            id: MetricID(name), unit: unit, polarity: polarity, shape: samples == nil ? .value : .distribution,
            deterministic: deterministic)
        return MetricReport(
            spec: spec, summary: samples.map { Summary(of: $0) }, value: samples == nil ? Median.of(repetitions) : nil,
            repetitions: repetitions
        )
    }

    /// A passed scenario with `metrics`.
    static func scenario(_ name: String, metrics: [MetricReport]) -> ScenarioReport {
        ScenarioReport(
            name: name, kind: .scenario, tags: [], parameters: [:], status: .passed, failure: nil, seed: 1,
            durationSeconds: 1, metrics: metrics)
    }

    /// A run of `scenarios` on `environment`.
    static func run(_ id: String, repetitions: Int, scenarios: [ScenarioReport]) -> RunReport {
        RunReport(
            runId: id, startedAt: "2026-11-24T05:00:00Z", durationSeconds: 1, environment: environment,
            settings: HarnessSettings(
                filter: nil, tags: [], quick: false, seed: 1, defaultTimeLimitSeconds: 60, maxKeptSamples: 100,
                repetitions: repetitions),
            scenarios: scenarios
        )
    }
}
