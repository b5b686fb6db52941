/// The colours of story 6.1. Every key — letters, special keys, mode keys — uses the same
/// key and label colour; there is deliberately no accent colour.
public struct KeyboardPalette: Hashable, Sendable {
    /// The keyboard's background behind the keys.
    public let background: RGBColor
    /// Every key's fill.
    public let key: RGBColor
    /// Every key's label.
    public let label: RGBColor

    /// Creates a palette.
    init(background: RGBColor, key: RGBColor, label: RGBColor) {
        self.background = background
        self.key = key
        self.label = label
    }

    /// Light: keys #F8F8F8 on #D9D9D9, black labels.
    public static let light = KeyboardPalette(
        background: RGBColor(hex: 0xD9D9D9), key: RGBColor(hex: 0xF8F8F8), label: .black)
    /// Dark: keys #4A4A4A on #191919, white labels.
    public static let dark = KeyboardPalette(
        background: RGBColor(hex: 0x191919), key: RGBColor(hex: 0x4A4A4A), label: .white)

    /// The palette's colours (for checks such as "no blue anywhere").
    public var allColors: [RGBColor] { [background, key, label] }
}
