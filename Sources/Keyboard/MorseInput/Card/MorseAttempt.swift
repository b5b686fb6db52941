/// One validation cycle of a symbol card (input → validate → record).
public struct MorseAttempt: Sendable, Equatable {
    /// The symbol asked for.
    public var symbol: MorseSymbol
    /// Whether the signals keyed were the symbol's.
    public var correct: Bool
    /// From the first signal to the symbol's completion, in milliseconds.
    public var inputMilliseconds: Double
    /// When it was made, in milliseconds since the Unix epoch.
    public var unixMilliseconds: Int64

    /// An attempt.
    public init(symbol: MorseSymbol, correct: Bool, inputMilliseconds: Double, unixMilliseconds: Int64) {
        self.symbol = symbol
        self.correct = correct
        self.inputMilliseconds = inputMilliseconds
        self.unixMilliseconds = unixMilliseconds
    }
}

/// Where a card records its attempts (the statistics store, or a test's list).
public protocol MorseAttemptRecorder: AnyObject {
    /// Records one attempt; throws when it cannot be kept.
    func record(_ attempt: MorseAttempt) throws
}

/// The card's feedback to the hand (the seed's `HapticFeedbackManager`).
public protocol MorseHaptics: AnyObject {
    /// The symbol was keyed correctly.
    func success()
    /// The symbol was keyed wrongly.
    func error()
}
