import BenchKit
import KeyboardVocabulary
import KeyboardCore

/// A displayed session with a warm cache that flips between two states on every call.
final class SessionToggleBench {
    let session: KeyboardSession
    private var flipped = false

    init(device: DevicePreset) throws {
        session = try KeyboardSession(device: device, appearance: .light)
        try session.display()
    }

    /// Letters ↔ numbers: the cached switch (both trees are in the cache after the first two calls).
    func switchLayout() throws {
        flipped.toggle()
        try session.switchLayout(to: flipped ? .numbers : .letters)
    }

    /// Light ↔ dark on the current layout, from the cache after the first two calls.
    func changeAppearance() {
        flipped.toggle()
        session.setAppearance(flipped ? .dark : .light)
    }
}

/// A layout switch served from the tree cache.
func cachedSwitch() -> Benchmark<SessionToggleBench> {
    Benchmark("cached-switch", tags: .nightly, .pr) {
        Subject { try SessionToggleBench(device: .iPhone14Pro) }
        Parameter("device", DevicePreset.iPhone14Pro.name)
        Parameter("switch", "letters <-> numbers, cache warm")
        Measure("switch") { (bench: SessionToggleBench, _: inout StepContext) in try bench.switchLayout() }
        Sampling(maximum: 1, quick: 0.2)
        TrackKeyboardObjects { $0.session }
        Budget(.latency("switch"), .p100, below: .milliseconds(100))
        Budget(.heapGrowth, atMost: .bytes(0))
        Budget(.leakedObjects, atMost: 0)
        TimeLimit(seconds: 60)
    }
}

/// An appearance change (light ↔ dark) served from the tree cache.
func appearanceChange() -> Benchmark<SessionToggleBench> {
    Benchmark("appearance-change", tags: .nightly, .pr) {
        Subject { try SessionToggleBench(device: .iPhone14Pro) }
        Parameter("device", DevicePreset.iPhone14Pro.name)
        Parameter("change", "light <-> dark, cache warm")
        Measure("appearance") { (bench: SessionToggleBench, _: inout StepContext) in bench.changeAppearance() }
        Sampling(maximum: 1, quick: 0.2)
        TrackKeyboardObjects { $0.session }
        Budget(.latency("appearance"), .p100, below: .milliseconds(100))
        Budget(.heapGrowth, atMost: .bytes(0))
        Budget(.leakedObjects, atMost: 0)
        TimeLimit(seconds: 60)
    }
}
