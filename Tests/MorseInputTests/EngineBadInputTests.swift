import Testing

@testable import MorseInput

/// Keying the engine refuses, by name, with its state unchanged.
@Suite struct EngineBadInputTests {
    func engine() throws -> MorseEngine<ManualMorseClock> {
        try MorseEngine(clock: ManualMorseClock(), timing: MorseTiming(initialWordsPerMinute: 20))
    }

    @Test func releaseBeforePress() throws {
        var engine = try engine()
        var log = EventLog()
        #expect(throws: MorseInputError.releaseWithoutPress(at: 10)) { try engine.release(at: 10, &log) }
        try engine.press(at: 20, &log)
        try engine.release(at: 80, &log)
        #expect(throws: MorseInputError.releaseWithoutPress(at: 90)) { try engine.release(at: 90, &log) }
        try engine.advance(to: 300, &log)
        let dot = try #require(MorseCode(pattern: "."))
        #expect(log.completed == [dot])
    }

    @Test func pressWhilePressed() throws {
        var engine = try engine()
        var log = EventLog()
        try engine.press(at: 0, &log)
        #expect(throws: MorseInputError.pressWhilePressed(at: 5)) { try engine.press(at: 5, &log) }
        #expect(engine.isPressed)
    }

    @Test func nanAndInfiniteTimes() throws {
        var engine = try engine()
        var log = EventLog()
        for bad in [Double.nan, .infinity, -.infinity] {
            #expect(throws: MorseInputError.self) { try engine.press(at: bad, &log) }
            #expect(throws: MorseInputError.self) { try engine.advance(to: bad, &log) }
        }
        #expect(!engine.isPressed && log.events.isEmpty)
    }

    @Test func timeGoingBackwardsIsANegativeDuration() throws {
        var engine = try engine()
        var log = EventLog()
        try engine.press(at: 100, &log)
        #expect(throws: MorseInputError.negativeDuration(-40)) { try engine.release(at: 60, &log) }
        #expect(engine.isPressed)
        try engine.release(at: 160, &log)
        try engine.advance(to: 400, &log)
        let dot = try #require(MorseCode(pattern: "."))
        #expect(log.completed == [dot])
    }

    @Test func negativeOrNaNDurations() throws {
        let engine = try engine()
        #expect(throws: MorseInputError.negativeDuration(-1)) { try engine.classify(pressMilliseconds: -1) }
        #expect(throws: MorseInputError.self) { try engine.classify(pressMilliseconds: .nan) }
        #expect(throws: MorseInputError.self) { try engine.classify(pressMilliseconds: .infinity) }
        #expect(try engine.classify(pressMilliseconds: 60) == .dot)
        #expect(try engine.classify(pressMilliseconds: 180) == .dash)
    }

    @Test func senselessTimingIsRefused() {
        for timing in [
            MorseTiming(initialWordsPerMinute: .nan), MorseTiming(initialWordsPerMinute: -5),
            MorseTiming(bounceMilliseconds: -1),
            MorseTiming(adaptation: 2), MorseTiming(fastAdaptation: .nan),
        ] {
            #expect(throws: MorseInputError.invalidTiming) {
                try MorseEngine(clock: ManualMorseClock(), timing: timing)
            }
        }
    }

    @Test func anOverlongSymbolIsCutNotLost() throws {
        var engine = try engine()
        var log = EventLog()
        var time = 0.0
        for _ in 0..<20 {
            try engine.press(at: time, &log)
            try engine.release(at: time + 60, &log)
            time += 120
        }
        try engine.advance(to: time + 400, &log)
        #expect(log.completed.map(\.count) == [15, 5])
        #expect(MorseAlphabet.itu.decode(log.completed[0]) == .failure(.unknownSequence(log.completed[0])))
    }
}
