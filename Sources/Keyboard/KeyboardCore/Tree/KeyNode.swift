/// One key on screen. A class because identity matters (as a view's does on iOS).
/// Holds no reference to its row or tree; its target is weak.
public final class KeyNode {
    /// What the key is.
    public let definition: KeyDefinition
    /// Where it is, in keyboard coordinates.
    public let frame: Rect
    /// What it shows (the shifted form for letters when shift is on).
    public let label: String
    /// Its fill colour.
    public internal(set) var keyColor: RGBColor
    /// Its label colour.
    public internal(set) var labelColor: RGBColor
    /// Who handles taps (weak: no retain cycle with the controller).
    public internal(set) weak var target: (any KeyActionTarget)?

    /// Creates a key node and counts it in the `LiveObjectRegistry`.
    public init(
        definition: KeyDefinition, frame: Rect, label: String, palette: KeyboardPalette,
        target: (any KeyActionTarget)?
    ) {
        self.definition = definition
        self.frame = frame
        self.label = label
        self.keyColor = palette.key
        self.labelColor = palette.label
        self.target = target
        LiveObjectRegistry.retain(.keyNode)
    }

    deinit { LiveObjectRegistry.release(.keyNode) }

    /// Sends the key's action (or one of its alternates) to the target; does nothing without one.
    public func sendAction(alternate: String? = nil) throws {
        try target?.perform(key: definition, alternate: alternate)
    }
}
