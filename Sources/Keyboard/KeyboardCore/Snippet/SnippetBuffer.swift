/// The last characters the user typed or pasted, kept for risk analysis (story 2.1 data flow: "the last
/// N chars (e.g., up to 300)").
///
/// A window of at most `capacity` **user-perceived characters** (grapheme clusters: an emoji, a flag
/// or a letter with combining marks is one), oldest first. Storage is a ring of `capacity` characters
/// made once: appending a keystroke overwrites a slot and allocates nothing (a character of up to 15
/// UTF-8 bytes is stored inline; a longer cluster, such as a family emoji, is the only exception).
///
/// A character that arrives after the last one and joins it (a combining accent after "e", the second
/// regional indicator of a flag, a skin tone or ZWJ continuation of an emoji) replaces the last
/// character by the joined one, so the window always reads as the document's own characters do.
/// Nothing is captured while the field is secure.
///
/// The window is capped in bytes too: a character holds at most `maximumCharacterBytes` (128) UTF-8
/// bytes, so the window at most 300 × 128 = 38,400 (`maximumBytes`). A longer grapheme cluster — a
/// letter with a million combining marks, far beyond Unicode's stream-safe 30 marks or any emoji
/// sequence — keeps its first scalars, while it holds fewer than 125 bytes (a scalar has at most 4);
/// what joins it afterwards is dropped. The rule is the same whether a cluster is pasted whole or
/// typed mark by mark, and it keeps every keystroke's cost independent of what was pasted before: a
/// joining mark re-segments only the last character, now at most 128 bytes. (The analysis request
/// sends at most the newest 4,096 bytes of the window, whole characters only.)
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
    private var ring: [Character]
    private var start = 0
    /// The number of captured characters.
    public private(set) var count = 0

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
        guard let last, Self.mayJoin(last, first) else {
            var arrived = 0
            for character in text {
                push(Self.capped(character))
                arrived += 1
            }
            return arrived
        }
        var joined = String(last)
        joined.append(contentsOf: text)
        removeLastSlot()
        var arrived = -1
        for character in joined {
            push(Self.capped(character))
            arrived += 1
        }
        return arrived
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

    // MARK: Ring

    private func slot(_ index: Int) -> Int {
        let position = start + index
        return position >= ring.count ? position - ring.count : position
    }

    private mutating func push(_ character: Character) {
        if count < capacity {
            ring[slot(count)] = character
            count += 1
        } else {
            ring[start] = character
            start = start + 1 == ring.count ? 0 : start + 1
        }
    }

    private mutating func removeLastSlot() {
        ring[slot(count - 1)] = " "
        count -= 1
    }

    /// `character`, or — when it holds more than 124 UTF-8 bytes — its first scalars, added while they
    /// come to fewer than 125 bytes (so at most `maximumCharacterBytes`). A prefix of a grapheme
    /// cluster is one cluster (a break between two scalars depends only on the scalars up to them), and
    /// cutting a cut character again changes nothing, so a cluster typed mark by mark is cut exactly as
    /// the same cluster pasted whole.
    @inline(__always)
    static func capped(_ character: Character) -> Character {
        guard character.utf8.count > maximumCharacterBytes - 4 else { return character }
        return cut(character)
    }

    @inline(never)
    private static func cut(_ character: Character) -> Character {
        var kept = String.UnicodeScalarView()
        var bytes = 0
        for scalar in character.unicodeScalars {
            guard bytes <= maximumCharacterBytes - 4 else { break }
            kept.append(scalar)
            bytes += UTF8.width(scalar)
        }
        return String(kept).first ?? character
    }

    /// Whether a text starting with `next` might join the character `last` (Unicode grapheme rules
    /// GB3, GB9–GB13): only when `next` is a line feed or beyond U+02FF (marks, joiners, regional
    /// indicators, Hangul jamo), or `last` ends with a scalar beyond U+05FF (a prepend mark, a ZWJ, a
    /// regional indicator). A false "maybe" costs only a re-segmentation; a false "no" cannot happen.
    static func mayJoin(_ last: Character, _ next: Unicode.Scalar) -> Bool {
        if next.value >= 0x300 || next == "\n" { return true }
        guard let tail = last.unicodeScalars.last else { return false }
        return tail.value >= 0x600
    }
}

extension SnippetBuffer: Hashable {
    /// Two windows are equal when they hold the same characters in the same order and capacity.
    public static func == (lhs: SnippetBuffer, rhs: SnippetBuffer) -> Bool {
        guard lhs.capacity == rhs.capacity, lhs.count == rhs.count else { return false }
        for index in 0..<lhs.count where lhs[index] != rhs[index] { return false }
        return true
    }

    /// Hashes the capacity and the characters, oldest first.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(capacity)
        hasher.combine(count)
        for index in 0..<count { hasher.combine(self[index]) }
    }
}
