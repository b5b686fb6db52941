import Testing
import TouchMapping
@testable import VisionPipeline

/// A finger in contact stays where it is: a fingertip that travelled farther than
/// `FingerConfig.contactTravel` (scaled to the frame's width) since the last hand frame is no touch,
/// whatever its shadow reads — motion blur smears a finger crossing keys into its shadow.
@Suite struct ContactTravelTests {
    /// One hand frame whose fingertip is `tip`: whether it travelled, then the frame's gap watched (which
    /// remembers the tip).
    static func step(_ pipeline: VisionPipeline, to tip: Point, _ layout: FrameLayout) -> Bool {
        let travelling = pipeline.isTravelling(to: tip, layout)
        _ = pipeline.shadowWatch.gap(measured: .infinity, tip: tip)
        return travelling
    }

    @Test func aTipThatJumpedFartherThanAContactAllowsIsTravelling() throws {
        let renderer = try TestScenes.renderer()
        let pipeline = try TestScenes.pipeline(renderer), layout = try TestScenes.layout(renderer)
        let limit = VisionConfig.standard.fingers.contactTravel * Double(layout.width) / 640
        #expect(!Self.step(pipeline, to: Point(x: 100, y: 100), layout), "the first hand frame has no past")
        #expect(!Self.step(pipeline, to: Point(x: 100 + limit - 0.5, y: 100), layout), "jitter within a contact")
        #expect(Self.step(pipeline, to: Point(x: 100 + limit - 0.5, y: 100 + limit + 1), layout))
        #expect(pipeline.shadowWatch.previousTip == Point(x: 100 + limit - 0.5, y: 100 + limit + 1))
    }

    @Test func aFrameWithoutAHandForgetsTheLastTip() throws {
        let renderer = try TestScenes.renderer()
        let pipeline = try TestScenes.pipeline(renderer), layout = try TestScenes.layout(renderer)
        _ = Self.step(pipeline, to: Point(x: 10, y: 10), layout)
        // The calibration frame itself: an empty desk, no hand.
        renderer.renderReference()
        _ = try pipeline.process(renderer.frame.pixels, layout: layout, timestamp: 1)
        #expect(pipeline.shadowWatch.previousTip == nil)
        #expect(!Self.step(pipeline, to: Point(x: 200, y: 150), layout))
    }
}
