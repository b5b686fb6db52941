import Testing
import TouchMapping
import VisionPipeline

/// Touch-event scoring against truth.
@Suite struct ScoringTests {
    let contacts = [
        ContactWindow(start: 10, end: 15, keyIndex: 1), ContactWindow(start: 30, end: 35, keyIndex: 2),
        ContactWindow(start: 50, end: 55, keyIndex: 3),
    ]

    @Test func eventsMatchWithinTwoFramesOnce() {
        var scorer = TouchEventScorer(contacts: contacts)
        scorer.record(keyIndex: 1, frame: 13)  // match, latency 3
        scorer.record(keyIndex: 1, frame: 14)  // the same contact again: false
        scorer.record(keyIndex: 9, frame: 37)  // within +2 of the second: matched, wrong key, latency 7
        scorer.record(keyIndex: 3, frame: 58)  // 3 past the third's end: false
        let score = scorer.score
        #expect(score.contacts == 3 && score.matched == 2 && score.correctKeys == 1 && score.falseTouches == 2)
        #expect(score.precision == 0.5 && abs(score.recall - 2.0 / 3) < 1e-12)
        #expect(abs(score.f1 - 2 * 0.5 * (2.0 / 3) / (0.5 + 2.0 / 3)) < 1e-12)
        #expect(abs(score.keyAccuracy - 1.0 / 3) < 1e-12 && score.meanLatencyFrames == 5)
    }

    @Test func tipErrorsAverageOverFramesWhereBothSawATip() {
        var scorer = TouchEventScorer(contacts: [])
        scorer.recordTip(seen: Point(x: 3, y: 4), truth: Point(x: 0, y: 0))
        scorer.recordTip(seen: Point(x: 1, y: 0), truth: Point(x: 0, y: 0))
        scorer.recordTip(seen: nil, truth: Point(x: 0, y: 0))
        scorer.recordTip(seen: Point(x: .nan, y: 0), truth: Point(x: 0, y: 0))
        #expect(scorer.score.meanTipError == 3 && scorer.tipsCompared == 2)
        #expect(scorer.score.precision == 1 && scorer.score.recall == 1, "nothing to find, nothing found")
    }
}
