/// Everything a built tree depends on; trees are cached by it.
public struct TreeCacheKey: Hashable, Sendable {
    /// The layout.
    public let mode: KeyboardMode
    /// The shift state; always `.off` for numbers and symbols, where shift does not apply.
    public let shift: ShiftState
    /// The appearance the tree was coloured for.
    public let appearance: Appearance
    /// The keyboard width in points.
    public let width: Double
    /// Whether the globe key is shown.
    public let showsGlobe: Bool

    /// Creates a key, normalising shift to `.off` outside the letters layout.
    public init(mode: KeyboardMode, shift: ShiftState, appearance: Appearance, width: Double, showsGlobe: Bool) {
        self.mode = mode
        self.shift = mode == .letters ? shift : .off
        self.appearance = appearance
        self.width = width
        self.showsGlobe = showsGlobe
    }
}
