import BenchProfile
import Testing

@Suite struct FunctionTableTests {
    /// main → run → parse (60), main → run → parse → parse (recursion, 20), main → run (10), main → draw (10).
    static var profile: FoldedStacks {
        var stacks = FoldedStacks(unit: .instructions)
        stacks.add(["main", "run", "parse"], weight: 60)
        stacks.add(["main", "run", "parse", "parse"], weight: 20)
        stacks.add(["main", "run"], weight: 10)
        stacks.add(["main", "draw"], weight: 10)
        return stacks
    }

    @Test func selfIsTheLeafsWeightAndTotalCountsEachStackOnceDespiteRecursion() {
        let table = FunctionTable(Self.profile)
        #expect(table.totalWeight == 100)
        #expect(table.costs["parse"] == FunctionCost(name: "parse", selfWeight: 80, totalWeight: 80))
        #expect(table.costs["run"] == FunctionCost(name: "run", selfWeight: 10, totalWeight: 90))
        #expect(table.costs["main"] == FunctionCost(name: "main", selfWeight: 0, totalWeight: 100))
        #expect(table.costs["draw"] == FunctionCost(name: "draw", selfWeight: 10, totalWeight: 10))
        #expect(table.topBySelf(3).map(\.name) == ["parse", "draw", "run"])
        #expect(table.topByTotal(2).map(\.name) == ["main", "run"])
    }

    @Test func markdownListsTheTopFunctionsWithUnitAndShares() {
        let markdown = FunctionTable(Self.profile).markdown(top: 2)
        #expect(markdown.contains("### Top functions by self instructions"))
        #expect(markdown.contains("Of 100 instructions in all"))
        #expect(markdown.contains("| # | function | self (instructions) | self % | total (instructions) | total % |"))
        #expect(markdown.contains("| 1 | `parse` | 80 | 80.0 % | 80 | 80.0 % |"))
        #expect(markdown.contains("| 2 | `draw` | 10 | 10.0 % | 10 | 10.0 % |"))
        #expect(markdown.contains("| 1 | `main` | 0 | 0 % | 100 | 100.0 % |"))
        #expect(markdown.contains("| 2 | `run` | 10 | 10.0 % | 90 | 90.0 % |"))
        #expect(!markdown.contains("`run` | 10 | 10.0 % | 90 | 90.0 % |\n| 3"))
    }

    @Test func namesAreCodeSpansSafeInsideATableCell() {
        #expect(MarkdownTable.code("a|b") == "`a\\|b`")
        #expect(MarkdownTable.code("x`y") == "``x`y``")
        #expect(MarkdownTable.code("Array<Int>.append(_:)") == "`Array<Int>.append(_:)`")
    }

    @Test func weightsAreGroupedAndSharesRounded() {
        #expect(ProfileFormat.grouped(12_345_678) == "12,345,678")
        #expect(ProfileFormat.weight(7_581) == "7,581")
        #expect(ProfileFormat.weight(-1_204) == "−1,204")
        #expect(ProfileFormat.weight(2.5) == "2.50")
        #expect(ProfileFormat.percent(0.25) == "0.25 %")
    }
}
