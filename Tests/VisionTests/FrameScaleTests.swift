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
}
