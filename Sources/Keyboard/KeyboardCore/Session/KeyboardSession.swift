/// The facade the harness drives: a host text field plus a keyboard controller for one device.
public final class KeyboardSession {
    /// The device the keyboard is shown on (its screen width is the keyboard width).
    public let device: DevicePreset
    /// The keyboard.
    public let controller: KeyboardController
    /// The host text field.
    public let document: InMemoryTextDocument

    /// Creates a session. Builds nothing: the first tree is built by `display()` (the cold path),
    /// or lazily by the first call that needs it.
    public init(
        device: DevicePreset = .iPhone14Pro, appearance: Appearance = .light,
        needsInputModeSwitchKey: Bool = true, state: KeyboardState = .initial,
        clock: any KeyboardClock = ContinuousKeyboardClock(), layouts: KeyboardLayoutProvider = .standard
    ) throws {
        self.device = device
        self.document = InMemoryTextDocument(
            keyboardAppearance: appearance, needsInputModeSwitchKey: needsInputModeSwitchKey)
        self.controller = try KeyboardController(
            document: document, keyboardWidth: device.screenWidth, state: state, clock: clock, layouts: layouts)
    }

    /// First build of the keyboard (like `viewDidLoad` + layout): the cold path.
    public func display() throws { controller.display() }

    /// Taps the current layout's mode-switch key that targets `mode` (the real path).
    /// Throws `KeyboardInputError.noModeSwitch` if the current layout has none (e.g. letters → symbols).
    public func switchLayout(to mode: KeyboardMode) throws {
        try controller.tapModeSwitch(to: mode)
    }

    /// Taps the key with identifier `keyID` on the current layout.
    public func tap(keyID: String) throws { try controller.tap(keyID: keyID) }

    /// Taps the long-press `alternate` of key `keyID` on the current layout.
    public func tap(keyID: String, alternate: String) throws {
        try controller.tap(keyID: keyID, alternate: alternate)
    }

    /// The host switched to `appearance`: swaps to the tree for it (from the cache or built).
    public func setAppearance(_ appearance: Appearance) {
        document.keyboardAppearance = appearance
        controller.appearanceDidChange()
    }

    /// The host's text field changed (clears the snippet buffer; the layout survives).
    public func textFieldDidChange() { controller.textDidChange() }

    /// Live versus held instances of every tracked type.
    public func objectCensus() -> [ObjectCensusEntry] {
        let held = controller.heldObjectCounts()
        return TrackedType.allCases.map { type in
            ObjectCensusEntry(type: type.name, live: LiveObjectRegistry.count(of: type), held: held[type] ?? 0)
        }
    }

    /// The keyboard state as a string, to save when the keyboard closes.
    public var savedState: String { controller.state.serialized }

    /// Restores a saved state string; a bad string throws a `KeyboardStateError` naming the problem.
    public func restoreState(from saved: String) throws {
        controller.restore(try KeyboardState(serialized: saved))
    }
}
