/// Light or dark keyboard appearance (the host's `keyboardAppearance`).
public enum Appearance: String, CaseIterable, Codable, Hashable, Sendable {
    /// Light grey keyboard, off-white keys, black labels.
    case light
    /// Dark grey keyboard, medium grey keys, white labels.
    case dark

    /// The colours for this appearance.
    public var palette: KeyboardPalette {
        switch self {
        case .light: .light
        case .dark: .dark
        }
    }
}
