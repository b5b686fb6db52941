import KeyboardCore
import Testing

/// Every test that creates key trees lives under this one serialized suite (nested suites are
/// declared in `TreeBacked+*.swift`). `LiveObjectRegistry` is process-wide, so running these one at a
/// time — and keeping tree creation out of every other suite — makes absolute live counts exact.
@Suite(.serialized) struct TreeBacked {
    /// A session with a manual clock (no wall-clock time in tests).
    static func session(
        device: DevicePreset = .iPhone14Pro, appearance: Appearance = .light, globe: Bool = true,
        clock: ManualKeyboardClock = ManualKeyboardClock()
    ) throws -> KeyboardSession {
        let session = try KeyboardSession(
            device: device, appearance: appearance, needsInputModeSwitchKey: globe, clock: clock)
        try session.display()
        return session
    }

    /// Live tracked objects right now, per type.
    static func live() -> [TrackedType: Int] {
        Dictionary(uniqueKeysWithValues: TrackedType.allCases.map { ($0, LiveObjectRegistry.count(of: $0)) })
    }
}
