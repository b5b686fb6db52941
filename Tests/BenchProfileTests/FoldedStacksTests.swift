import BenchProfile
import Testing

@Suite struct FoldedStacksTests {
    @Test func addingTheSameStackTwiceSumsItsWeight() {
        var stacks = FoldedStacks(unit: .samples)
        stacks.add(["main", "run", "switchLayout"], weight: 3)
        stacks.add(["main", "run", "switchLayout"], weight: 2)
        stacks.add([], weight: 7)
        stacks.add(["main"], weight: 0)
        #expect(stacks.weights == [["main", "run", "switchLayout"]: 5])
        #expect(stacks.totalWeight == 5)
    }
}
