import KeyboardCore
import Testing

/// Capture through the keyboard session: secure fields, excluded hosts, paste, field changes, layouts.
struct CaptureTests {
    @Test func secureFieldToggledMidWordCapturesNothingWhileSecure() throws {
        let session = try KeyboardSession()
        try session.typeText("pass")
        session.setSecureTextEntry(true)
        try session.typeText("word")
        session.paste("hunter2")
        try session.tap(keyID: "backspace")
        session.setSecureTextEntry(false)
        try session.typeText("s!")
        #expect(session.controller.snippetBuffer.text == "passs!")
        #expect(session.document.text == "passwordhunters!")
    }

    @Test func aFieldChangeClearsTheWindowAndNothingElse() throws {
        let session = try KeyboardSession()
        try session.typeText("Call 555")
        let mode = session.controller.mode
        #expect(mode == .numbers)
        session.changeTextField()
        #expect(session.controller.snippetBuffer.isEmpty)
        #expect(session.controller.mode == mode)
        try session.typeText("1")
        #expect(session.controller.snippetBuffer.text == "1")
    }

    @Test func excludedHostsCaptureNothing() throws {
        let session = try KeyboardSession()
        session.changeTextField(host: "com.apple.Passwords")
        try session.typeText("secret")
        session.paste("more")
        #expect(session.controller.snippetBuffer.isEmpty)
        session.changeTextField(host: "com.apple.MobileSMS")
        try session.typeText("hi")
        #expect(session.controller.snippetBuffer.text == "hi")
    }

    @Test func pastedTextAndSystemKeyboardEmojiAreCaptured() throws {
        let session = try KeyboardSession()
        try session.typeText("Look ")
        session.paste("🎁 https://x.example")
        #expect(session.controller.snippetBuffer.text == "Look 🎁 https://x.example")
        #expect(session.document.text == "Look 🎁 https://x.example")
    }

    @Test func layoutSwitchesNeverTouchTheWindow() throws {
        let session = try KeyboardSession()
        try session.typeText("Send $5 now")
        let before = session.controller.snippetBuffer
        for _ in 0..<10 {
            try session.switchLayout(to: .numbers)
            try session.switchLayout(to: .symbols)
            try session.switchLayout(to: .letters)
        }
        session.setAppearance(.dark)
        #expect(session.controller.snippetBuffer == before)
    }

    @Test func backspaceThroughTheKeyboardFollowsTheDocument() throws {
        let session = try KeyboardSession()
        try session.typeText("ab")
        for _ in 0..<4 { try session.tap(keyID: "backspace") }
        #expect(session.controller.snippetBuffer.isEmpty)
        #expect(session.document.text.isEmpty)
    }
}
