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
    public internal(set) var keyColor: RGBColor {
        get { colors.key }
        set { colors.key = newValue }
    }
    /// Its label colour.
    public internal(set) var labelColor: RGBColor {
        get { colors.label }
        set { colors.label = newValue }
    }
    /// Who handles taps (weak: no retain cycle with the controller).
    public internal(set) var target: (any KeyActionTarget)? {
        get { weakTarget }
        set { weakTarget = newValue }
    }
    /// The colours, private behind `keyColor` and `labelColor`: the compiler sees every access, so
    /// none pays the run-time exclusivity check of a publicly visible stored variable of a class.
    private var colors: (key: RGBColor, label: RGBColor)
    /// The target, private behind `target` for the same reason.
    private weak var weakTarget: (any KeyActionTarget)?

    /// Creates a key node and counts it in the `LiveObjectRegistry`.
    public init(
        definition: KeyDefinition, frame: Rect, label: String, palette: KeyboardPalette,
        target: (any KeyActionTarget)?
    ) {
        self.definition = definition
        self.frame = frame
        self.label = label
        self.colors = (palette.key, palette.label)
        self.weakTarget = target
        LiveObjectRegistry.retain(.keyNode)
    }

    deinit { LiveObjectRegistry.release(.keyNode) }

    /// Sends the key's action (or one of its alternates) to the target; does nothing without one.
    public func sendAction(alternate: String? = nil) throws {
        try target?.perform(key: definition, alternate: alternate)
    }
}
