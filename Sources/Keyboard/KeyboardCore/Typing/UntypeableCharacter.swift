/// A character of a text that no layout of the keyboard has, with where it is.
public struct UntypeableCharacter: Hashable, Sendable, CustomStringConvertible {
    /// The character.
    public let character: Character
    /// Its index in the text, counted in `Character`s from 0.
    public let index: Int

    /// Creates an entry.
    init(character: Character, index: Int) {
        self.character = character
        self.index = index
    }

    /// `"😀" at index 12: no layout has it`.
    public var description: String {
        "\(String(reflecting: String(character))) at index \(index): no layout has it"
    }
}
