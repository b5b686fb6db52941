/// From key presses and releases to signals and symbols, at the user's own speed.
///
/// Each press is a dot or a dash by its length against the current unit estimate (boundary √3
/// units); a silence of √3 units ends a symbol, of √21 a word. The unit follows the user: every press
/// moves it toward what the press implies (a dot is one unit, a dash three), strongly when a press
/// implies a very different speed, and a finished symbol that mixes short and long presses is split
/// between them and re-estimates the unit — so 5 WPM and 30 WPM both decode and an abrupt change is
/// followed within a few symbols. Presses and gaps shorter than the bounce time are contact bounces.
///
/// A cold start does not know the user's speed: the engine begins at `MorseTiming.initialWordsPerMinute`
/// (15 by default) and a slow user's dot lasts as long as a dash there (5 WPM: 240 ms), so the first
/// symbols can be misread ("H" at 5 WPM as "TTTT") until the estimate has moved; a fast user's first
/// symbols can run together (a 3-unit gap at 30 WPM is shorter than √3 units at 15). Measured from 15 WPM
/// on 2,000 random texts per speed (letters and figures, ±20 % jitter, `ColdStartDistributionTests`), the
/// symbols misread before every symbol decodes: at 10 WPM 97 % of texts none, worst 2; at 15 none; at
/// 20 all but 1 in 2,000 none, worst 2; at 25 WPM 89 % none, 1.75 % more than 2, worst 5; at 30 WPM 78 %
/// none, 3.8 % more than 2, worst 6 (docs/how-it-works.md has the whole table). Slow users: at most 8 at
/// 5–8 WPM (`ColdStartConvergenceTests`). A keyboard that knows its user's speed (the last session's)
/// should start there.
///
/// A signal is confirmed once the bounce time has passed after its release (by the next press or by
/// `advance`). Time comes from the injected clock (`press(_:)`), or is given (`press(at:_:)`). All
/// storage is made at start: keying allocates nothing.
public struct MorseEngine<Clock: MorseClock> {
    /// The clock `press`, `release` and `advance` read.
    public let clock: Clock
    /// The timing settings.
    public let timing: MorseTiming
    /// The current estimate of the unit (one dot), in milliseconds.
    public var unitMilliseconds: Double { unit }

    // Internal state is `@usableFromInline` and the keying methods `@inlinable`, so a client module
    // specializes them for its clock and handler (no generic dispatch per signal).
    @usableFromInline var unit: Double
    @usableFromInline var lastTime = -Double.infinity
    @usableFromInline var pressedAt: Double?
    @usableFromInline var pending: (start: Double, end: Double)?
    @usableFromInline var lastSignalEnd: Double?
    @usableFromInline var code = MorseCode()
    @usableFromInline var durations: [Double]
    @usableFromInline var wordOpen = false
    @usableFromInline let unitRange: ClosedRange<Double>

    /// An engine reading `clock`, with `timing`; throws `.invalidTiming` for settings that make no sense.
    public init(clock: Clock, timing: MorseTiming = MorseTiming()) throws(MorseInputError) {
        guard timing.isValid else { throw .invalidTiming }
        self.clock = clock
        self.timing = timing
        let initial = MorseTiming.unitMilliseconds(wordsPerMinute: timing.initialWordsPerMinute)
        unitRange =
            MorseTiming.unitMilliseconds(
                wordsPerMinute: timing.wordsPerMinuteRange.upperBound)...MorseTiming
            .unitMilliseconds(wordsPerMinute: timing.wordsPerMinuteRange.lowerBound)
        unit = min(max(initial, unitRange.lowerBound), unitRange.upperBound)
        durations = [Double](repeating: 0, count: MorseCode.capacity)
    }

    /// The speed estimate in words per minute.
    public var wordsPerMinute: Double { MorseTiming.wordsPerMinute(unitMilliseconds: unitMilliseconds) }

    /// The signals of the symbol being keyed (confirmed ones only).
    var currentCode: MorseCode { code }

    /// Whether the key is down.
    public var isPressed: Bool { pressedAt != nil }

    /// Forgets the symbol being keyed and any press in progress (a card's retry); keeps the speed.
    public mutating func reset() {
        pressedAt = nil
        pending = nil
        lastSignalEnd = nil
        code.removeAll()
        wordOpen = false
    }
}
