import FuzzSupport
import KeyboardCore

/// The operations a session program is made of: what a host and a user can do to the keyboard.
extension SessionProgram {
    /// Every key identifier of the standard layouts, plus ids that exist on no layout.
    static let keyIDs: [String] =
        KeyboardLayout.all.flatMap { $0.rows.flatMap { $0.map(\.id) } }
        + ["", "letter.", "letter.A", "nosuch", "shift ", "🙂"]

    /// Reads one operation from `input` and performs it; refusals (thrown errors) are fine, traps are not.
    func step(_ input: inout FuzzBytes) throws(FuzzFinding) {
        switch input.byte() % 16 {
        case 0: try? session.display()
        case 1: try? session.tap(keyID: input.pick(Self.keyIDs))
        case 2: tapAlternate(&input)
        case 3: try? session.switchLayout(to: input.pick(KeyboardMode.allCases))
        case 4: try type(input.string())
        case 5: session.setAppearance(input.pick(Appearance.allCases))
        case 6: session.textFieldDidChange()
        case 7: try restore(&input)
        case 8: try? session.controller.setKeyboardWidth(input.double())
        case 9: clock.advance(by: input.double())
        case 10: replaceText(input.string())
        case 11: hostChanges(&input)
        case 12: session.controller.clearCache()
        case 13: try checkCensus()
        default: try StandaloneProbe.run(&input, options: options)
        }
    }

    /// A long-press alternate: one the key has, or any string.
    func tapAlternate(_ input: inout FuzzBytes) {
        let keyID = input.pick(Self.keyIDs)
        let alternates = KeyboardLayout.definition(forID: keyID)?.alternates ?? []
        let alternate =
            input.byte() % 2 == 0 && !alternates.isEmpty ? input.pick(alternates) : input.string(maxLength: 4)
        try? session.tap(keyID: keyID, alternate: alternate)
    }

    /// Types `text`; when it succeeds the field must end with exactly that text, and the snippet too —
    /// unless the field is secure, when the snippet must not change at all (story 2.1).
    func type(_ text: String) throws(FuzzFinding) {
        let before = session.document.text
        let snippetBefore = session.controller.snippetBuffer
        let secure = session.document.isSecureTextEntry
        do {
            try session.type(text)
        } catch {
            if secure {
                try expect(session.controller.snippetBuffer == snippetBefore, "snippet", "captured from a secure field")
            }
            return
        }
        try expect(
            session.document.text == before + text, "type",
            "typing \(String(reflecting: text)) after \(String(reflecting: before)) left \(String(reflecting: session.document.text))"
        )
        let snippet = session.controller.snippetBuffer
        if secure {
            try expect(
                snippet == snippetBefore, "snippet", "typing \(String(reflecting: text)) in a secure field was captured"
            )
        } else {
            try expect(
                snippet.text.hasSuffix(String(text.suffix(snippet.capacity))), "snippet",
                "typing \(String(reflecting: text)) left the snippet \(String(reflecting: snippet.text))")
        }
    }

    /// Restores a saved state: a valid one, or any string (which must be refused without changing the state).
    func restore(_ input: inout FuzzBytes) throws(FuzzFinding) {
        let stateBefore = session.controller.state
        let text = input.byte() % 2 == 0 ? Self.state(&input).serialized : input.string()
        do {
            try session.restoreState(from: text)
        } catch {
            try expect(session.controller.state == stateBefore, "restore", "refused '\(text)' but changed the state")
        }
    }

    /// The user moved to another field: new text, then the host tells the keyboard.
    func replaceText(_ text: String) {
        session.document.replaceText(with: text)
        session.textFieldDidChange()
    }

    /// The host flips the secure-entry or globe requirement, then tells the keyboard.
    func hostChanges(_ input: inout FuzzBytes) {
        if input.byte() % 2 == 0 {
            session.document.isSecureTextEntry.toggle()
        } else {
            session.document.needsInputModeSwitchKey.toggle()
        }
        session.textFieldDidChange()
    }
}
