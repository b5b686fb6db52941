import TestSupport
import Testing
import VisionPipeline

/// More than one finger on scenes the pipeline did not draw (`scripts/vision/independent_scenes.py`,
/// 640 × 480): the middle finger held out past the index's tip, hovering, and the middle finger pressing
/// the key beside the index's at the same time.
@Suite struct MultiFingerSceneTests {
    /// One independent session at 640 × 480, replayed; its calibration must succeed.
    static func replayed(_ condition: String, seed: Int, touches: Int) throws -> IndependentScenesTests.Replayed {
        try ToolAvailability.require(.openCV)
        let scratch = try TemporaryDirectory("multi-finger-\(condition)")
        let folders = try IndependentScenesTests.sessions(
            [condition], in: scratch, width: 640, height: 480, seed: seed, touches: touches)
        let replayed = try IndependentScenesTests.replay(try #require(folders[condition]))
        #expect(replayed.refusal == nil)
        return replayed
    }

    /// The middle finger hovers past the index's tip on most touches (seed 2, 8 touches: too few lone
    /// touches for the light's direction to be learnt). Before, the light's direction was learnt from
    /// whichever finger alone read a shadow — the index reading the middle finger's shadow 30 px ahead —
    /// and pointed the wrong way, so the middle finger's own shadow was the index's and the index's
    /// contacts read as hovers while the hovering finger pressed: 0.375 with 4 false touches, most frames
    /// `ok`. The light is now learnt from a lone finger only; until it is, frames with two fingers say
    /// `finger_ambiguous`.
    @Test(.needs(.openCV)) func aFingerHoveringAheadIsNeverThePress() throws {
        let replayed = try Self.replayed("finger_ahead", seed: 2, touches: 8)
        let score = replayed.score
        #expect(score.falseTouches == 0 && score.precision == 1, "\(score)")
        #expect(score.keyAccuracy >= 0.85, "\(score)")
        #expect(replayed.health[.fingerAmbiguous] > 0, "two fingers before the light is known: \(replayed.health)")
    }

    /// Every third touch two keys at once (seed 4, 40 touches). Before, 8 of 17 chords pressed one key: a
    /// second finger whose shadow went under it read no shadow at all (a shadow watch followed only the
    /// typing finger), and the typing finger's shadow gone under it was not counted as closed when the
    /// second finger was judged: 0.849. Each press now counts, in order.
    @Test(.needs(.openCV)) func twoKeysPressedTogetherAreTwoPresses() throws {
        let score = try Self.replayed("chord", seed: 4, touches: 40).score
        #expect(score.falseTouches == 0 && score.precision == 1, "\(score)")
        #expect(score.keyAccuracy >= 0.97, "\(score)")
    }
}
