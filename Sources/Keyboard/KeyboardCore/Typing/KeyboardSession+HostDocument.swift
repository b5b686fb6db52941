/// Keeping the host text field bounded: the host's work, not the keyboard's.
extension KeyboardSession {
    /// The host empties its text field (as after sending a message) and tells the keyboard the
    /// text changed, which clears the snippet buffer but keeps the layout and shift state.
    /// Returns how many characters were removed. Not a key tap: no keyboard work is done.
    @discardableResult
    func emptyHostDocument() -> Int {
        let removed = document.text.count
        guard removed > 0 else { return 0 }
        document.replaceText(with: "")
        controller.textDidChange()
        return removed
    }

    /// Empties the host text field if `bound` says it holds too much; returns the characters
    /// removed (0 if the field was within the bound). Call it where the harness does not measure.
    @discardableResult
    public func keepHostDocument(within bound: HostDocumentBound) -> Int {
        bound.requiresEmptying(document.text) ? emptyHostDocument() : 0
    }
}
