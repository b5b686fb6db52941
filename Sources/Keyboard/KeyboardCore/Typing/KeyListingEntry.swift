/// One key of one standard layout, as the table of key identifiers in docs/writing-scenarios.md lists it.
public struct KeyListingEntry: Hashable, Sendable, CustomStringConvertible {
    /// The layout the key is on.
    public let mode: KeyboardMode
    /// The row, from 0 at the top.
    public let row: Int
    /// The key.
    public let key: KeyDefinition

    /// Creates an entry.
    init(mode: KeyboardMode, row: Int, key: KeyDefinition) {
        self.mode = mode
        self.row = row
        self.key = key
    }

    /// The key's identifier (what `tap(keyID:)` and `longPress(keyID:alternate:)` take).
    public var keyID: String { key.id }
    /// The text the key inserts, or `nil`.
    public var output: String? { key.output }
    /// The key's long-press alternates.
    public var alternates: [String] { key.alternates }

    /// `letters row 0  letter.e  types "e" (shift "E")  alternates è é ê ë ē ė ę`.
    public var description: String {
        var line = "\(mode) row \(row)  \(key.id)  " + outputText
        if !key.alternates.isEmpty { line += "  alternates " + key.alternates.joined(separator: " ") }
        return line
    }

    private var outputText: String {
        guard let output = key.output else { return "(\(key.kind.listingName))" }
        let typed = "types \(String(reflecting: output))"
        guard key.isLetter, output.uppercased() != output else { return typed }
        return typed + " (shift \(String(reflecting: output.uppercased())))"
    }
}

extension KeyKind {
    /// What a key that types nothing does, in a few words.
    var listingName: String {
        switch self {
        case .character, .space, .return: "types"
        case .shift: "shift"
        case .backspace: "deletes backward"
        case .modeSwitch(let target): "switches to \(target)"
        case .globe: "next keyboard"
        }
    }
}

extension KeyboardLayout {
    /// Every key of every standard layout (globe included), layout by layout, row by row, with its
    /// identifier, output and alternates. Keys on several layouts (`space`, `shift` …) appear once
    /// per layout.
    public static var keyListing: [KeyListingEntry] {
        all.flatMap { layout in
            layout.rows.enumerated().flatMap { row, keys in
                keys.map { KeyListingEntry(mode: layout.mode, row: row, key: $0) }
            }
        }
    }
}
