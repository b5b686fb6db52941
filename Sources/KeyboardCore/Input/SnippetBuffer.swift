/// The last typed characters, kept for risk analysis (story 2.1 data flow: "up to 300 chars").
/// Minimal for now: appends typed text, drops the oldest characters beyond `capacity`, captures
/// nothing while the field is secure, and is cleared when the text field changes.
public struct SnippetBuffer: Hashable, Sendable {
    /// The default and maximum snippet length in characters.
    public static let defaultCapacity = 300

    /// The most characters kept.
    public let capacity: Int
    private var characters: [Character] = []

    /// Creates an empty buffer holding at most `capacity` characters (0…300).
    public init(capacity: Int = defaultCapacity) {
        self.capacity = min(max(capacity, 0), Self.defaultCapacity)
        characters.reserveCapacity(self.capacity + 1)
    }

    /// The captured text, oldest first.
    public var text: String { String(characters) }

    /// The number of captured characters.
    public var count: Int { characters.count }

    /// Records typed `text` unless the field is secure.
    public mutating func append(_ text: String, isSecure: Bool) {
        guard !isSecure else { return }
        characters.append(contentsOf: text)
        let excess = characters.count - capacity
        if excess > 0 { characters.removeFirst(excess) }
    }

    /// Forgets the last captured character (backspace), unless the field is secure.
    public mutating func deleteLast(isSecure: Bool) {
        guard !isSecure, !characters.isEmpty else { return }
        characters.removeLast()
    }

    /// Forgets everything.
    public mutating func clear() { characters.removeAll(keepingCapacity: true) }
}
