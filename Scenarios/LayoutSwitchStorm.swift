import BenchKit
import KeyboardVocabulary
import KeyboardCore

/// The seeds' central stress case (story 2.5, epic 6): 10,000 rapid iterations of
/// letters → numbers → symbols → letters with a key typed on each layout, the typed text deleted
/// again so the host's document does not grow (the keyboard's memory is what is judged).
public func layoutSwitchStorm(appearance: Appearance) -> Scenario<KeyboardSession> {
    Scenario("layout-switch-storm-\(appearance)", tags: .nightly, .pr, .memory) {
        Subject { try KeyboardSession(device: .iPhone14Pro, appearance: appearance) }
        Setup(.perRun) { try $0.display() }
        Parameter("device", DevicePreset.iPhone14Pro.name)
        Parameter("appearance", "\(appearance)")
        Parameter("switches_per_iteration", "3")
        Warmup(100, quick: 20)
        Repeat(10_000, quick: 500) { switchCycle }
        seedSwitchBudgets
        TimeLimit(seconds: 300)
    }
}

/// One storm iteration: three switches, a key typed on each layout, then the three characters deleted.
@StepBuilder<KeyboardSession>
var switchCycle: [Step<KeyboardSession>] {
    Type("a")
    SwitchLayout(.numbers)
    Type("1")
    SwitchLayout(.symbols)
    Type("[")
    SwitchLayout(.letters)
    TapKey("backspace", times: 3)
}

/// The same storm with the tree cache emptied before every switch: every switch takes the build path,
/// the worst case the < 100 ms budget must hold for.
func layoutRebuildStorm() -> Scenario<KeyboardSession> {
    Scenario("layout-rebuild-storm", tags: .nightly, .memory) {
        Subject { try KeyboardSession(device: .iPhone14Pro, appearance: .light) }
        Setup(.perRun) { try $0.display() }
        Parameter("device", DevicePreset.iPhone14Pro.name)
        Parameter("cache", "cleared before every switch")
        Warmup(50, quick: 10)
        Repeat(2_000, quick: 100) { rebuildCycle }
        seedSwitchBudgets
        TimeLimit(seconds: 300)
    }
}

@StepBuilder<KeyboardSession>
var rebuildCycle: [Step<KeyboardSession>] {
    ClearLayoutCache()
    SwitchLayout(.numbers)
    ClearLayoutCache()
    SwitchLayout(.symbols)
    ClearLayoutCache()
    SwitchLayout(.letters)
}

/// The seeds' budgets for rapid layout switching (story 2.5, story 2.1, epic 6): every switch under
/// 100 ms, the worker under 30 MB resident, no heap growth and no leaked node over the run.
@ScenarioBuilder<KeyboardSession>
var seedSwitchBudgets: [ScenarioPart<KeyboardSession>] {
    TrackKeyboardObjects()
    Budget(.latency("switch"), .p100, below: .milliseconds(100))
    Budget(.peakResident, below: .megabytes(30))
    Budget(.heapGrowth, atMost: .bytes(0))
    Budget(.leakedObjects, atMost: 0)
}
