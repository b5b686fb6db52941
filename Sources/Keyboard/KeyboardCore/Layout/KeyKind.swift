/// What a key does when it is tapped.
public enum KeyKind: Hashable, Sendable {
    /// Inserts the key's output (letters honour the shift state).
    case character
    /// Cycles the shift state (letters layout only).
    case shift
    /// Deletes the character before the cursor.
    case backspace
    /// Switches the keyboard to another layout.
    case modeSwitch(to: KeyboardMode)
    /// Asks the host to advance to the next input mode (the "globe" key).
    case globe
    /// Inserts a space.
    case space
    /// Inserts a newline ("\n").
    case `return`
}
