import BenchKit
import KeyboardVocabulary
import KeyboardCore

/// Holds the session a cold-display iteration made, so releasing it happens outside the measurement.
public final class ColdDisplayBench {
    let device: DevicePreset
    let appearance: Appearance
    var session: KeyboardSession?

    init(device: DevicePreset, appearance: Appearance) {
        self.device = device
        self.appearance = appearance
    }

    /// Makes a new session and displays it: the keyboard's first build from nothing, empty cache.
    func display() throws {
        let session = try KeyboardSession(device: device, appearance: appearance)
        try session.display()
        self.session = session
    }
}

/// Story 2.1: keyboard display latency < 100 ms. The first iteration runs in a fresh worker process
/// (no warm-up), so the maximum includes the truly cold first build.
public func coldDisplay() -> Scenario<ColdDisplayBench> {
    Scenario("cold-display", tags: .nightly, .pr) {
        Subject { ColdDisplayBench(device: .iPhone14Pro, appearance: .light) }
        Parameter("device", DevicePreset.iPhone14Pro.name)
        Parameter("warmup", "none: the first sample is the process's first build")
        Repeat(500, quick: 50) {
            Perform { (bench: ColdDisplayBench, _: inout StepContext) in bench.session = nil }
            Measure("display") { (bench: ColdDisplayBench, _: inout StepContext) in try bench.display() }
        }
        TrackKeyboardObjects { $0.session }
        Budget(.latency("display"), .p100, below: .milliseconds(100))
        Budget(.leakedObjects, atMost: 0)
        TimeLimit(seconds: 120)
    }
}
