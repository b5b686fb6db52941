import SceneRenderer
import Testing
import TouchMapping
@testable import VisionPipeline

/// One rule scales the settings' pixel distances with the frame (`FrameScale`): the same session seen at
/// 320 × 240 and at 640 × 480 scores the same.
@Suite struct FrameScaleTests {
    @Test func distancesScaleWithTheWidth() {
        let half = FrameScale(width: 320), double = FrameScale(width: 1_280)
        #expect(half.pixels(12.0) == 6 && double.pixels(12.0) == 24)
        #expect(half.pixels(56) == 28 && half.pixels(1) == 1 && half.pixels(0) == 0 && double.pixels(44) == 88)
    }

    /// The marks are searched over the same stretch of the scene at every size.
    @Test func theMarksAreSearchedAsFarAcrossTheSceneAtEverySize() {
        let half = MarkTracker(width: 320), full = MarkTracker(width: 640), double = MarkTracker(width: 1_280)
        #expect(full.reach == CameraConfig().markReach)
        #expect(2 * half.reach == full.reach && double.reach == 2 * full.reach)
    }

    /// A mark's core is the mark less a border of whole pixels, so a tipped camera takes a larger share off
    /// a smaller core: the least share a mark's core may keep scales down with a narrower frame (20 % at
    /// 320 × 240) and stays 40 % at 640 × 480 and wider; so does the coarse scan's step (a finger about four
    /// samples wide at every size).
    @Test func aMarksLeastCoreAndTheCoarseStepScaleWithANarrowerFrame() throws {
        let half = MarkTracker(width: 320), full = MarkTracker(width: 640), double = MarkTracker(width: 1_280)
        #expect(full.coreSizes == CameraConfig().markCore && double.coreSizes == CameraConfig().markCore)
        #expect(half.coreSizes == 20...CameraConfig().markCore.upperBound)
        let renderer = try TestScenes.renderer("fj", settings: TestScenes.settings(width: 320, height: 240))
        #expect(try TestScenes.pipeline(renderer).coarseStep == VisionConfig.standard.coarseStep / 2)
    }

    /// The session's scores at `width` × `height` (the same script, seed and scene scaled).
    static func session(width: Int, height: Int) throws -> VisionScore {
        let renderer = try TestScenes.renderer(
            "fj dk sl gh ty bn fj dk", settings: TestScenes.settings(width: width, height: height))
        renderer.conditions.table = .plain
        return try TestScenes.run(renderer, try TestScenes.pipeline(renderer))
    }

    /// Within one press of key accuracy and with no false touch at either size; the fingertip error in
    /// pixels of a 640-wide frame within 0.6 px.
    @Test func theSameSessionScoresTheSameAtBothSizes() throws {
        let small = try Self.session(width: 320, height: 240), large = try Self.session(width: 640, height: 480)
        #expect(small.contacts == large.contacts && small.contacts > 10)
        #expect(abs(small.keyAccuracy - large.keyAccuracy) <= 1.0 / Double(large.contacts) + 1e-9)
        #expect(small.falseTouches == 0 && large.falseTouches == 0)
        #expect(
            abs(2 * small.meanTipError - large.meanTipError) <= 0.6, "\(small.meanTipError) vs \(large.meanTipError)")
    }

    /// Fast typing (presses 100 ms apart, 83 ms contacts, landing in one frame) at `width` × `height`.
    static func fastSession(width: Int, height: Int, config: VisionConfig = .standard) throws -> VisionScore {
        var settings = TestScenes.settings(width: width, height: height)
        (settings.approachFrames, settings.contactFrames, settings.liftFrames) = (1, 5, 0)
        settings.landingStep = 0.2
        let renderer = try TestScenes.renderer("the quick brown fox jumps over", settings: settings)
        return try TestScenes.run(renderer, try TestScenes.pipeline(renderer, config: config))
    }

    /// A finger landing in one frame shows its shadow at contact only as a wedge along its side, two
    /// pixels wide at 640 × 480 and one at 320 × 240: the wedge's width scales with the frame, so fast
    /// typing scores the same at both sizes.
    @Test func fastTypingScoresTheSameAtBothSizes() throws {
        let small = try Self.fastSession(width: 320, height: 240), large = try Self.fastSession(width: 640, height: 480)
        #expect(small.contacts == large.contacts && small.contacts > 20)
        #expect(small.keyAccuracy >= 0.97, "\(small)")
        #expect(
            abs(small.keyAccuracy - large.keyAccuracy) <= 1.0 / Double(large.contacts) + 1e-9, "\(small) vs \(large)")
        #expect(small.falseTouches == 0 && large.falseTouches == 0)
        // A wedge two pixels wide at 320 × 240 (four at 640 × 480) is not seen beside a finger 8 px wide;
        // a still tip with no shadow in its window is then taken as landed where the light is known (the
        // landing rule), so the score holds, and the scaled wedge sees each contact no later.
        var unscaled = VisionConfig.standard
        unscaled.shadowWindow.wedge = 4
        let unscaledScore = try Self.fastSession(width: 320, height: 240, config: unscaled)
        #expect(unscaledScore.keyAccuracy == small.keyAccuracy, "\(unscaledScore) vs \(small)")
        #expect(unscaledScore.meanLatencyFrames >= small.meanLatencyFrames, "\(unscaledScore) vs \(small)")
    }

    /// The shadow watch's distances are the mask's jitter and stay in frame pixels at every size.
    @Test func theShadowWatchKeepsFramePixels() {
        let watch = ShadowWatch(config: FingerConfig())
        #expect(watch.stillTip == 4 && watch.closingGap == 8 && watch.closingFrames == 2 && watch.unseenFrames == 20)
    }
}
