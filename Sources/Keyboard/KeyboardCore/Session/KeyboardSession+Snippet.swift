/// What a person does beyond tapping keys, as the host and the keyboard see it.
extension KeyboardSession {
    /// Pastes `text` (or types it on the system keyboard): the host inserts it, the keyboard captures it.
    public func paste(_ text: String) {
        document.insertText(text)
        controller.documentDidReceive(text)
    }

    /// Moves to another text field of `host` (secure or not): the host's text is replaced by `text`,
    /// the keyboard's snippet window is cleared; layout and shift state stay (story 2.5).
    public func changeTextField(host: String? = nil, isSecure: Bool = false, text: String = "") {
        if let host { controller.hostBundleID = host }
        document.isSecureTextEntry = isSecure
        document.replaceText(with: text)
        controller.textDidChange()
    }

    /// The current field becomes secure (or stops being so) in place, e.g. a "show password" toggle:
    /// nothing typed while it is secure is captured; nothing else changes.
    public func setSecureTextEntry(_ isSecure: Bool) { document.isSecureTextEntry = isSecure }

    /// Dismisses the risk banner, if the keyboard analyses and one shows.
    public func dismissBanner() { controller.analyzer?.dismissBanner() }
}
