import Testing
@testable import BenchCLI

/// What the commands print that is not a report: progress lines, the list table, merge's refusals.
@Suite("console output")
struct OutputTests {
    @Test func aProgressLineIsCutToTheTerminalLeavingTheLastColumnFree() {
        #expect(ProgressLine.fit("short", width: 80) == "short")
        let cut = ProgressLine.fit(String(repeating: "x", count: 100), width: 40)
        #expect(cut.count == 39 && cut.hasSuffix("…"))
        #expect(
            ProgressLine.fit(String(repeating: "x", count: 20), width: 3).count == 8, "never narrower than 8 columns")
    }

    @Test func durationsReadAsClockTimes() {
        #expect(ProgressLine.duration(.seconds(7)) == "0:07")
        #expect(ProgressLine.duration(.seconds(754)) == "12:34")
        #expect(ProgressLine.duration(.seconds(3723)) == "1:02:03")
        #expect(ProgressLine.duration(.seconds(-5)) == "0:00")
    }

    @Test func theProgressBarHasTenCellsInEighths() {
        #expect(ProgressDisplay.bar(0) == "▕          ▏")
        #expect(ProgressDisplay.bar(1) == "▕██████████▏")
        #expect(ProgressDisplay.bar(0.5) == "▕█████     ▏")
        #expect(ProgressDisplay.bar(0.05) == "▕▌         ▏", "4 eighths of a cell")
        #expect(
            ProgressDisplay.percent(0.999) == "99%" && ProgressDisplay.label("s", 2) == "s #2"
                && ProgressDisplay.label("s", 1) == "s")
    }

    @Test func theListNamesEveryScenarioWithItsKindTagsAndLimit() {
        let table = ListCommand.table(Array(Catalogue.six.prefix(2)), metrics: false)
        let lines = table.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first?.hasPrefix("NAME") == true && lines.first?.hasSuffix("BUDGETS") == true)
        #expect(lines.contains { $0.hasPrefix("cached-switch") && $0.contains("scenario") && $0.contains("default") })
        #expect(lines.last == "2 scenario(s); ↓ smaller is better, ↑ larger is better")
        #expect(ListCommand.table([], metrics: true).contains("BUDGETS / METRICS (unit, better)"))
    }

    @Test func mergeRefusesAFileThatIsNotAShardReport() throws {
        #expect(throws: UsageError("/nonexistent.json: no such report file")) {
            try MergeCommand.read("/nonexistent.json")
        }
        let junk = try Catalogue.file("[]")
        #expect(throws: UsageError.self) { try MergeCommand.read(junk) }
    }
}
