import KeyboardCore

/// How large the host's text field may get while texts are typed into it again and again: a harness's
/// policy (the keyboard's `Type` word applies it), kept out of the product.
///
/// Typing is keyboard work; emptying the field is the host's (as a messaging app clears its field
/// when a message is sent). So the bound is applied by a separate call,
/// `KeyboardSession.keepHostDocument(within:)`, that a harness makes outside what it measures —
/// e.g. after each typed text. With `.emptiedAfterEachText`, a scenario that types a 2,000-character
/// text 400 times never holds more than one text in the field, and an empty one between texts.
public enum HostDocumentBound: Hashable, Sendable {
    /// The field keeps everything typed (it grows with every text).
    case unbounded
    /// The host empties its field whenever it holds more than this many characters.
    case emptiedBeyond(characters: Int)

    /// The host empties its field after each typed text (whenever it holds anything).
    static let emptiedAfterEachText = HostDocumentBound.emptiedBeyond(characters: 0)

    /// Whether a field holding `text` must be emptied.
    func requiresEmptying(_ text: String) -> Bool {
        switch self {
        case .unbounded: false
        case .emptiedBeyond(let limit): Self.has(text, moreThan: max(limit, 0))
        }
    }

    /// Counts at most `limit + 1` characters (a character is at least one UTF-8 byte).
    private static func has(_ text: String, moreThan limit: Int) -> Bool {
        guard text.utf8.count > limit,
            let end = text.index(text.startIndex, offsetBy: limit, limitedBy: text.endIndex)
        else { return false }
        return end != text.endIndex
    }
}

/// Keeping the host text field bounded: the host's work, not the keyboard's.
extension KeyboardSession {
    /// Empties the host text field if `bound` says it holds too much (`emptyHostDocument()`); returns
    /// the characters removed (0 if the field was within the bound). Call it where the harness does not
    /// measure.
    @discardableResult
    public func keepHostDocument(within bound: HostDocumentBound) -> Int {
        bound.requiresEmptying(document.text) ? emptyHostDocument() : 0
    }
}
