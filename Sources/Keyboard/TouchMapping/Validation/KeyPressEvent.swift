import KeyboardCore

/// A registered key press.
public struct KeyPressEvent: Hashable, Sendable {
    /// The text typed (shifted for letters while shift is on), or `nil` for keys that type nothing.
    public let character: String?
    /// The key pressed.
    public let key: KeyDefinition
    /// Its index in the layout's `keys`.
    public let keyIndex: Int
    /// When the press registered (seconds, from the observations' clock).
    public let timestamp: Double
    /// Whether shift applied to this press.
    public let isShifted: Bool
    /// 0…1: how far below the distance threshold the touch was.
    public let confidence: Double

    /// Creates an event.
    init(
        character: String?, key: KeyDefinition, keyIndex: Int, timestamp: Double, isShifted: Bool, confidence: Double
    ) {
        self.character = character
        self.key = key
        self.keyIndex = keyIndex
        self.timestamp = timestamp
        self.isShifted = isShifted
        self.confidence = confidence
    }
}
