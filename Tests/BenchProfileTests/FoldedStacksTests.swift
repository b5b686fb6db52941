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

    @Test func focusingKeepsTheStacksThroughAFrameCutToStartThereAndLeavesOtherProfilesAlone() {
        var stacks = FoldedStacks(unit: .samples)
        stacks.add(["main", "measure", "timedBatch", "switchLayout", "retain"], weight: 6)
        stacks.add(["main", "measure", "timedBatch", "injectedSpin"], weight: 3)
        stacks.add(["main", "measure", "progress", "write", "finish_task_switch"], weight: 9)
        let focused = stacks.focused(on: "timedBatch")
        #expect(
            focused.weights == [["timedBatch", "switchLayout", "retain"]: 6, ["timedBatch", "injectedSpin"]: 3])
        #expect(focused.unit == .samples)
        #expect(stacks.focused(on: "absent") == stacks)
    }
}
