import Testing

@testable import MorseInput

/// Records what a card asks of the hand and of the statistics.
final class RecordingHaptics: MorseHaptics {
    var feedback: [String] = []
    func success() { feedback.append("success") }
    func error() { feedback.append("error") }
}

final class RecordingAttempts: MorseAttemptRecorder {
    struct Refused: Error, CustomStringConvertible { var description: String { "disk full" } }
    var attempts: [MorseAttempt] = []
    var refuse = false
    func record(_ attempt: MorseAttempt) throws {
        if refuse { throw Refused() }
        attempts.append(attempt)
    }
}

/// Every state and transition of the symbol card (seed 004).
@Suite struct SymbolCardTests {
    let haptics = RecordingHaptics()
    let recorder = RecordingAttempts()
    let clock = ManualMorseClock(now: 0, unixNow: 1_800_000_000_000)

    func card(_ symbol: Character = "A") throws -> SymbolCard {
        try SymbolCard(symbol: .character(symbol), haptics: haptics, recorder: recorder, clock: clock)
    }

    let a = MorseCode(pattern: ".-")!

    @Test func readyThenInputtingThenCorrect() throws {
        let card = try card()
        #expect(card.state == .ready && card.expected == a)
        card.onSignalAdded(.dot, at: 1_000)
        #expect(card.state == .inputting)
        card.onSignalAdded(.dash, at: 1_400)
        #expect(card.state == .inputting && card.input == a)
        card.onSymbolCompleted(a, at: 2_230)
        #expect(card.state == .correct(inputMilliseconds: 1_230))
        #expect(card.inputTimeText == "1.2s")
        #expect(haptics.feedback == ["success"])
        #expect(
            recorder.attempts == [
                MorseAttempt(
                    symbol: .character("A"), correct: true, inputMilliseconds: 1_230,
                    unixMilliseconds: 1_800_000_000_000)
            ])
    }

    @Test func incorrectShowsExpectedAndGot() throws {
        let card = try card()
        card.onSignalAdded(.dash, at: 0)
        let n = MorseCode(pattern: "-.")!
        card.onSymbolCompleted(n, at: 700)
        #expect(card.state == .incorrect(expected: a, got: n))
        #expect(card.inputTimeText == nil)
        #expect(haptics.feedback == ["error"])
        #expect(recorder.attempts.map(\.correct) == [false])
    }

    @Test func retryResetsFromEveryState() throws {
        let card = try card()
        card.retry()
        #expect(card.state == .ready)
        card.onSignalAdded(.dot, at: 0)
        card.retry()
        #expect(card.state == .ready && card.input.isEmpty)
        // Retrying mid-input starts the input time again at the next first signal.
        card.onSignalAdded(.dot, at: 5_000)
        card.onSymbolCompleted(a, at: 5_500)
        #expect(card.state == .correct(inputMilliseconds: 500))
        card.retry()
        #expect(card.state == .ready)
        card.onSignalAdded(.dash, at: 6_000)
        card.onSymbolCompleted(MorseCode(pattern: "-")!, at: 6_100)
        let dash = try #require(MorseCode(pattern: "-"))
        #expect(card.state == .incorrect(expected: a, got: dash))
        card.retry()
        #expect(card.state == .ready && card.inputTimeText == nil)
        #expect(card.attempts == 2 && recorder.attempts.count == 2)
    }

    @Test func eventsInAResultStateOrBeforeInputAreIgnored() throws {
        let card = try card()
        card.onSymbolCompleted(a, at: 10)
        #expect(card.state == .ready && card.ignoredEvents == 1 && recorder.attempts.isEmpty)
        card.onSignalAdded(.dot, at: 20)
        card.onSymbolCompleted(a, at: 90)
        card.onSignalAdded(.dot, at: 100)
        card.onSymbolCompleted(a, at: 200)
        #expect(card.state == .correct(inputMilliseconds: 70) && card.ignoredEvents == 3)
        #expect(recorder.attempts.count == 1 && haptics.feedback == ["success"])
    }

    @Test func everyAttemptIsRecordedAndARefusalIsShown() throws {
        let card = try card("E")
        for round in 0..<5 {
            card.onSignalAdded(.dot, at: Double(round) * 1_000)
            card.onSymbolCompleted(MorseCode(pattern: round % 2 == 0 ? "." : "-")!, at: Double(round) * 1_000 + 300)
            card.retry()
        }
        #expect(recorder.attempts.map(\.correct) == [true, false, true, false, true])
        recorder.refuse = true
        card.onSignalAdded(.dot, at: 9_000)
        card.onSymbolCompleted(MorseCode(pattern: ".")!, at: 9_100)
        #expect(
            card.state == .correct(inputMilliseconds: 100) && card.recordingError == "disk full" && card.attempts == 6)
    }

    @Test func drivenByTheEngine() throws {
        let card = try card("K")
        var engine = try MorseEngine(clock: clock, timing: MorseTiming(initialWordsPerMinute: 20))
        var handler = card
        for (down, up) in [(0.0, 180.0), (240.0, 300.0), (360.0, 540.0)] {
            try engine.press(at: down, &handler)
            try engine.release(at: up, &handler)
        }
        try engine.advance(to: 800, &handler)
        #expect(card.state == .correct(inputMilliseconds: 620))
        #expect(card.inputTimeText == "0.6s")
    }

    @Test func nextSymbolAndSymbolsNotInTheAlphabet() throws {
        let card = try card()
        try card.present(.procedure(.endOfWork))
        #expect(card.expected == MorseCode(pattern: "...-.-") && card.state == .ready)
        #expect(throws: SymbolCardError.notInAlphabet(.character("!"))) { try card.present(.character("!")) }
        #expect(throws: SymbolCardError.notInAlphabet(.character("$"))) {
            try SymbolCard(symbol: .character("$"), haptics: haptics, recorder: nil, clock: clock)
        }
    }

    @Test func inputTimeWithOneDecimal() {
        #expect(SymbolCard.seconds(0) == "0.0s")
        #expect(SymbolCard.seconds(1_234) == "1.2s")
        #expect(SymbolCard.seconds(1_250) == "1.3s")
        #expect(SymbolCard.seconds(61_960) == "62.0s")
        #expect(SymbolCard.seconds(.nan) == "–")
        #expect(SymbolCard.seconds(-5) == "–")
    }
}
