/// A text field in memory; the cursor is always at the end of the text.
public final class InMemoryTextDocument: TextDocument {
    /// The whole text of the field.
    public private(set) var text: String
    /// The appearance the host asks for.
    public var keyboardAppearance: Appearance
    /// Whether the field is a secure (password) field.
    public var isSecureTextEntry: Bool
    /// Whether the keyboard must show its own globe key.
    public var needsInputModeSwitchKey: Bool

    /// Creates a document.
    public init(
        text: String = "", keyboardAppearance: Appearance = .light,
        isSecureTextEntry: Bool = false, needsInputModeSwitchKey: Bool = true
    ) {
        self.text = text
        self.keyboardAppearance = keyboardAppearance
        self.isSecureTextEntry = isSecureTextEntry
        self.needsInputModeSwitchKey = needsInputModeSwitchKey
    }

    /// Makes room for `count` UTF-8 bytes of text, so typing that far does not grow the string (a host
    /// with a large field; the harness keeps string growth out of keystroke measurements).
    public func reserveCapacity(_ count: Int) { text.reserveCapacity(count) }

    /// Appends `text`.
    public func insertText(_ text: String) { self.text += text }

    /// Removes the last character, if any.
    public func deleteBackward() {
        guard !text.isEmpty else { return }
        text.removeLast()
    }

    /// The whole text (the cursor is at the end).
    public var documentContextBeforeInput: String? { text }

    /// Replaces the text, as when the user moves to another field (the host then calls
    /// `textDidChange` on the keyboard).
    public func replaceText(with text: String) { self.text = text }
}
