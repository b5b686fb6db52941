/// The symbol card's view model (seed 004, without SwiftUI): the user keys the shown symbol, sees at
/// once whether it was right, and every attempt is recorded.
///
/// `ready` → (first signal) `inputting` → (symbol completed) `correct(inputMilliseconds:)` or
/// `incorrect(expected:got:)`; `retry()` returns to `ready` from any state. Signals and symbols
/// arriving in a result state are ignored (the seed hides the input there) and counted.
public final class SymbolCard: MorseEventHandler {
    /// Where the card is.
    public enum State: Sendable, Equatable {
        /// Waiting for the first signal.
        case ready
        /// Signals are being keyed.
        case inputting
        /// The symbol was keyed correctly, in this many milliseconds from the first signal.
        case correct(inputMilliseconds: Double)
        /// The symbol keyed was not the one asked for.
        case incorrect(expected: MorseCode, got: MorseCode)
    }

    /// The symbol asked for.
    public private(set) var symbol: MorseSymbol
    /// Its signals.
    public private(set) var expected: MorseCode
    /// The card's state.
    public private(set) var state: State = .ready
    /// Signals keyed in this attempt so far.
    public private(set) var input = MorseCode()
    /// Attempts made (recorded or not).
    public private(set) var attempts = 0
    /// Events that came in a result state and were ignored.
    private(set) var ignoredEvents = 0
    /// Why the last attempt could not be recorded, or `nil` when it was.
    public private(set) var recordingError: String?

    private var inputStart: Double?
    private let alphabet: MorseAlphabet
    private let haptics: any MorseHaptics
    private let recorder: (any MorseAttemptRecorder)?
    private let clock: any MorseClock

    /// A card for `symbol`; throws `.notInAlphabet` when `alphabet` has no signal for it.
    public init(
        symbol: MorseSymbol, alphabet: MorseAlphabet = .itu, haptics: any MorseHaptics,
        recorder: (any MorseAttemptRecorder)?,
        clock: any MorseClock
    ) throws(SymbolCardError) {
        guard let code = alphabet.code(for: symbol) else { throw .notInAlphabet(symbol) }
        self.symbol = symbol
        expected = code
        self.alphabet = alphabet
        self.haptics = haptics
        self.recorder = recorder
        self.clock = clock
    }

    /// Shows another symbol, ready for input (the next card of a drill).
    public func present(_ next: MorseSymbol) throws(SymbolCardError) {
        guard let code = alphabet.code(for: next) else { throw .notInAlphabet(next) }
        symbol = next
        expected = code
        retry()
    }

    /// Back to `ready`: the input and its start time are forgotten.
    func retry() {
        state = .ready
        input.removeAll()
        inputStart = nil
    }

    /// A signal was keyed at `time` (engine milliseconds): the first one starts the input time.
    public func onSignalAdded(_ signal: MorseSignal, at time: Double) {
        switch state {
        case .ready:
            inputStart = time
            state = .inputting
        case .inputting: break
        case .correct, .incorrect:
            ignoredEvents += 1
            return
        }
        input.append(signal)
    }

    /// The symbol was completed at `time` with `code`: validates, gives feedback, records the attempt.
    public func onSymbolCompleted(_ code: MorseCode, at time: Double) {
        guard state == .inputting, let start = inputStart else {
            ignoredEvents += 1
            return
        }
        input = code
        let milliseconds = max(0, time - start)
        let correct = code == expected
        state = correct ? .correct(inputMilliseconds: milliseconds) : .incorrect(expected: expected, got: code)
        if correct { haptics.success() } else { haptics.error() }
        attempts += 1
        record(
            MorseAttempt(
                symbol: symbol, correct: correct, inputMilliseconds: milliseconds,
                unixMilliseconds: clock.unixMilliseconds()))
    }

    /// Takes the engine's events directly.
    public func handle(_ event: MorseEvent) {
        switch event {
        case .signalAdded(let signal, _, let time): onSignalAdded(signal, at: time)
        case .symbolCompleted(let code, let time): onSymbolCompleted(code, at: time)
        case .wordEnded: break
        }
    }

    /// The input time as shown: one decimal and "s" ("1.2s"); `nil` unless the card is `correct`.
    var inputTimeText: String? {
        guard case .correct(let milliseconds) = state else { return nil }
        return Self.seconds(milliseconds)
    }

    /// `milliseconds` as seconds with one decimal: 1234 → "1.2s"; "–" when not finite or negative.
    public static func seconds(_ milliseconds: Double) -> String {
        guard milliseconds.isFinite, milliseconds >= 0, milliseconds < 1e15 else { return "–" }
        let tenths = Int((milliseconds / 100).rounded())
        return "\(tenths / 10).\(tenths % 10)s"
    }

    private func record(_ attempt: MorseAttempt) {
        guard let recorder else { return }
        do {
            try recorder.record(attempt)
            recordingError = nil
        } catch {
            recordingError = "\(error)"
        }
    }
}

/// A card that cannot be shown.
public enum SymbolCardError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The alphabet has no signal for the symbol.
    case notInAlphabet(MorseSymbol)

    /// The problem in one line, for a message.
    public var description: String {
        switch self {
        case .notInAlphabet(let symbol): "no Morse signal for '\(symbol)' in this alphabet"
        }
    }
}
