import MorseInput
import Testing

/// The speed range the engine accepts is bounded (a unit must be a finite, positive number of
/// milliseconds), and a cold start's convergence is measured.
struct TimingRangeTests {
    @Test(arguments: [6.7e-306, 1e-300, 0x1p-1074, 1e-3, 0.5])
    func aRangeBelowTheSlowestSupportedSpeedIsRefused(lower: Double) {
        let timing = MorseTiming(wordsPerMinuteRange: lower...60)
        #expect(!timing.isValid)
        #expect(throws: MorseInputError.invalidTiming) { try MorseEngine(clock: ManualMorseClock(), timing: timing) }
    }

    @Test(arguments: [1e6, .greatestFiniteMagnitude])
    func aRangeAboveTheFastestSupportedSpeedIsRefused(upper: Double) {
        #expect(!MorseTiming(wordsPerMinuteRange: 3...upper).isValid)
        #expect(!MorseTiming(initialWordsPerMinute: upper).isValid)
    }

    @Test func theSupportedRangeIsValidAndItsUnitsFinite() throws {
        let range = MorseTiming.supportedWordsPerMinute
        let timing = MorseTiming(initialWordsPerMinute: range.lowerBound, wordsPerMinuteRange: range)
        #expect(timing.isValid)
        let engine = try MorseEngine(clock: ManualMorseClock(), timing: timing)
        #expect(engine.unitMilliseconds.isFinite && engine.wordsPerMinute.isFinite)
    }
}
