import BenchKit
import BenchModel
import KeyboardCore

/// Switches to `mode` by tapping the current layout's mode key for it (the real rebuild path);
/// measured as the operation `switch`.
public struct SwitchLayout: StepConvertible {
    let mode: KeyboardMode
    /// A switch to `mode`.
    public init(_ mode: KeyboardMode) { self.mode = mode }
    /// The measured step.
    public var step: Step<KeyboardSession> {
        let mode = mode
        return Step(operation: "switch") { session, _ in try session.switchLayout(to: mode) }
    }
}

/// Taps the key with the given identifier (docs/writing-scenarios.md, "Key identifiers", lists them); measured as `tap`.
/// With an alternate it is a long press choosing that alternate (`TapKey("letter.e", alternate: "é")`),
/// measured as `long-press`.
public struct TapKey: StepConvertible {
    let keyID: String
    let times: Int
    let alternate: String?
    /// Taps `keyID` `times` times.
    public init(_ keyID: String, times: Int = 1) {
        self.keyID = keyID
        self.times = times
        self.alternate = nil
    }
    /// Long-presses `keyID` and picks `alternate`.
    public init(_ keyID: String, alternate: String) {
        self.keyID = keyID
        self.times = 1
        self.alternate = alternate
    }
    /// The measured step.
    public var step: Step<KeyboardSession> {
        let keyID = keyID
        let times = times
        guard let alternate else {
            return Step(operation: "tap", problems: { Self.problems(keyID) }) { session, _ in
                for _ in 0..<times { try session.tap(keyID: keyID) }
            }
        }
        return Step(operation: "long-press", problems: { Self.problems(keyID) }) { session, _ in
            try session.longPress(keyID: keyID, alternate: alternate)
        }
    }

    static func problems(_ keyID: String) -> [String] {
        KeyboardLayout.keyListing.contains { $0.keyID == keyID }
            ? [] : ["taps key '\(keyID)', which no layout has (see the key identifiers in docs/writing-scenarios.md)"]
    }
}

/// Changes the keyboard's appearance; measured as the operation `appearance`.
public struct SetAppearance: StepConvertible {
    let appearance: Appearance
    /// A change to `appearance`.
    public init(_ appearance: Appearance) { self.appearance = appearance }
    /// The measured step.
    public var step: Step<KeyboardSession> {
        let appearance = appearance
        return Step(operation: "appearance") { session, _ in session.setAppearance(appearance) }
    }
}

/// Drops every cached key tree, so the next switch takes the build path (unmeasured).
public struct ClearLayoutCache: StepConvertible {
    /// The step.
    public init() {}
    /// The unmeasured step.
    public var step: Step<KeyboardSession> {
        Step(operation: nil) { session, _ in session.controller.clearCache() }
    }
}
