import Foundation
import SceneRenderer
import Testing
import TouchMapping

@testable import VisionPipeline

/// The tuned constants live in `VisionConfig`, and a changed one is what the pipeline uses: each test
/// changes one setting and sees a decision change.
@Suite struct TunedSettingsTests {
    /// A finger tilted 8° ends at its axis's end; with an upright slope of tan 10° it counts as upright and
    /// keeps its topmost run's middle.
    @Test func theUprightSlopeDecidesWhetherATipMovesToTheAxisEnd() {
        let (mask, hand) = FingertipTests.finger(tip: Point(x: 100, y: 30), radius: 7.5, length: 90, degrees: 8)
        let topmost = Point(x: hand.topMiddle, y: Double(hand.topRow))
        #expect(Fingertip.locate(hand, in: mask) != topmost)
        var shape = FingertipConfig()
        shape.uprightSlope = tan(10 * Double.pi / 180)
        #expect(Fingertip.locate(hand, in: mask, shape: shape) == topmost)
    }

    /// Two fingers joined in the valley between them a little more than a width below the lower tip are
    /// two candidates; allowed no wider a run once joined than near its top, the lower one is none.
    @Test func theJoinedWideningDecidesWhetherAJoinedFingerIsACandidate() {
        let mask = BitMask(width: 128, height: 128)
        for y in 90..<128 { for x in 20..<100 { mask[x, y] = true } }
        for y in 20..<90 { for x in 50..<64 { mask[x, y] = true } }
        for y in 30..<90 { for x in 34..<48 { mask[x, y] = true } }
        for y in 46..<90 { for x in 48..<50 { mask[x, y] = true } }
        let components = RunComponents(maxRuns: 4_096)
        components.label(mask)
        let fingers = FingerCandidates()
        fingers.find(components[0], label: 0, runs: components, mask: mask, length: 2, reach: 2)
        #expect(fingers.count == 2)
        var shape = FingertipConfig()
        shape.joinedWidening = shape.widening
        fingers.find(components[0], label: 0, runs: components, mask: mask, length: 2, reach: 2, shape: shape)
        #expect(fingers.count == 1)
    }

    /// Shadow touching a finger's far side (the light casting to its right) is not its own; with the light
    /// counted as from straight behind below 0.7 across, both sides are its own and it touches.
    @Test func theLightFromBehindDecidesWhichSideIsAFingersOwn() {
        let skin = BitMask(width: 80, height: 60)
        for y in 20..<60 { for x in 36..<44 { skin[x, y] = true } }
        func touches(behind: Double) -> Bool {
            VisionPipeline.touchesOwnShadow(
                tip: Point(x: 40, y: 20), slope: 0, width: 8, skin: skin, direction: Point(x: 0.6, y: -0.8),
                margin: 1, rows: 16, share: 2.0 / 3, behind: behind
            ) { x, y in y > 22 && [32, 46].contains { x >= $0 && x < $0 + 3 } }
        }
        #expect(!touches(behind: FingerConfig().lightBehind))
        #expect(touches(behind: 0.7))
    }

    /// The pipeline hands its segmenter settings on: the least chromaticity change is the configured one.
    @Test func thePipelineUsesTheSegmentersLeastChroma() throws {
        let renderer = try TestScenes.renderer()
        #expect(try TestScenes.pipeline(renderer).segmenter.chroma < 40)
        var config = VisionConfig.standard
        config.segmenter.leastChroma = 40
        #expect(try TestScenes.pipeline(renderer, config: config).segmenter.chroma == 40)
    }

    /// Marks smaller than the configured least area are no marks: calibration finds none.
    @Test func theMarksLeastAreaDecidesCalibration() throws {
        let renderer = try TestScenes.renderer()
        _ = try TestScenes.pipeline(renderer)
        var config = VisionConfig.standard
        config.marks.leastArea = 100_000
        do {
            _ = try TestScenes.pipeline(renderer, config: config)
            Issue.record("the marks were found")
        } catch let error as VisionError {
            guard case .fiducialsNotFound = error else {
                Issue.record("\(error)")
                return
            }
        }
    }

    /// A hovering finger's shadow is an area at least a block large: with a block wider and taller than
    /// the shadow ahead of a finger, fewer frames see an open gap.
    @Test func theShadowBlockDecidesWhereTheShadowStarts() throws {
        var large = VisionConfig.standard
        (large.shadowWindow.blockWidth, large.shadowWindow.blockRows) = (40, 16)
        let renderer = try TestScenes.renderer()
        func gapsSeen(_ config: VisionConfig) throws -> Int {
            var seen = 0
            _ = try TestScenes.run(renderer, try TestScenes.pipeline(renderer, config: config), frames: 0..<120) {
                _, outcome, _ in
                if outcome.shadowDistance.isFinite, outcome.shadowDistance > 0 { seen += 1 }
            }
            return seen
        }
        let standard = try gapsSeen(.standard), blocked = try gapsSeen(large)
        #expect(
            standard > 0 && blocked < standard, "open gaps seen: \(standard) standard, \(blocked) with the large block")
    }
}
