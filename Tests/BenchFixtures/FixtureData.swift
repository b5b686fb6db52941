import BenchKit

/// Deterministic, plausible samples for the fixtures.
struct FixtureData {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    /// The next uniform value in [0, 1).
    mutating func uniform() -> Double {
        state = ScenarioSeed.splitmix64(state)
        return Double(state >> 11) / Double(1 << 53)
    }

    /// `count` latencies around `median` nanoseconds with a right tail.
    mutating func latencies(_ count: Int, median: Double) -> [Double] {
        (0..<count).map { _ in
            let u = uniform()
            return (median * (0.8 + 0.4 * u) * (u > 0.97 ? 2.5 : 1)).rounded()
        }
    }

    /// A result with the given metrics and objects, on a plausible jemalloc.
    static func result(
        _ name: String, _ settings: WorkerSettings, iterations: Int, metrics: [MetricSamples], objects: [ObjectCount] = []
    ) -> WorkerResult {
        WorkerResult(
            scenario: name, seed: settings.seed, warmupIterations: iterations / 10, measuredIterations: iterations,
            metrics: metrics, objects: objects, allocator: AllocatorInfo(version: "5.3.0-0-g54eaed1d8b56b1aa528be3bdd1877e59c56fa90c", statsEnabled: true),
            clockOverheadNanoseconds: 18, measuredPhaseNanoseconds: metrics.first.map { $0.values.reduce(0, +) } ?? 0
        )
    }

    /// Reports `measure` progress in ten steps, pausing `pauseMicroseconds` at each.
    static func pretendToMeasure(_ iterations: Int, pauseMicroseconds: UInt32 = 10_000) {
        for step in 0...10 {
            WorkerProgress.report(phase: "measure", done: iterations * step / 10, total: iterations)
            if step < 10 { FixtureSystem.pause(microseconds: pauseMicroseconds) }
        }
    }
}
