import KeyboardCore

/// A snippet window beside its plain reference: the document typed into it, segmented by
/// `SnippetReference`, and how many of those characters the window can show (what scrolled out is not
/// restored by a backspace). Every operation goes to both; `mismatch` says where they differ.
public struct SnippetModel {
    /// The window under test.
    public private(set) var window: SnippetBuffer
    /// The document since the window last started afresh, at most `capacity` + 4 characters.
    public private(set) var document = ""
    /// Comparisons made, and how many of them had a character beyond the byte cap.
    public private(set) var compared = 0
    public private(set) var beyondTheCap = 0
    private var visible = 0

    /// A model of a window of `capacity` characters.
    public init(capacity: Int) { window = SnippetBuffer(capacity: capacity) }

    /// Appends `text` whole, or in pieces of the given scalar counts (typed), to both.
    public mutating func append(_ text: String, pieces: [Int] = []) {
        let before = SnippetReference.characters(of: document).count
        var scalars = Array(text.unicodeScalars)[...]
        for size in pieces where !scalars.isEmpty {
            window.append(String(String.UnicodeScalarView(scalars.prefix(max(size, 1)))), isSecure: false)
            scalars = scalars.dropFirst(max(size, 1))
        }
        if !scalars.isEmpty { window.append(String(String.UnicodeScalarView(scalars)), isSecure: false) }
        document += text
        let after = SnippetReference.characters(of: document).count
        visible = min(visible + max(after - before, 0), window.capacity)
    }

    /// A backspace on both. Text typed into an emptied window starts afresh: it cannot join what
    /// scrolled out.
    public mutating func deleteLast() {
        window.deleteLast(isSecure: false)
        document = String(SnippetReference.characters(of: document).dropLast())
        visible = max(visible - 1, 0)
        if visible == 0 { document = "" }
    }

    /// A text-field change on both.
    public mutating func clear() {
        window.clear()
        document = ""
        visible = 0
    }

    /// Where the window differs from the reference (or the reference from Swift's own characters for a
    /// document with no character beyond the cap), else `nil`.
    public mutating func mismatch() -> String? {
        var expected = SnippetReference.characters(of: document)
        if expected.count > window.capacity + 4 {
            expected = Array(expected.suffix(window.capacity + 4))
            document = String(expected)
        }
        compared += 1
        if !SnippetReference.fitsTheCap(document) {
            beyondTheCap += 1
        } else if expected != Array(document) {
            return "the reference differs from Swift on \(Self.scalars(document))"
        }
        let actual = (0..<window.count).map { window[$0] }
        guard actual != Array(expected.suffix(visible)) else { return nil }
        return
            "capacity \(window.capacity): window \(actual.map(Self.scalars)), expected \(expected.suffix(visible).map(Self.scalars))"
    }

    static func scalars(_ text: some StringProtocol) -> [UInt32] { text.unicodeScalars.map(\.value) }
    static func scalars(_ character: Character) -> [UInt32] { character.unicodeScalars.map(\.value) }
}
