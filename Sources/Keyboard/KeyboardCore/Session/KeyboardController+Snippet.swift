/// Snippet capture as the controller hands it on: what reaches the document through the keyboard or
/// by other means (a paste, emoji from the system keyboard) goes to `snippet`, which captures it unless
/// the field is secure or the host excluded. The properties below read and write `snippet`'s own.
extension KeyboardController {
    /// The recent-typing window (`snippet.buffer`).
    public var snippetBuffer: SnippetBuffer { snippet.buffer }
    /// Where nothing is captured (`snippet.policy`).
    public var capturePolicy: SnippetCapturePolicy {
        get { snippet.policy }
        set { snippet.policy = newValue }
    }
    /// The host app's bundle identifier (`snippet.hostBundleID`).
    public var hostBundleID: String {
        get { snippet.hostBundleID }
        set { snippet.hostBundleID = newValue }
    }
    /// The analysis loop fed by the window (`snippet.analyzer`).
    public var analyzer: SnippetAnalyzer? {
        get { snippet.analyzer }
        set { snippet.analyzer = newValue }
    }

    /// Whether the current field may be captured.
    var capturesSnippet: Bool { snippet.captures(isSecure: document.isSecureTextEntry) }

    /// Text arrived in the document without the keyboard (pasted, or typed on the system keyboard
    /// reached with the globe key): the host already holds it; the keyboard captures it.
    func documentDidReceive(_ text: String) {
        snippet.poll()
        capture(text)
    }

    func capture(_ text: String) { snippet.capture(text, isSecure: document.isSecureTextEntry) }

    func captureBackspace() { snippet.captureBackspace(isSecure: document.isSecureTextEntry) }
}
