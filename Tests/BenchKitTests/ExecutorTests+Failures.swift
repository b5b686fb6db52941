import Testing
@testable import BenchKit

/// Runs that fail: a step that throws, a metric recorded but never declared.
extension ExecutorTests {
    @Test func aThrowingStepFailsTheRun() {
        struct Boom: Error {}
        let scenario = Scenario("throws") {
            Subject { Counter() }
            Repeat(2) { Measure("x") { (_: Counter, _: inout StepContext) in throw Boom() } }
        }
        let error = #expect(throws: StepFailure.self) {
            try scenario.entry.runInProcess(WorkerSettings(seed: 1, quick: false))
        }
        #expect(error?.error is Boom, "the step's own error is kept")
        #expect(error?.description == "in Repeat, step 'x', iteration 1: Boom()", "the step is named")
    }

    @Test func recordingAnUndeclaredMetricFailsTheRunByName() {
        let scenario = Scenario("undeclared") {
            Subject { Counter() }
            Repeat(2) { Measure("x") { (_: Counter, context: inout StepContext) in context.record("acuracy", 1) } }
        }
        let error = #expect(throws: ScenarioDefinitionError.self) {
            try scenario.entry.runInProcess(WorkerSettings(seed: 1, quick: false))
        }
        #expect(error?.description == "undeclared recorded metric 'acuracy', which it never declares with Metric(...)")
    }
}
