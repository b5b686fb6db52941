/// The host emptying its text field: the host's work, not the keyboard's (a harness keeps the field
/// bounded with it, outside what it measures).
extension KeyboardSession {
    /// The host empties its text field (as after sending a message) and tells the keyboard the
    /// text changed, which clears the snippet buffer but keeps the layout and shift state.
    /// Returns how many characters were removed. Not a key tap: no keyboard work is done.
    @discardableResult
    public func emptyHostDocument() -> Int {
        let removed = document.text.count
        guard removed > 0 else { return 0 }
        document.replaceText(with: "")
        controller.textDidChange()
        return removed
    }
}
