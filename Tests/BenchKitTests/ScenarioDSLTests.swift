import Testing
@testable import BenchKit

/// A subject that records what was done to it.
final class Counter {
    var steps: [String] = []
    var setups = 0
    var teardowns = 0
}

func Bump(_ label: String) -> Step<Counter> {
    Step(operation: label) { counter, _ in counter.steps.append(label) }
}

@Suite struct ScenarioDSLTests {
    @Test func scenarioInfersItsSubjectAndCollectsEveryDeclaration() throws {
        let scenario = Scenario("dsl-example", tags: .nightly, .pr) {
            Subject { Counter() }
            Setup(.perRun) { $0.setups += 1 }
            Teardown(.perIteration) { $0.teardowns += 1 }
            Parameter("device", "test")
            Warmup(3) { Bump("a") }
            Repeat(5, quick: 2) {
                Bump("a")
                Bump("b")
                Perform { counter, _ in counter.steps.append("unmeasured") }
            }
            TrackObjects { _ in [ObjectCount(type: "Thing", live: 1, expected: 1)] }
            Budget(.latency("a"), .p100, below: .milliseconds(100))
            Budget(.heapGrowth, atMost: .bytes(0))
            Budget(.leakedObjects, atMost: 0)
            TimeLimit(seconds: 9)
        }
        try scenario.validate()
        let descriptor = scenario.descriptor
        #expect(descriptor.name == "dsl-example")
        #expect(descriptor.kind == .scenario)
        #expect(descriptor.tags == ["nightly", "pr"])
        #expect(descriptor.parameters == ["device": "test"])
        #expect(descriptor.timeLimitSeconds == 9)
        #expect(descriptor.budgets.map(\.description) == [
            "a/wall_time max < 100 ms", "heap_growth value ≤ 0 B", "leaked_objects value ≤ 0",
        ])
    }

    @Test func incompleteDeclarationsAreNamed() {
        let noRepeat = Scenario("no-repeat") { Subject { Counter() } }
        #expect(throws: ScenarioDefinitionError.self) { try noRepeat.validate() }
        let nothingMeasured = Scenario("nothing-measured") {
            Subject { Counter() }
            Repeat(1) { Perform { _, _ in } }
        }
        let error = #expect(throws: ScenarioDefinitionError.self) { try nothingMeasured.validate() }
        #expect(error?.description == "scenario 'nothing-measured' measures nothing: its Repeat block has no measured step")
        let twoOperations = Benchmark("two") {
            Subject { Counter() }
            Bump("a")
            Bump("b")
        }
        #expect(throws: ScenarioDefinitionError.self) { try twoOperations.validate() }
    }

    @Test func iterationCountsScaleDownForQuickRuns() {
        #expect(IterationCount(10_000).count(quick: true) == 500)
        #expect(IterationCount(10).count(quick: true) == 1)
        #expect(IterationCount(10, quick: 4).count(quick: true) == 4)
        #expect(IterationCount(10).count(quick: false) == 10)
    }

    @Test func seededRandomRepeatsForTheSameSeed() {
        var first = SeededRandom(seed: 42)
        var second = SeededRandom(seed: 42)
        var other = SeededRandom(seed: 43)
        let a = (0..<8).map { _ in first.next() }
        #expect(a == (0..<8).map { _ in second.next() })
        #expect(a != (0..<8).map { _ in other.next() })
    }
}
