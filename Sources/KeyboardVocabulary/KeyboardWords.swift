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

/// Types `text` by tapping the current layout's keys; measured as the operation `type`.
public struct Type: StepConvertible {
    let text: String
    /// Typing `text`.
    public init(_ text: String) { self.text = text }
    /// The measured step.
    public var step: Step<KeyboardSession> {
        let text = text
        return Step(operation: "type") { session, _ in try session.type(text) }
    }
}

/// Taps the key with the given identifier; measured as the operation `tap`.
public struct TapKey: StepConvertible {
    let keyID: String
    let times: Int
    /// Taps `keyID` `times` times.
    public init(_ keyID: String, times: Int = 1) {
        self.keyID = keyID
        self.times = times
    }
    /// The measured step.
    public var step: Step<KeyboardSession> {
        let keyID = keyID
        let times = times
        return Step(operation: "tap") { session, _ in
            for _ in 0..<times { try session.tap(keyID: keyID) }
        }
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

