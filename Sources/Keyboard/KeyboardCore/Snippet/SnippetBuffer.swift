/// The last characters the user typed or pasted, kept for risk analysis (story 2.1 data flow: "the last
/// N chars (e.g., up to 300)").
///
/// A window of at most `capacity` **user-perceived characters** (grapheme clusters: an emoji, a flag
/// or a letter with combining marks is one), oldest first. Storage is a ring of `capacity` characters
/// made once: appending a keystroke overwrites a slot and allocates nothing when the keystroke and the
/// last character are short (a character of up to 15 UTF-8 bytes is stored inline). A longer cluster,
/// such as a family emoji, makes one allocation, its own storage (64 bytes); a mark joining a long last
/// character (a skin tone after a family emoji) makes two: the joined text and its character.
///
/// A character that arrives after the last one and joins it (a combining accent after "e", the second
/// regional indicator of a flag, a skin tone or ZWJ continuation of an emoji) replaces the last
/// character by the joined one, so the window always reads as the document's own characters do.
/// Nothing is captured while the field is secure.
///
/// The window is capped in bytes too: a character holds at most `maximumCharacterBytes` (128) UTF-8
/// bytes, so the window at most 300 × 128 = 38,400 (`maximumBytes`). A longer grapheme cluster — a
/// letter with a million combining marks, a pasted run of prepend marks, ZWJs or Hangul jamo, far
/// beyond Unicode's stream-safe 30 marks or any emoji sequence — is split into pieces: its longest
/// prefix of whole scalars within 128 bytes is one character, and the text after it is segmented
/// afresh from there (so the rest of the cluster makes further pieces, and what follows the cluster
/// is never swallowed by it). The window is therefore the document's own characters whenever none is
/// longer than 128 bytes, and otherwise those characters with each longer one split this way; the
/// rule is the same whether text is pasted whole or typed scalar by scalar, and a keystroke after any
/// paste is kept and costs the same (a joining mark re-segments only the last character, at most 128
/// bytes). (The analysis request sends at most the newest 4,096 bytes of the window, whole characters
/// only.)
public struct SnippetBuffer: Sendable {
    /// The default and maximum snippet length in characters (the wire allows 300).
    public static let defaultCapacity = 300
    /// The most UTF-8 bytes one character keeps (see the type's notes for the rule).
    public static let maximumCharacterBytes = 128
    /// The most UTF-8 bytes the window holds: `defaultCapacity` characters of `maximumCharacterBytes`.
    public static let maximumBytes = defaultCapacity * maximumCharacterBytes

    /// The most characters kept.
    public let capacity: Int
    /// The ring: `capacity` slots (at least one), the oldest character at `start`.
    var ring: [Character]
    var start = 0
    /// The number of captured characters.
    public internal(set) var count = 0

    /// Creates an empty window holding at most `capacity` characters (clamped to 0…300).
    public init(capacity: Int = defaultCapacity) {
        self.capacity = min(max(capacity, 0), Self.defaultCapacity)
        ring = Array(repeating: " ", count: max(self.capacity, 1))
    }

    /// The captured text, oldest first (builds a string: not for the keystroke path).
    public var text: String {
        var result = ""
        for index in 0..<count { result.append(self[index]) }
        return result
    }

    /// Whether nothing is captured.
    public var isEmpty: Bool { count == 0 }

    /// The `index`th character, oldest first (`0..<count`).
    public subscript(index: Int) -> Character { ring[slot(index)] }

    /// The newest character, if any.
    public var last: Character? { count == 0 ? nil : self[count - 1] }

    /// Records `text` unless the field is secure. Returns how many new characters arrived (0 when a
    /// joining mark only changed the last character), counting those that pushed older ones out.
    @discardableResult
    public mutating func append(_ text: String, isSecure: Bool) -> Int {
        guard !isSecure, capacity > 0, let first = text.unicodeScalars.first else { return 0 }
        guard let last, Self.mayJoin(last, first) else { return pushCharacters(of: text) }
        // Whether the first scalar joins is decided on the last character and that scalar alone (a
        // break depends only on the scalars before it); a text that starts a new character is added
        // as it is, without building the joined text.
        var joined = String(last)
        joined.unicodeScalars.append(first)
        guard joined.count == 1 else { return pushCharacters(of: text) }
        let rest = text.unicodeScalars.dropFirst()
        if !rest.isEmpty { joined.unicodeScalars.append(contentsOf: rest) }
        removeLastSlot()
        return pushCharacters(of: joined) - 1
    }

    /// Forgets the last captured character (backspace), unless the field is secure. Backspace on an
    /// empty window does nothing.
    public mutating func deleteLast(isSecure: Bool) {
        guard !isSecure, count > 0 else { return }
        removeLastSlot()
    }

    /// Forgets everything (a text-field change); the storage is kept.
    public mutating func clear() {
        for index in ring.indices { ring[index] = " " }
        start = 0
        count = 0
    }
}
