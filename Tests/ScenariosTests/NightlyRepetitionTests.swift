import BenchKit
import BenchModel
import Scenarios
import Testing

/// The nightly's slowest scenarios repeat only what estimates a distribution: a scenario whose scores are
/// deterministic, or that mostly waits on purpose, declares how many repetitions it needs and why.
@Suite struct NightlyRepetitionTests {
    let registry = ScenarioRegistry(SnippetScenarios.all + VisionScenarios.all)

    @Test(arguments: [
        ("vision-conditions", 1), ("vision-typing", 1), ("vision-stress", 1), ("slow-backend", 1), ("scam-session", 2),
        ("switch-during-analysis", 2),
    ])
    func aScenarioThatMostlyRendersOrWaitsCapsItsRepetitions(name: String, cap: Int) throws {
        let info = try #require(registry.entry(named: name)?.info)
        let declared = try #require(info.repetitionCap)
        #expect(declared.atMost == cap && declared.problem == nil)
        #expect(info.repetitions(of: 5) == cap)
    }

    @Test func aScenarioThatTimesFewCallsKeepsTheRunsRepetitions() throws {
        let info = try #require(registry.entry(named: "pasted-cluster")?.info)
        #expect(info.repetitionCap == nil && info.repetitions(of: 5) == 5)
    }
}
