import BenchReport
import Testing

@testable import BenchCLI

/// What `bisect --metric` accepts, and which operation it bisects on when only a kind is given.
@Suite("bisect metric")
struct BisectMetricTests {
    @Test func countsAreAcceptedWithOrWithoutTheirOperation() throws {
        let kind = try BisectMetric("instructions")
        #expect(kind.operation == nil && kind.kind == "instructions")
        let one = try BisectMetric("tap/allocations")
        #expect(one.operation == "tap" && one.kind == "allocations")
        #expect(try BisectMetric("tap/allocated_bytes").countsInstructions == false)
        #expect(try BisectMetric("tap/instructions").countsInstructions)
    }

    @Test func timingsAreAcceptedAndOtherMetricsRefusedInOneLine() throws {
        let timing = try BisectMetric("switch/wall_time")
        #expect(timing.isTiming && !timing.countsInstructions && timing.operation == "switch")
        #expect(try BisectMetric("cpu_time").isTiming && !(try BisectMetric("allocations").isTiming))
        #expect(
            throws: UsageError(
                "--metric 'peak_resident' is not a count or a timing (instructions, allocations, allocated_bytes, wall_time, cpu_time, or <operation>/<one of them>)"
            )
        ) {
            try BisectMetric("peak_resident")
        }
        #expect(throws: UsageError.self) { try BisectMetric("Bad Name/instructions") }
    }

    @Test func theOperationThatMovedMostIsChosen() {
        let good: [MetricID: Double] = ["a/instructions": 100, "b/instructions": 1_000, "c/instructions": 0]
        #expect(
            BisectMetric.chosen(good: good, bad: ["a/instructions": 110, "b/instructions": 1_200, "c/instructions": 0])
                == "b/instructions")
        #expect(BisectMetric.chosen(good: good, bad: ["a/instructions": 100, "c/instructions": 3]) == "c/instructions")
        #expect(BisectMetric.chosen(good: good, bad: good) == "a/instructions", "none moved: the first by name")
        #expect(BisectMetric.chosen(good: good, bad: [:]) == nil)
    }
}
