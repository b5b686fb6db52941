/// A layout: four rows of key definitions for one mode. Pure data; geometry comes later.
public struct KeyboardLayout: Hashable, Sendable {
    /// The mode this layout belongs to.
    public let mode: KeyboardMode
    /// The rows, top to bottom.
    public let rows: [[KeyDefinition]]
    /// How each typeable character is produced on this layout.
    public let strokes: [Character: KeyStroke]
    /// Where taps on each identifier and each mode switch land.
    let positions: KeyPositions

    /// Creates a layout and indexes its keys and typeable characters.
    public init(mode: KeyboardMode, rows: [[KeyDefinition]]) {
        self.mode = mode
        self.rows = rows
        let positions = KeyPositions(rows: rows)
        self.positions = positions
        // A tap on an id reaches the first key of that id, so only those keys can type anything.
        let firstOfID = { (id: String) in positions.byID[id].map { rows[Int($0.row)][Int($0.column)] } }
        self.strokes = Self.index(rows.flatMap { $0 }.filter { firstOfID($0.id) == $0 })
    }

    /// Every key of the layout by identifier (the first key of each). Built on each call: use
    /// `key(forID:)` to find one key.
    public var keysByID: [String: KeyDefinition] { positions.byID.mapValues { rows[Int($0.row)][Int($0.column)] } }

    /// The key a tap on `id` reaches (the first of that identifier), or `nil` if the layout has none.
    public func key(forID id: String) -> KeyDefinition? {
        positions.byID[id].map { rows[Int($0.row)][Int($0.column)] }
    }

    /// Whether the layout contains a key with this identifier.
    public func contains(keyID: String) -> Bool { positions.byID[keyID] != nil }

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
