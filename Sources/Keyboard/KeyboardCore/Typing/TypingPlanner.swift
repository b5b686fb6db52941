/// Plans the strokes a person makes to type a text, from any layout and shift state.
///
/// The rules, in the order they are applied to each character of the text:
/// 1. **Stay where you are.** A character the current layout has (as a key or as a long-press
///    alternate) is typed there: no layout switch, even if another layout shows it as a key
///    (on numbers, `£` is a long press on `$`, not a switch to symbols).
/// 2. **Otherwise switch lazily, by the keys the layouts really have**, to the layout that has the
///    character and is fewest mode-switch taps away (ties: a key before an alternate, then layout
///    order letters, numbers, symbols). Routes are the shortest chains of mode-switch keys: letters
///    → numbers `123`, numbers → symbols `#+=`, symbols → numbers `123`, either → letters `ABC`;
///    letters reach symbols only through numbers. The switch is made just before the character that
///    needs it, so after a run of digits or symbols the keyboard returns to letters (`ABC`) right
///    before the next letter — after the space that ends the run, as a person does; it never
///    switches back "just in case" at the end of a text.
/// 3. **Shift only for letters, only on the letters layout.** A letter is typed with the
///    capitalisation it needs: a capital with shift on, a lowercase letter (or `ß`, which shift
///    would turn into "SS") with shift off. A run of `capsLockRun` (default 3) or more *adjacent*
///    capital letters is typed under caps lock, locked with a double tap on shift; a shorter run
///    gets one shift tap per capital. Caps lock stays on through spaces, digits, symbols and
///    layout switches, and is released (one shift tap) only before the next letter that must be
///    lowercase — never at the end of a text.
/// 4. Space, return and every non-letter key ignore shift and are typed on the current layout.
///
/// A plan is deterministic: the same text from the same state gives the same strokes.
public struct TypingPlanner: Sendable {
    /// The default shortest run of adjacent capitals typed under caps lock (double tap, then one
    /// tap to release it costs three presses: the same as three single shifts, with fewer changes).
    static let defaultCapsLockRun = 3

    /// The planner for the three standard layouts.
    public static let standard = TypingPlanner()

    /// The shortest run of adjacent capital letters typed under caps lock (at least 2).
    var capsLockRun: Int
    let layouts: [KeyboardMode: KeyboardLayout]
    let modes: [KeyboardMode]
    let routes: [KeyboardMode: [KeyboardMode: [ModeHop]]]
    let shiftKeys: [KeyboardMode: String]

    /// Creates a planner over `layouts` (one per mode; the first wins if a mode repeats).
    /// `capsLockRun` below 2 is taken as 2; `Int.max` never locks caps.
    init(layouts: [KeyboardLayout] = KeyboardLayout.all, capsLockRun: Int = defaultCapsLockRun) {
        var byMode: [KeyboardMode: KeyboardLayout] = [:]
        for layout in layouts where byMode[layout.mode] == nil { byMode[layout.mode] = layout }
        self.layouts = byMode
        self.modes = KeyboardMode.allCases.filter { byMode[$0] != nil }
        self.routes = Self.routes(between: byMode)
        self.shiftKeys = byMode.compactMapValues { layout in
            layout.rows.lazy.flatMap { $0 }.first { $0.kind == .shift }?.id
        }
        self.capsLockRun = max(2, capsLockRun)
    }

    /// The strokes that type `text` starting from `start`. Throws `TypingError.untypeable` listing
    /// every character no layout has (with its index), before planning anything.
    public func plan(_ text: String, from start: KeyboardState = .initial) throws(TypingError) -> TypingPlan {
        let characters = Array(text)
        let untypeable = untypeableCharacters(in: characters)
        guard untypeable.isEmpty else { throw .untypeable(untypeable) }
        var builder = PlanBuilder(state: start)
        for index in characters.indices {
            try appendSteps(typing: characters, at: index, to: &builder)
        }
        return TypingPlan(text: text, start: start, steps: builder.steps)
    }

    private func appendSteps(
        typing characters: [Character], at index: Int, to builder: inout PlanBuilder
    ) throws(TypingError) {
        let character = characters[index]
        let mode = builder.state.mode
        guard let choice = choice(for: character, from: mode), let route = routes[mode]?[choice.mode] else {
            throw .unreachable(character, index: index, from: mode)
        }
        for hop in route {
            builder.add(.tap(keyID: hop.keyID), for: index) { $0.mode = hop.target }
        }
        if choice.isLetter { appendShift(for: choice, typing: characters, at: index, to: &builder) }
        builder.add(choice.stroke, for: index, typing: true) { state in
            if choice.isLetter, state.shift == .once { state.shift = .off }
        }
    }
}
