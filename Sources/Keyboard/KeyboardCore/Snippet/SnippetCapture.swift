/// Snippet capture, whole: the recent-typing window, where nothing may be captured, the host app the
/// keyboard is in, and the analysis loop the window feeds. The one owner of capture: the controller
/// holds one `SnippetCapture` beside its layouts and hands it what reaches the document (typed keys,
/// pastes, deletions, a field change); every capture decision is made here.
public struct SnippetCapture {
    /// The recent-typing window (cleared on text-field change, never fed from secure fields).
    public internal(set) var buffer = SnippetBuffer()
    /// Where nothing is captured (secure fields, excluded host apps).
    public var policy = SnippetCapturePolicy()
    /// The host app's bundle identifier (sent with analysis requests, checked against the policy).
    public var hostBundleID = "com.apple.MobileSMS"
    /// The analysis loop fed by the window, if the keyboard has one (Full Access granted).
    public var analyzer: SnippetAnalyzer?

    /// Capture with the default policy and host, and no analyser.
    init() {}

    /// Whether a field (secure or not) of the current host may be captured.
    public func captures(isSecure: Bool) -> Bool { policy.captures(host: hostBundleID, isSecure: isSecure) }

    /// `text` reached the document of a field that `isSecure` or not: into the window if it may be
    /// captured, and the analyser hears of it.
    mutating func capture(_ text: String, isSecure: Bool) {
        guard captures(isSecure: isSecure) else { return }
        let added = buffer.append(text, isSecure: false)
        analyzer?.didCapture(added: added, last: buffer.last, snippet: buffer, host: hostBundleID)
    }

    /// A character was deleted backward in a field that `isSecure` or not.
    mutating func captureBackspace(isSecure: Bool) {
        guard captures(isSecure: isSecure) else { return }
        buffer.deleteLast(isSecure: false)
    }

    /// The text field changed: the window starts afresh and nothing new is pending.
    mutating func fieldDidChange() {
        buffer.clear()
        analyzer?.fieldDidChange()
    }

    /// Picks up an analysis outcome if one arrived (every keystroke calls it).
    func poll() { analyzer?.poll() }
}
