import Testing
@testable import BenchKit

/// `Repetitions(atMost:because:)`: declared in the DSL, carried in the catalogue, refused when wrong.
@Suite struct RepetitionsDSLTests {
    static func scenario(_ name: String, @ScenarioBuilder<Counter> extra: () -> [ScenarioPart<Counter>])
        -> RegisteredScenario
    {
        let parts = extra()
        return Scenario(name) {
            Subject { Counter() }
            Repeat(1) { Bump("a") }
            parts
        }.entry
    }

    @Test func aCapIsInTheCatalogueEntry() {
        let entry = Self.scenario("capped") { Repetitions(atMost: 2, because: "deterministic") }
        #expect(entry.problems == [])
        #expect(entry.info.repetitionCap == RepetitionCap(atMost: 2, reason: "deterministic"))
        #expect(entry.info.repetitions(of: 5) == 2)
        #expect(Self.scenario("free") {}.info.repetitionCap == nil)
    }

    @Test(
        "a bad cap is one line naming the scenario",
        arguments: [
            (0, "why", "scenario 'bad' has Repetitions(atMost: 0); it must be 1 or more"),
            (-1, "why", "scenario 'bad' has Repetitions(atMost: -1); it must be 1 or more"),
            (2, "", "scenario 'bad' has Repetitions(atMost: 2) without a reason; say why fewer repetitions suffice"),
        ])
    func badCapsAreRefused(atMost: Int, reason: String, message: String) {
        let entry = Self.scenario("bad") { Repetitions(atMost: atMost, because: reason) }
        #expect(entry.problems == [message])
        #expect(!message.contains("\n"))
    }

    @Test func aCapDeclaredTwiceIsRefused() {
        let entry = Self.scenario("twice") {
            Repetitions(atMost: 2, because: "a")
            Repetitions(atMost: 3, because: "b")
        }
        #expect(entry.problems == ["scenario 'twice' declares Repetitions 2 times; once is allowed"])
    }

    @Test func aBenchmarkMayDeclareACap() {
        let entry = Benchmark("bench-capped") {
            Subject { Counter() }
            Bump("a")
            Repetitions(atMost: 1, because: "a count")
        }.entry
        #expect(entry.problems == [] && entry.info.repetitionCap?.atMost == 1)
    }
}
