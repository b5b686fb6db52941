import BenchKit

/// A subject type no other fixture's loop runs, so the measured loop's generic metadata for it is
/// first instantiated in this scenario's worker.
final class UnprimedSubject {}

/// A scenario without a warm-up, run in a worker of its own: the loop's first use must be paid before
/// the heap baseline, never charged to the scenario as heap growth.
extension Fixtures {
    static let priming: [RegisteredScenario] = [noWarmUp().entry]

    /// Three measured calls that do nothing, with no warm-up before them.
    static func noWarmUp() -> Scenario<UnprimedSubject> {
        Scenario("dsl-no-warm-up", tags: "dsl", "ok") {
            Subject { UnprimedSubject() }
            Repeat(3) {
                Perform { (_: UnprimedSubject, _: inout StepContext) in }
                Measure("nothing") { (_: UnprimedSubject, _: inout StepContext) in }
            }
            Budget(.heapGrowth, atMost: .bytes(0))
            TimeLimit(seconds: 20)
        }
    }
}
