/// The keyboard's brain (a model of the TypeSafe `KeyboardViewController`): owns the layout state
/// machine, the current key tree and the tree cache, the keyboard's one shift, and turns key taps into
/// document edits; what reaches the document goes to its `SnippetCapture`.
///
/// Ownership: the controller owns its document, current tree and cache; every key node points
/// back at the controller weakly, so releasing the controller releases every tree it built.
public final class KeyboardController {
    /// The text field being edited.
    public let document: any TextDocument
    /// The validated keyboard width.
    public private(set) var geometry: KeyboardGeometry {
        get { screen.geometry }
        set { screen.geometry = newValue }
    }
    /// The layouts the keyboard shows.
    public let layouts: KeyboardLayoutProvider
    /// Where shift taps get their timestamps.
    public let clock: any KeyboardClock
    /// The layout on screen.
    public internal(set) var mode: KeyboardMode {
        get { screen.mode }
        set { screen.mode = newValue }
    }
    /// The shift state machine (letters only; preserved across mode switches).
    public internal(set) var shift: ShiftStateMachine {
        get { screen.shift }
        set { screen.shift = newValue }
    }
    /// The tree on screen, or `nil` before `display()`.
    public internal(set) var currentTree: KeyboardTree? {
        get { screen.currentTree }
        set { screen.currentTree = newValue }
    }
    /// Built trees, least recently used evicted first.
    var cache: KeyboardTreeCache
    /// Snippet capture — the window, its policy, the host and the analyser — held whole: the
    /// controller hands it what reaches the document, and it decides what is captured.
    public internal(set) var snippet = SnippetCapture()
    /// How many trees were built (cold paths).
    public internal(set) var treesBuilt: Int {
        get { screen.treesBuilt }
        set { screen.treesBuilt = newValue }
    }
    /// How many tree swaps were served from the cache (fast paths).
    public internal(set) var cacheHits: Int {
        get { screen.cacheHits }
        set { screen.cacheHits = newValue }
    }
    /// How many times the globe key asked to advance to the next input mode.
    public internal(set) var advanceToNextInputModeCount = 0
    /// Called when the globe key is tapped (like `advanceToNextInputMode()`); capture weakly.
    public var onAdvanceToNextInputMode: (() -> Void)?
    /// What every tap and layout switch reads, private behind the public properties above: the
    /// compiler sees every access to it, so none pays the run-time exclusivity check that each access
    /// to a publicly visible stored variable of a class costs (a dozen of them in a layout switch).
    private var screen: Screen

    /// The contents of `screen`.
    private struct Screen {
        var geometry: KeyboardGeometry
        var mode: KeyboardMode
        var shift: ShiftStateMachine
        var currentTree: KeyboardTree?
        var treesBuilt = 0
        var cacheHits = 0
    }

    /// Creates a controller; builds nothing until `display()`.
    /// Throws if `keyboardWidth` is not a usable width for `layouts`.
    public init(
        document: any TextDocument, keyboardWidth: Double, state: KeyboardState = .initial,
        clock: any KeyboardClock = ContinuousKeyboardClock(),
        cacheCapacity: Int = KeyboardTreeCache.defaultCapacity,
        layouts: KeyboardLayoutProvider = .standard
    ) throws(KeyboardGeometryError) {
        self.document = document
        let geometry = try KeyboardGeometry(width: keyboardWidth)
        try layouts.validate(width: keyboardWidth)
        self.layouts = layouts
        self.clock = clock
        self.screen = Screen(geometry: geometry, mode: state.mode, shift: ShiftStateMachine(state: state.shift))
        self.cache = KeyboardTreeCache(capacity: cacheCapacity)
    }

    /// The state to save when the keyboard closes.
    public var state: KeyboardState { KeyboardState(mode: mode, shift: shift.state) }

    /// The layout currently shown (globe included only if the host needs it).
    public var currentLayout: KeyboardLayout {
        layouts.layout(for: mode, showsGlobe: document.needsInputModeSwitchKey)
    }

    /// Shows the keyboard: builds (or fetches) the tree for the current state. Idempotent.
    public func display() { refreshTree() }

    /// Restores a saved state (keyboard re-opened) and shows the matching tree if displayed.
    public func restore(_ state: KeyboardState) {
        mode = state.mode
        shift = ShiftStateMachine(state: state.shift)
        if currentTree != nil { refreshTree() }
    }

    /// The host's text field changed: clears the snippet buffer only (the layout and shift state
    /// survive), then picks up a changed appearance or globe requirement.
    func textDidChange() {
        snippet.fieldDidChange()
        if currentTree != nil { refreshTree() }
    }

    /// The host's appearance changed: swaps to the tree for the new appearance.
    func appearanceDidChange() {
        if currentTree != nil { refreshTree() }
    }

    /// The keyboard width changed (e.g. rotation); throws and keeps the old width if invalid.
    public func setKeyboardWidth(_ width: Double) throws(KeyboardGeometryError) {
        let validated = try KeyboardGeometry(width: width)
        try layouts.validate(width: width)
        geometry = validated
        if currentTree != nil { refreshTree() }
    }
}
