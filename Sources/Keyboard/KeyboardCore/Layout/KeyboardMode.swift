/// The three layouts the keyboard can show.
public enum KeyboardMode: String, CaseIterable, Codable, Hashable, Sendable {
    /// QWERTY letters with shift (story 2.1).
    case letters
    /// Digits and common punctuation, reached with "123" (story 2.5).
    case numbers
    /// Extended symbols, reached with "#+=" from the numbers layout (story 2.5).
    case symbols
}
