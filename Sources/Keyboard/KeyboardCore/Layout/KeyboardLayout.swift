/// A layout: four rows of key definitions for one mode. Pure data; geometry comes later.
public struct KeyboardLayout: Hashable, Sendable {
    /// The mode this layout belongs to.
    public let mode: KeyboardMode
    /// The rows, top to bottom.
    public let rows: [[KeyDefinition]]
    /// Every key of the layout by identifier.
    public let keysByID: [String: KeyDefinition]
    /// How each typeable character is produced on this layout.
    public let strokes: [Character: KeyStroke]

    /// Creates a layout and indexes its keys and typeable characters.
    public init(mode: KeyboardMode, rows: [[KeyDefinition]]) {
        self.mode = mode
        self.rows = rows
        let keys = rows.flatMap { $0 }
        let keysByID = Dictionary(keys.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        self.keysByID = keysByID
        // A tap on an id reaches the first key of that id, so only those keys can type anything.
        self.strokes = Self.index(keys.filter { keysByID[$0.id] == $0 })
    }

    /// Whether the layout contains a key with this identifier.
    public func contains(keyID: String) -> Bool { keysByID[keyID] != nil }

    /// The key stroke that types `character` on this layout, or `nil` if it cannot be typed here.
    public func stroke(for character: Character) -> KeyStroke? { strokes[character] }

    /// The key of this layout that switches to `mode`, if any.
    public func modeSwitchKey(to target: KeyboardMode) -> KeyDefinition? {
        rows.lazy.flatMap { $0 }.first { $0.kind == .modeSwitch(to: target) }
    }

    /// The same layout without the globe key (the host needs no input-mode switch key).
    public func withoutGlobe() -> KeyboardLayout {
        KeyboardLayout(mode: mode, rows: rows.map { row in row.filter { $0.kind != .globe } })
    }
}
