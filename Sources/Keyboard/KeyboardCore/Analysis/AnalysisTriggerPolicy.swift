/// When the keyboard asks for an analysis, and how often at most.
///
/// Defaults, for a person typing 3–6 characters a second (40–70 words a minute):
/// - `minimumNewCharacters` 24: about five words — enough new text to change a verdict (a URL, an
///   amount, "gift card"), and at a person's pace one request per ~5 s of typing;
/// - at a **word boundary** (space, tab) once that much is new; at a **sentence boundary** (`.` `!` `?`
///   `;` `:` line break) once `minimumNewCharactersAtSentenceEnd` (8) is new: a short sentence such as
///   "Send it now!" is worth a look;
/// - on **return** whenever anything is new (the message is about to be sent);
/// - `minimumInterval` 2 s between request starts: at most 30 requests a minute per keyboard, so a
///   paste burst or a fast typist never floods the backend (each request costs a model call);
/// - at most one request in flight; a trigger that finds one in flight is remembered and served at
///   the next boundary after it completes.
public struct AnalysisTriggerPolicy: Hashable, Sendable {
    /// New characters needed at a word boundary.
    public var minimumNewCharacters: Int
    /// New characters needed at a sentence boundary.
    public var minimumNewCharactersAtSentenceEnd: Int
    /// Seconds between two request starts, at least.
    public var minimumInterval: Double

    /// The defaults above.
    public static let standard = AnalysisTriggerPolicy()

    /// A policy; see the type's documentation for the defaults.
    public init(minimumNewCharacters: Int = 24, minimumNewCharactersAtSentenceEnd: Int = 8, minimumInterval: Double = 2)
    {
        self.minimumNewCharacters = max(1, minimumNewCharacters)
        self.minimumNewCharactersAtSentenceEnd = max(1, minimumNewCharactersAtSentenceEnd)
        self.minimumInterval = minimumInterval.isFinite ? max(0, minimumInterval) : 0
    }

    /// What a captured character is for the policy.
    public enum Boundary: Sendable {
        case none, word, sentence, `return`
    }

    /// The boundary `character` makes. Every boundary character is at most 3 UTF-8 bytes ("…"), and
    /// none is canonically equivalent to a longer sequence, so a longer character is none without
    /// comparing it: `Character` equality normalises, which for a character of many combining marks
    /// costs time and memory in proportion to its size — on every keystroke that joins it.
    public static func boundary(of character: Character) -> Boundary {
        guard character.utf8.count <= 3 else { return .none }
        return switch character {
        case "\n", "\r\n", "\r": .return
        case " ", "\t": .word
        case ".", "!", "?", ";", ":", "…", "¡", "¿": .sentence
        default: .none
        }
    }

    /// Whether `newCharacters` new characters at `boundary` are enough for a request.
    public func wants(_ boundary: Boundary, newCharacters: Int) -> Bool {
        switch boundary {
        case .none: false
        case .word: newCharacters >= minimumNewCharacters
        case .sentence: newCharacters >= minimumNewCharactersAtSentenceEnd
        case .return: newCharacters > 0
        }
    }
}
