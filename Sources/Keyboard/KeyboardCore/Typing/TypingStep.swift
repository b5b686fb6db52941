/// One stroke of a plan, with what it is for and the keyboard state it leaves behind.
public struct TypingStep: Hashable, Sendable {
    /// The stroke to make.
    public let stroke: TypingStroke
    /// The index (in `Character`s, from 0) of the character of the text this stroke serves:
    /// the character it types, or the one it prepares (a layout switch or a shift change).
    public let characterIndex: Int
    /// Whether the stroke types the character at `characterIndex` (rather than preparing it).
    public let typesCharacter: Bool
    /// The layout and shift state the keyboard is in after the stroke.
    let stateAfter: KeyboardState

    /// Creates a step.
    init(stroke: TypingStroke, characterIndex: Int, typesCharacter: Bool, stateAfter: KeyboardState) {
        self.stroke = stroke
        self.characterIndex = characterIndex
        self.typesCharacter = typesCharacter
        self.stateAfter = stateAfter
    }

    /// How many characters of the text are typed once this step is done.
    var charactersTypedAfter: Int { typesCharacter ? characterIndex + 1 : characterIndex }
}
