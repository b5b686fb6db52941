/// The host text field as the keyboard sees it (a model of `UITextDocumentProxy` plus the
/// few `UIInputViewController` facts the keyboard needs).
public protocol TextDocument: AnyObject {
    /// Inserts `text` at the cursor.
    func insertText(_ text: String)
    /// Deletes the character before the cursor, if any.
    func deleteBackward()
    /// The text before the cursor, or `nil` when the host reveals none.
    var documentContextBeforeInput: String? { get }
    /// The appearance the host asks for.
    var keyboardAppearance: Appearance { get }
    /// Whether the field is a secure (password) field.
    var isSecureTextEntry: Bool { get }
    /// Whether the keyboard must show its own globe key (`needsInputModeSwitchKey`).
    var needsInputModeSwitchKey: Bool { get }
}
