/// What the engine reports as keying goes on. Times are the injected clock's milliseconds.
public enum MorseEvent: Sendable, Equatable {
    /// A press became a signal (classified with the speed known at its release); `code` is the symbol
    /// so far.
    case signalAdded(MorseSignal, code: MorseCode, at: Double)
    /// A silence long enough ended the symbol. `code` is final: the symbol's presses are classified
    /// again together (a symbol mixing short and long presses is split between them), so it can differ
    /// from the signals reported one by one when the speed has just changed.
    case symbolCompleted(MorseCode, at: Double)
    /// A silence long enough ended the word.
    case wordEnded(at: Double)
}

/// Receives the engine's events. A struct or a class; generic, so delivering an event never allocates.
public protocol MorseEventHandler {
    /// Handles one event.
    mutating func handle(_ event: MorseEvent)
}

/// Keying the engine refuses; its state is unchanged.
public enum MorseInputError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A release with no press before it.
    case releaseWithoutPress(at: Double)
    /// A press while the key is already down.
    case pressWhilePressed(at: Double)
    /// A timestamp or duration that is NaN or infinite.
    case notFinite(Double)
    /// A timestamp earlier than one already seen, or a negative duration.
    case negativeDuration(Double)
    /// Timing settings that are not finite, positive and ordered.
    case invalidTiming

    /// The problem in one line, for a message.
    public var description: String {
        switch self {
        case .releaseWithoutPress(let time): "release at \(time) ms without a press"
        case .pressWhilePressed(let time): "press at \(time) ms while the key is already down"
        case .notFinite(let value): "time or duration is not finite (\(value))"
        case .negativeDuration(let value): "negative duration (\(value) ms): time went backwards"
        case .invalidTiming: "timing settings must be finite and positive, with adaptation between 0 and 1"
        }
    }
}
