import BenchReport
@testable import PerfCompare
import Testing

/// Which scenarios a paired run counts under callgrind: only those whose verdict a count can change.
@Suite("Instruction cross-check selection")
struct CrossCheckSelectionTests {
    /// The scenarios the timing-only comparison of `factors` (current ÷ baseline per round) selects.
    func selected(_ factors: [Double]) throws -> [String] {
        let (baseline, current) = CrossCheckTests.pair(factors, instructions: nil)
        return InstructionCrossCheck.scenariosToCount(try RunComparator().compare(baseline: baseline, current: current))
    }

    /// Pairs that wander both ways around 1, well within the paired noise floor.
    static let quiet = [1.004, 0.998, 1.003, 0.997, 1.002, 0.999, 1.001, 1.0]

    @Test("a timing flagged in time alone is counted: the count may show it is layout")
    func flaggedIsCounted() throws {
        #expect(try selected(CrossCheckTests.fivePercent) == ["cached-switch"])
    }

    @Test("the +14 % with p 0.195 is counted: the rescue rule may make it a regression")
    func rescueCandidateIsCounted() throws {
        #expect(try selected([1.15, 1.10, 0.68, 1.13, 1.21, 1.17, 1.11, 1.35]) == ["cached-switch"])
    }

    @Test("identical timings and quiet pairs within the noise floor are not counted")
    func quietIsNotCounted() throws {
        #expect(try selected(Array(repeating: 1, count: 8)).isEmpty)
        let (baseline, current) = CrossCheckTests.pair(Self.quiet, instructions: nil)
        let row = try #require(try RunComparator().compare(baseline: baseline, current: current).rows.first)
        #expect(row.ratio?.excludesOne == false && row.verdict == .unchanged)
        #expect(try selected(Self.quiet).isEmpty)
    }

    @Test("a risen count does not rescue a timing within the noise floor, so not counting it loses nothing")
    func noRescueWithinTheFloor() throws {
        let (baseline, current) = CrossCheckTests.pair(Self.quiet, instructions: (10_000, 11_000))
        let comparison = try RunComparator().compare(baseline: baseline, current: current)
        let time = try #require(comparison.rows.first { $0.metric == "switch/wall_time" })
        #expect(time.verdict == .unchanged && comparison.exitCode == .success)
    }

    @Test("the Markdown says how many scenarios were counted, and which")
    func markdownNamesTheCountedScenarios() throws {
        let (baseline, current) = CrossCheckTests.pair(CrossCheckTests.fivePercent, instructions: (118_519, 118_519))
        let markdown = try RunComparator().compare(baseline: baseline, current: current).markdown
        #expect(markdown.contains("Instructions counted for 1 of 1 scenarios: cached-switch"))
    }
}
