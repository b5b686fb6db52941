import BenchProfile
import Testing

@Suite struct ProfileDiffTests {
    static func profile(_ unit: FoldedStacks.Unit, _ entries: [(String, UInt64)]) -> FoldedStacks {
        var stacks = FoldedStacks(unit: unit)
        for (line, weight) in entries { stacks.add(line.split(separator: ";").map(String.init), weight: weight) }
        return stacks
    }

    static let base = profile(
        .instructions,
        [("main;switch;lookup", 500), ("main;switch;build", 300), ("main;switch", 100), ("main;old", 40)])
    static let current = profile(
        .instructions,
        [("main;switch;lookup", 500), ("main;switch;build", 1_100), ("main;switch", 90), ("main;new", 25)])

    @Test func changesAreSortedByTheSizeOfTheSelfChangeWithAbsoluteAndRelativeFigures() throws {
        let diff = ProfileDiff(base: Self.base, current: Self.current)
        #expect(diff.scale == .absolute)
        #expect(diff.baseTotal == 940)
        #expect(diff.currentTotal == 1_715)
        #expect(diff.changedMost(10).map(\.name) == ["build", "old", "new", "switch"])
        let build = try #require(diff.changes.first)
        #expect(build.selfBase == 300 && build.selfCurrent == 1_100)
        #expect(build.selfChange == 800)
        #expect(build.selfRatioChange == 800.0 / 300.0)
        #expect(diff.changes.first { $0.name == "switch" }?.totalChange == 790)
        #expect(diff.changes.first { $0.name == "new" }?.selfRatioChange == .infinity)
        #expect(diff.changes.first { $0.name == "lookup" }?.selfChange == 0)
        #expect(!diff.changedMost(10).contains { $0.name == "lookup" })
    }

    @Test func sampledProfilesAreComparedAsSharesAndCountsPerCallWhenAsked() {
        let base = Self.profile(.samples, [("main;a", 50), ("main;b", 50)])
        let current = Self.profile(.samples, [("main;a", 300), ("main;b", 100)])
        let shares = ProfileDiff(base: base, current: current)
        #expect(shares.scale == .shares)
        #expect(shares.changes.first { $0.name == "a" }.map { ($0.selfBase, $0.selfCurrent) } ?? (0, 0) == (50, 75))
        let perCall = ProfileDiff(base: base, current: current, scale: .perCall(base: 10, current: 20))
        #expect(perCall.changes.first { $0.name == "a" }.map { ($0.selfBase, $0.selfCurrent) } ?? (0, 0) == (5, 15))
        let absolute = ProfileDiff(base: base, current: current, scale: .absolute)
        #expect(absolute.changedMost(1).first?.selfChange == 250)
    }

    @Test func markdownNamesTheFunctionsThatChangedMostBaseToCurrent() {
        let markdown = ProfileDiff(base: Self.base, current: Self.current).markdown(top: 2)
        #expect(markdown.hasPrefix("### Functions that changed most\n"))
        #expect(markdown.contains("Whole profile: 940 → 1,715 instructions (+82.4 %)"))
        #expect(markdown.contains("| 1 | `build` | 300 → 1,100 | +800 | +266.7 % | 300 → 1,100 |"))
        #expect(markdown.contains("| 2 | `old` | 40 → 0 | −40 | −100.0 % | 40 → 0 |"))
        #expect(!markdown.contains("`new`"))
    }

    @Test func aLongDiffStaysWithinTheCommentLimitWithWholeRowsAndANote() {
        var base = FoldedStacks(unit: .instructions), current = FoldedStacks(unit: .instructions)
        for index in 0..<3_000 {
            let name = "Module.function\(index)(" + String(repeating: "argument:", count: 6) + ")"
            base.add(["main", name], weight: 1_000)
            current.add(["main", name], weight: 1_000 + UInt64(index))
        }
        let markdown = ProfileDiff(base: base, current: current).markdown(top: 3_000)
        #expect(markdown.utf8.count <= ProfileDiff.commentLimit)
        #expect(markdown.utf8.count > ProfileDiff.commentLimit - 400)
        let lines = markdown.split(separator: "\n")
        #expect(lines.last?.hasPrefix("*") == true && lines.last?.contains("more rows left out") == true)
        let rows = lines.filter { $0.hasPrefix("| ") && !$0.hasPrefix("| #") && !$0.hasPrefix("| -") }
        #expect(rows.allSatisfy { $0.hasSuffix(" |") && $0.split(separator: "|").count == 6 })
        #expect(rows.first?.contains("function2999(") == true)
    }

    @Test func identicalProfilesSayNothingChanged() {
        let markdown = ProfileDiff(base: Self.base, current: Self.base).markdown()
        #expect(markdown.contains("no function's self weight changed."))
        #expect(!markdown.contains("| # |"))
    }
}
