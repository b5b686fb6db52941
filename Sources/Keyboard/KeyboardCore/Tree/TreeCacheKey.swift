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
    /// Where the layout of `mode` comes from.
    public let layouts: KeyboardLayoutProvider

    /// Creates a key, normalising shift to `.off` outside the letters layout.
    public init(
        mode: KeyboardMode, shift: ShiftState, appearance: Appearance, width: Double, showsGlobe: Bool,
        layouts: KeyboardLayoutProvider = .standard
    ) {
        self.mode = mode
        self.shift = mode == .letters ? shift : .off
        self.appearance = appearance
        self.width = width
        self.showsGlobe = showsGlobe
        self.layouts = layouts
    }

    /// The layout the key's tree shows.
    public var layout: KeyboardLayout { layouts.layout(for: mode, showsGlobe: showsGlobe) }

    /// The same key for another appearance.
    public func with(appearance: Appearance) -> TreeCacheKey {
        TreeCacheKey(
            mode: mode, shift: shift, appearance: appearance, width: width, showsGlobe: showsGlobe, layouts: layouts)
    }
}
