import BenchKit
import KeyboardCore

/// Text that arrives in the document without the keyboard — pasted, or typed on the system keyboard
/// reached with the globe key (emoji): the host inserts it and the keyboard captures it into the
/// snippet window. Measured as the operation `paste`. Any text can be pasted, including what no
/// layout can type.
public struct Paste: StepConvertible {
    let text: String
    /// Pasting `text`.
    public init(_ text: String) { self.text = text }
    /// The measured step.
    public var step: Step<KeyboardSession> {
        let text = text
        return Step(operation: "paste") { session, _ in session.paste(text) }
    }
}

/// The field being typed into becomes secure (a password field) or stops being so, in place:
/// nothing typed while it is secure is captured or sent. Unmeasured.
public struct SwitchToSecureField: StepConvertible {
    let isSecure: Bool
    /// Secure (`true`, default) or not.
    public init(_ isSecure: Bool = true) { self.isSecure = isSecure }
    /// The unmeasured step.
    public var step: Step<KeyboardSession> {
        let isSecure = isSecure
        return Step(operation: nil) { session, _ in session.setSecureTextEntry(isSecure) }
    }
}

/// The user moves to another text field (optionally of another host app, optionally secure): the
/// snippet window is cleared, the layout and shift state stay (story 2.5). Unmeasured.
public struct ChangeTextField: StepConvertible {
    let host: String?
    let isSecure: Bool
    /// A change to a field of `host` (the current host when `nil`).
    public init(host: String? = nil, secure isSecure: Bool = false) {
        self.host = host
        self.isSecure = isSecure
    }
    /// The unmeasured step.
    public var step: Step<KeyboardSession> {
        let host = host
        let isSecure = isSecure
        return Step(operation: nil) { session, _ in session.changeTextField(host: host, isSecure: isSecure) }
    }
}

/// The user dismisses the risk banner (nothing happens when none shows). Measured as `dismiss`.
public struct DismissBanner: StepConvertible {
    /// The step.
    public init() {}
    /// The measured step.
    public var step: Step<KeyboardSession> {
        Step(operation: "dismiss") { session, _ in session.dismissBanner() }
    }
}
