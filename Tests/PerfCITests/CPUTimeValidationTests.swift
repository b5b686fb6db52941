import BenchReport
import Foundation
import Testing
@testable import PerfModel

/// Real reports of fast operations carry slightly negative CPU-time figures (the clock's read cost is
/// subtracted); they must still compare, while an impossible one is still refused.
@Suite("Validation of CPU times")
struct CPUTimeValidationTests {
    static func run(_ figure: Double, metric: String) -> RunReport {
        // A summary whose minimum is `figure` (the other statistics 20 or between).
        Make.run(
            "r", repetitions: 1,
            scenarios: [
                Make.scenario(
                    "s",
                    metrics: [
                        Make.metric(metric, unit: .nanoseconds, repetitions: [20], samples: [figure, 20, 20, 20])
                    ])
            ])
    }

    @Test func slightlyNegativeCPUTimeIsAFigureAHugeOneIsNot() throws {
        try Self.run(-0.55, metric: "lookup/cpu_time").validate()
        #expect(throws: PerfCIError.self) { try Self.run(-1e308, metric: "lookup/cpu_time").validate() }
        #expect(throws: PerfCIError.self) { try Self.run(-0.55, metric: "lookup/wall_time").validate() }
    }
}
