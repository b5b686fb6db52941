import Testing

@testable import MorseInput

/// The timing engine: standard timing at several speeds, adaptation, bounces, events.
@Suite struct EngineTimingTests {
    static let text: [MorseCode] = {
        let words = (try? MorseAlphabet.itu.encode("THE QUICK BROWN FOX JUMPS OVER THE LAZY DOG 0123456789 SOS?")) ?? []
        return Array(words.joined())
    }()

    @Test func unitIsTwelveHundredOverWPM() {
        #expect(MorseTiming.unitMilliseconds(wordsPerMinute: 20) == 60)
        #expect(MorseTiming.unitMilliseconds(wordsPerMinute: 5) == 240)
        #expect(MorseTiming.wordsPerMinute(unitMilliseconds: 40) == 30)
        // PARIS plus its word gap is 50 units.
        let paris = (try? MorseAlphabet.itu.encode("PARIS"))?.first ?? []
        #expect(paris.reduce(0) { $0 + $1.units } + 3 * (paris.count - 1) + 7 == 50)
    }

    @Test(arguments: [5.0, 8, 12, 20, 25, 30])
    func decodesAtSteadySpeedsWithJitter(wpm: Double) throws {
        // Starting from the speed itself every symbol decodes; starting from the default 15 WPM the first
        // word ("THE") may be misread before the estimate has moved, then every symbol decodes.
        let own = try keyThrough(Self.text, wpm: { _ in wpm }, initialWPM: wpm)
        #expect(own.codes == Self.text)
        let symbols = Self.text + Self.text
        let adapted = try keyThrough(symbols, wpm: { _ in wpm }, seed: 11)
        #expect(Array(adapted.codes.suffix(symbols.count - 3)) == Array(symbols.dropFirst(3)))
        #expect(abs(adapted.engine.wordsPerMinute - wpm) / wpm < 0.15, "estimate \(adapted.engine.wordsPerMinute)")
    }

    @Test(arguments: [(10.0, 30.0), (30.0, 5.0), (5.0, 30.0), (25.0, 12.0)])
    func followsAnAbruptSpeedChange(from: Double, to: Double) throws {
        let symbols = Self.text + Self.text
        let change = Self.text.count
        let result = try keyThrough(symbols, wpm: { $0 < change ? from : to }, initialWPM: from)
        #expect(result.codes.count >= symbols.count - 4)
        // Before the change all is right; after it at most a few symbols go wrong, then all is right.
        #expect(Array(result.codes.prefix(change)) == Array(symbols.prefix(change)))
        let tail = 20
        #expect(Array(result.codes.suffix(tail)) == Array(symbols.suffix(tail)), "\(from) → \(to) WPM")
        #expect(abs(result.engine.wordsPerMinute - to) / to < 0.15, "estimate \(result.engine.wordsPerMinute)")
    }

    @Test func followsAGradualRampFromFiveToThirty() throws {
        let symbols = Array(repeating: Self.text, count: 4).flatMap { $0 }
        let result = try keyThrough(symbols, wpm: { 5 + 25 * Double($0) / Double(symbols.count) }, initialWPM: 5)
        #expect(result.codes == symbols)
    }

    @Test func bouncesOfAFewMillisecondsAreFiltered() throws {
        // A 2 ms spike before every press and a 3 ms gap bounce inside every third.
        var count = 0
        let bouncy: (Press) -> [(Bool, Double)] = { press in
            count += 1
            var edges: [(Bool, Double)] = [(true, press.down - 6), (false, press.down - 4), (true, press.down)]
            if count % 3 == 0 {
                let middle = (press.down + press.up) / 2
                edges += [(false, middle), (true, middle + 3)]
            }
            return edges + [(false, press.up)]
        }
        for wpm in [5.0, 20, 30] {
            let result = try keyThrough(Self.text, wpm: { _ in wpm }, initialWPM: wpm, bounce: bouncy)
            #expect(result.codes == Self.text, "\(wpm) WPM")
            // The simulator's own bounces (a spike before, or a break inside, every press).
            let simulated = try keyThrough(Self.text, wpm: { _ in wpm }, initialWPM: wpm, bounceProbability: 1)
            #expect(simulated.codes == Self.text, "\(wpm) WPM, simulated bounces")
        }
    }

    @Test func eventsAsKeyingGoesOn() throws {
        var engine = try MorseEngine(clock: ManualMorseClock(), timing: MorseTiming(initialWordsPerMinute: 20))
        var log = EventLog()
        try engine.press(at: 0, &log)
        try engine.release(at: 60, &log)
        #expect(log.events.isEmpty, "a signal waits out the bounce time")
        try engine.press(at: 120, &log)
        try engine.release(at: 300, &log)
        try engine.advance(to: 420, &log)
        try engine.advance(to: 900, &log)
        let (a, dot) = (try #require(MorseCode(pattern: ".-")), try #require(MorseCode(pattern: ".")))
        #expect(
            log.events == [
                .signalAdded(.dot, code: dot, at: 60), .signalAdded(.dash, code: a, at: 300),
                .symbolCompleted(a, at: 420), .wordEnded(at: 900),
            ])
    }

    @Test func theInjectedClockDrivesTheEngine() throws {
        let clock = ManualMorseClock(now: 50)
        var engine = try MorseEngine(clock: clock, timing: MorseTiming(initialWordsPerMinute: 20))
        var log = EventLog()
        try engine.press(&log)
        clock.advance(by: 180)
        try engine.release(&log)
        clock.advance(by: 200)
        try engine.advance(&log)
        let dash = try #require(MorseCode(pattern: "-"))
        #expect(log.completed == [dash])
    }

    @Test func finishAndResetForTheCard() throws {
        var engine = try MorseEngine(clock: ManualMorseClock(), timing: MorseTiming(initialWordsPerMinute: 20))
        var log = EventLog()
        try engine.press(at: 0, &log)
        try engine.release(at: 60, &log)
        #expect(try engine.finishSymbol(at: 61, &log))
        let dot = try #require(MorseCode(pattern: "."))
        #expect(log.completed == [dot])
        try engine.press(at: 100, &log)
        engine.reset()
        #expect(!engine.isPressed && engine.currentCode.isEmpty)
        #expect(try !engine.finishSymbol(at: 200, &log))
    }
}
