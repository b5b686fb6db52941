/// The standard timing (ITU-R M.1677-1, Part I, § 2): a dash is three dots; the gap between the
/// signals of one symbol is one unit, between symbols three, between words seven. The unit is
/// 1200 / WPM milliseconds (PARIS: the word "PARIS " is 50 units).
public struct MorseTiming: Sendable, Equatable {
    /// The speed the engine assumes before the first press, in words per minute.
    public var initialWordsPerMinute: Double
    /// Presses, and gaps between a release and the next press, shorter than this are contact bounces.
    public var bounceMilliseconds: Double
    /// The slowest and fastest speeds the estimate may reach (words per minute).
    public var wordsPerMinuteRange: ClosedRange<Double>
    /// How far one press moves the unit estimate toward what it implies (0…1).
    public var adaptation: Double
    /// How far a press that implies a very different speed moves it (0…1).
    public var fastAdaptation: Double

    /// The defaults: 15 WPM to start, bounces under 10 ms, speeds 3–60 WPM.
    public init(
        initialWordsPerMinute: Double = 15, bounceMilliseconds: Double = 10,
        wordsPerMinuteRange: ClosedRange<Double> = 3...60,
        adaptation: Double = 0.25, fastAdaptation: Double = 0.6
    ) {
        self.initialWordsPerMinute = initialWordsPerMinute
        self.bounceMilliseconds = bounceMilliseconds
        self.wordsPerMinuteRange = wordsPerMinuteRange
        self.adaptation = adaptation
        self.fastAdaptation = fastAdaptation
    }

    /// The unit in milliseconds at `wordsPerMinute` (1200 / WPM).
    public static func unitMilliseconds(wordsPerMinute: Double) -> Double { 1_200 / wordsPerMinute }

    /// The speed in words per minute of a unit of `milliseconds`.
    public static func wordsPerMinute(unitMilliseconds: Double) -> Double { 1_200 / unitMilliseconds }

    /// Presses shorter than this many units are dots, longer dashes: √3, the geometric mean of 1 and 3
    /// (a ±20 % jitter keeps dots ≤ 1.2 and dashes ≥ 2.4, each ×1.4 away).
    public static let dotDashBoundary = 1.7320508075688772
    /// Silences longer than this many units end a symbol: √(1 · 3).
    public static let symbolGapBoundary = 1.7320508075688772
    /// Silences longer than this many units end a word: √(3 · 7).
    public static let wordGapBoundary = 4.58257569495584

    /// The speeds the engine supports, in words per minute: 1 (a unit of 1.2 s, slower than any
    /// learner keys) to 1,000 (1.2 ms, beyond any hand). Within them every unit, its reciprocal and
    /// every boundary in units is a finite, positive number of milliseconds; far below (about 6.7e-306
    /// WPM) the unit itself is infinite and the speed estimate NaN.
    public static let supportedWordsPerMinute: ClosedRange<Double> = 1...1_000

    /// Whether the settings make sense (finite, in range, ordered); the engine refuses others. The
    /// initial speed and both ends of the range must lie within `supportedWordsPerMinute`.
    public var isValid: Bool {
        Self.supportedWordsPerMinute.contains(initialWordsPerMinute) && bounceMilliseconds.isFinite
            && bounceMilliseconds >= 0
            && Self.supportedWordsPerMinute.contains(wordsPerMinuteRange.lowerBound)
            && Self.supportedWordsPerMinute.contains(wordsPerMinuteRange.upperBound)
            && (0...1).contains(adaptation) && (0...1).contains(fastAdaptation)
    }
}
