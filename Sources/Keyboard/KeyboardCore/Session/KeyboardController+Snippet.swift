/// Snippet capture: what reaches the document through the keyboard or by other means (a paste, emoji
/// from the system keyboard) goes into the window, unless the field is secure or the host excluded;
/// the analyser hears of every captured change.
extension KeyboardController {
    /// Whether the current field may be captured.
    var capturesSnippet: Bool {
        capturePolicy.captures(host: hostBundleID, isSecure: document.isSecureTextEntry)
    }

    /// Text arrived in the document without the keyboard (pasted, or typed on the system keyboard
    /// reached with the globe key): the host already holds it; the keyboard captures it.
    func documentDidReceive(_ text: String) {
        analyzer?.poll()
        capture(text)
    }

    func capture(_ text: String) {
        guard capturesSnippet else { return }
        let added = snippetBuffer.append(text, isSecure: false)
        analyzer?.didCapture(added: added, last: snippetBuffer.last, snippet: snippetBuffer, host: hostBundleID)
    }

    func captureBackspace() {
        guard capturesSnippet else { return }
        snippetBuffer.deleteLast(isSecure: false)
    }
}
