import Testing

@testable import BenchKit

/// A subject type no other test's loop runs, so the loop's generic metadata for it is instantiated here.
final class UnprimedSubject {}

/// A scenario without a warm-up: the measured loop's own first use is paid before the heap baseline.
@Suite(.serialized) struct LoopPrimingTests {
    @Test func aScenarioWithoutAWarmUpIsNotChargedTheLoopsFirstUse() throws {
        let scenario = Scenario("no-warm-up") {
            Subject { UnprimedSubject() }
            Repeat(3) {
                Perform { (_: UnprimedSubject, _: inout StepContext) in }
                Measure("nothing") { (_: UnprimedSubject, _: inout StepContext) in }
            }
        }
        let run = try RunFrames(running: scenario.entry)
        #expect(run.facts?.warmupIterations == 0 && run.facts?.measuredIterations == 3)
        #expect(run.samples(.latency("nothing")).count == 3)
        #expect(run.value(.heapGrowth) == 0, "the harness's loop allocated nothing the scenario keeps")
    }
}
