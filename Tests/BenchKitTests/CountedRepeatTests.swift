import Testing
@testable import BenchKit

/// `Repeat(countedBy:)`: a count only the subject knows (a recorded session's frames) is asked once,
/// in the run, after the subject is made — never when the scenario is listed, described or checked.
@Suite(.serialized) struct CountedRepeatTests {
    final class Asked: @unchecked Sendable { var subjects = 0, counts = 0 }

    static func scenario(_ asked: Asked, count: Int) -> RegisteredScenario {
        Scenario("counted") {
            Subject { () -> Counter in
                asked.subjects += 1
                return Counter()
            }
            Repeat(countedBy: { _, quick in
                asked.counts += 1
                return quick ? 2 : count
            }) { Bump("a") }
        }.entry
    }

    @Test func theCountIsAskedOnlyWhenTheScenarioRuns() throws {
        let asked = Asked()
        let entry = Self.scenario(asked, count: 7)
        #expect(entry.problems == [])
        #expect(entry.info.name == "counted")
        #expect((asked.subjects, asked.counts) == (0, 0), "listing and checking make no subject and ask no count")
        let run = try RunFrames(running: entry)
        #expect(run.facts?.measuredIterations == 7 && run.samples(.latency("a")).count == 7)
        #expect(asked.counts == 1)
        let quick = try RunFrames(running: entry, quick: true)
        #expect(quick.facts?.measuredIterations == 2)
    }

    @Test func aCountBelowOneFailsTheRunNamingTheCount() throws {
        let entry = Self.scenario(Asked(), count: 0)
        #expect(throws: (any Error).self) { try RunFrames(running: entry) }
        do {
            _ = try RunFrames(running: entry)
        } catch {
            #expect("\(error)" == "its Repeat count is 0 for this subject; it must be at least 1")
        }
    }
}
