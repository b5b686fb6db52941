/// Factories for the keys every layout is built from.
extension KeyDefinition {
    /// A lowercase letter key (`letter.<c>`), with its accented alternates.
    public static func letter(_ character: String) -> KeyDefinition {
        KeyDefinition(
            id: "letter.\(character)", output: character, label: character, kind: .character,
            width: .unit, alternates: KeyAlternates.forLetter(character))
    }

    /// A character key of the numbers (`num.`) or symbols (`sym.`) layout.
    public static func symbol(_ character: String, prefix: String, width: KeyWidth) -> KeyDefinition {
        KeyDefinition(
            id: "\(prefix).\(character)", output: character, label: character, kind: .character,
            width: width, alternates: KeyAlternates.forSymbol(character))
    }

    /// The shift key (45 pt).
    public static let shift = KeyDefinition(
        id: "shift", output: nil, label: "⇧", kind: .shift, width: .fixed(KeyboardMetrics.specialKeyWidth))
    /// The backspace key (45 pt).
    public static let backspace = KeyDefinition(
        id: "backspace", output: nil, label: "⌫", kind: .backspace,
        width: .fixed(KeyboardMetrics.specialKeyWidth))
    /// "123": switches to the numbers layout (45 pt).
    public static let toNumbers = KeyDefinition(
        id: "mode.123", output: nil, label: "123", kind: .modeSwitch(to: .numbers),
        width: .fixed(KeyboardMetrics.specialKeyWidth))
    /// "ABC": switches to the letters layout (45 pt).
    static let toLetters = KeyDefinition(
        id: "mode.abc", output: nil, label: "ABC", kind: .modeSwitch(to: .letters),
        width: .fixed(KeyboardMetrics.specialKeyWidth))
    /// "#+=": switches to the symbols layout (45 pt).
    static let toSymbols = KeyDefinition(
        id: "mode.symbols", output: nil, label: "#+=", kind: .modeSwitch(to: .symbols),
        width: .fixed(KeyboardMetrics.specialKeyWidth))
    /// The globe key (45 pt); shown only when the host needs an input-mode switch key.
    public static let globe = KeyDefinition(
        id: "globe", output: nil, label: "🌐", kind: .globe, width: .fixed(KeyboardMetrics.globeKeyWidth))
    /// The space bar: takes whatever the bottom row leaves.
    public static let space = KeyDefinition(
        id: "space", output: " ", label: "space", kind: .space, width: .flexible)
    /// The return key (88 pt), inserting "\n".
    public static let `return` = KeyDefinition(
        id: "return", output: "\n", label: "return", kind: .return,
        width: .fixed(KeyboardMetrics.returnKeyWidth))
}
