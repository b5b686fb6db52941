import FuzzSupport
import MorseInput

/// The Morse engine under fuzzed keying (fuzz selector 4): presses, releases and polls at
/// fuzzed times (NaN, ±∞, backwards, bounces included), fuzzed timing settings, a card fed its events.
/// Promises checked: bad input is refused by name and leaves the state usable; the unit estimate stays
/// finite and inside the allowed speeds; every completed code is non-empty and either decodes or is
/// reported unknown; a card's state follows its events; encode → decode is the identity on text.
public enum MorseEngineProbe {
    /// Runs one input (the bytes after the selector); returns the first broken promise, or `nil`.
    public static func check(_ bytes: [UInt8]) -> FuzzFinding? {
        do {
            try run(bytes)
            return nil
        } catch {
            return error
        }
    }

    static func run(_ bytes: [UInt8]) throws(FuzzFinding) {
        var input = FuzzBytes(bytes)
        let clock = ManualMorseClock()
        let timing = timing(&input)
        guard let made = try? MorseEngine(clock: clock, timing: timing) else {
            try expect(!timing.isValid, "timing", "valid settings refused: \(timing)")
            return
        }
        var engine = made
        var checker = EventChecker()
        var steps = 0
        while !input.isAtEnd, steps < 256 {
            steps += 1
            try step(&engine, &input, clock: clock, &checker)
            let unit = engine.unitMilliseconds
            try expect(unit.isFinite && unit > 0, "unit", "unit estimate \(unit) after \(steps) steps")
        }
        try roundTrip(&input)
    }

    static func timing(_ input: inout FuzzBytes) -> MorseTiming {
        guard input.byte() % 4 == 0 else { return MorseTiming(initialWordsPerMinute: Double(5 + input.byte() % 30)) }
        return MorseTiming(
            initialWordsPerMinute: input.double(), bounceMilliseconds: input.double(), adaptation: input.double(),
            fastAdaptation: input.double()
        )
    }

    static func step(
        _ engine: inout MorseEngine<ManualMorseClock>, _ input: inout FuzzBytes, clock: ManualMorseClock,
        _ checker: inout EventChecker
    )
        throws(FuzzFinding)
    {
        let action = input.byte()
        let time: Double =
            action & 0x80 == 0 ? clock.now + Double(input.byte()) * Double(1 + input.byte() % 8) : input.double()
        if time.isFinite, time >= clock.now { clock.now = time }
        let wasPressed = engine.isPressed
        do {
            switch action % 4 {
            case 0: try engine.press(at: time, &checker)
            case 1: try engine.release(at: time, &checker)
            case 2: try engine.advance(to: time, &checker)
            default: try engine.finishSymbol(at: time, &checker)
            }
        } catch {
            try expect(!error.description.contains("\n"), "refusal", "more than one line: \(error)")
            try expect(engine.isPressed == wasPressed, "refusal", "a refused \(action % 4) changed the key state")
        }
        if let problem = checker.problem { throw FuzzFinding("event", problem) }
    }

    static func roundTrip(_ input: inout FuzzBytes) throws(FuzzFinding) {
        let text = input.string(maxLength: 24)
        guard let pattern = try? MorseAlphabet.itu.pattern(for: text) else { return }
        let words = text.split(whereSeparator: \.isWhitespace).map { $0.uppercased() }.joined(separator: " ")
        guard let back = try? MorseAlphabet.itu.decode(pattern: pattern), !words.isEmpty else { return }
        try expect(back == words, "round-trip", "'\(text)' → '\(pattern)' → '\(back)'")
    }
}

/// Checks every event as it arrives and feeds a symbol card with them.
struct EventChecker: MorseEventHandler {
    var problem: String?

    mutating func handle(_ event: MorseEvent) {
        switch event {
        case .signalAdded(_, let code, let time):
            check(time)
            if code.isEmpty { problem = "signal added with an empty code" }
        case .symbolCompleted(let code, let time):
            check(time)
            if code.isEmpty { problem = "symbol completed with no signals" }
            if case .failure(let error) = MorseAlphabet.itu.decode(code), error != .unknownSequence(code) {
                problem = "decode failed with \(error) for \(code)"
            }
        case .wordEnded(let time): check(time)
        }
    }

    private mutating func check(_ time: Double) {
        if !time.isFinite { problem = "event at a non-finite time \(time)" }
    }
}
