/// What survives the keyboard being closed and re-opened: the layout and the shift state.
public struct KeyboardState: Codable, Hashable, Sendable {
    /// The layout on screen.
    public var mode: KeyboardMode
    /// The letters layout's shift state (kept, but not applied, on the other layouts).
    public var shift: ShiftState

    /// Creates a state.
    public init(mode: KeyboardMode = .letters, shift: ShiftState = .off) {
        self.mode = mode
        self.shift = shift
    }

    /// Letters, shift off: a freshly installed keyboard.
    public static let initial = KeyboardState()
}
