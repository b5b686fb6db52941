import BenchKit
import BenchModel
import KeyboardCore

/// Types `text` the way a person would, from whatever state the keyboard is in: switching layouts
/// through their mode keys, shift (caps lock for runs of capitals), long presses for accented letters
/// and other alternates — every stroke through the real tap path. Measured as the operation `type`
/// (planning the strokes and tapping them).
///
/// Characters no layout has are found when the scenario is declared — every one of every `Type` step,
/// with its position, naming the step — and the tool refuses the scenario before anything runs,
/// suggesting `Paste("…")` (text that reaches the document without the keyboard) or leaving them out.
///
/// The host's text field is kept bounded without counting as keyboard work: after the measured
/// typing, an unmeasured step empties the field the way a host does after sending a message, once it
/// holds more than `hostFieldLimit` characters (1,000 by default; `nil` never empties it).
public struct Type: StepSequenceConvertible {
    let text: String
    let hostFieldLimit: Int?
    /// Typing `text`; the host field is emptied beyond `hostFieldLimit` characters.
    public init(_ text: String, hostFieldLimit: Int? = 1_000) {
        self.text = text
        self.hostFieldLimit = hostFieldLimit
    }

    /// The measured typing, then the unmeasured upkeep of the host field.
    public var steps: [Step<KeyboardSession>] {
        let text = text
        let problems = { Type.problems(typing: text) }
        let typing = Step<KeyboardSession>(operation: "type", problems: problems) { session, _ in
            try session.typeText(text)
        }
        guard let limit = hostFieldLimit else { return [typing] }
        let upkeep = Step<KeyboardSession>(operation: nil) { session, _ in
            _ = session.keepHostDocument(within: .emptiedBeyond(characters: limit))
        }
        return [typing, upkeep]
    }

    /// Every character of `text` no layout has, with its position, and what to do instead: one line.
    static func problems(typing text: String) -> [String] {
        let untypeable = TypingPlanner.standard.untypeableCharacters(in: text)
        guard !untypeable.isEmpty else { return [] }
        return [
            "types text that cannot be typed: " + untypeable.map(\.description).joined(separator: "; ")
                + " — type only what the keyboard has: use Paste(\"…\") for text that arrives in the document without"
                + " the keyboard, or leave \(untypeable.count == 1 ? "this character" : "these characters") out"
        ]
    }
}
