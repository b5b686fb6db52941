import TestSupport
import Testing
import VisionPipeline

/// JPEG q20 at 320 × 240 on an independent session (`scripts/vision/independent_scenes.py`, OpenCV's
/// encoder: 4:2:0 chroma): a finger eight pixels wide fills too little of the 16 × 16 block holding its
/// top for the block to keep the hand's warmth, so the finger's top rows read as shadow and its top is
/// found up to ten rows low — at contact its own cap reads as a gap.
@Suite struct SmallFrameJPEGTests {
    /// 16 touches, seed 2 (a dark hand): before the cap reached a chroma block's rows and read the finger's
    /// brightness over the paper only, the tip erred by 2.49 px; now 2.39 px. (Its contacts were pressed,
    /// 0.875, as the best guess of frames that cannot tell a touch from a hover a few pixels up; such
    /// frames now say `no_shadow` and take no press — `HoverAsTouchTests`.)
    @Test(.needs(.openCV)) func aCompressedSmallFrameKeepsTheFingersTop() throws {
        try ToolAvailability.require(.openCV)
        let scratch = try TemporaryDirectory("small-jpeg")
        let folders = try IndependentScenesTests.sessions(["jpeg20"], in: scratch, seed: 2, touches: 16)
        let replayed = try IndependentScenesTests.replay(try #require(folders["jpeg20"]))
        try #require(replayed.refusal == nil, "calibration refused: \(String(describing: replayed.refusal))")
        let score = replayed.score
        #expect(score.falseTouches == 0, "\(score)")
        #expect(score.meanTipError < 2.45, "\(score)")
    }
}
