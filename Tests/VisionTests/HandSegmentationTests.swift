import SceneRenderer
import Testing
import TouchMapping
@testable import VisionPipeline

/// The hand seen as what changed against the empty desk: pale skin on white paper, a nail at the
/// fingertip, and sensor noise that must not stretch the region of interest.
@Suite struct HandSegmentationTests {
    static func renderer(_ change: (inout SceneConditions) -> Void) throws -> SceneRenderer {
        let renderer = try TestScenes.renderer("fjdkgh", settings: TestScenes.settings(width: 640, height: 480))
        renderer.conditions.table = .plain
        change(&renderer.conditions)
        return renderer
    }

    /// The pipeline's fingertip against the scene's on every frame with a hand, and the scores.
    static func tipErrors(_ renderer: SceneRenderer) throws -> (errors: [Double], score: VisionScore) {
        let pipeline = try TestScenes.pipeline(renderer)
        var errors: [Double] = []
        let score = try TestScenes.run(renderer, pipeline) { _, outcome, truth in
            guard let tip = truth.fingertip else { return }
            guard let seen = outcome.fingertip else { return errors.append(.infinity) }
            errors.append(((seen.x - tip.x) * (seen.x - tip.x) + (seen.y - tip.y) * (seen.y - tip.y)).squareRoot())
        }
        return (errors, score)
    }

    @Test(arguments: [0, 1])
    func aVeryPaleHandIsFound(tone: Int) throws {
        // Very pale (247, 226, 215) and pale pink skin sit below the HSV box's saturation on white paper.
        let renderer = try Self.renderer { $0.tones = [SkinTone.fitzpatrick[tone]] }
        let (errors, score) = try Self.tipErrors(renderer)
        let close = errors.filter { $0 <= 2 }.count
        #expect(close * 10 >= errors.count * 9, "\(SkinTone.fitzpatrick[tone].name): \(close) of \(errors.count)")
        #expect(score.recall == 1 && score.falseTouches == 0, "\(score)")
    }

    @Test func aNailTippedFingersTipIsWithinTwoPixels() throws {
        // The light tone's nail is not skin by colour; it changed against the paper all the same.
        let renderer = try Self.renderer {
            $0.nails = true
            $0.tones = [.light]
        }
        let (errors, score) = try Self.tipErrors(renderer)
        let mean = errors.reduce(0, +) / Double(Swift.max(errors.count, 1))
        #expect(!errors.isEmpty && mean <= 1.5, "mean tip error \(mean) px")
        #expect(
            errors.filter { $0 > 2 }.count * 20 <= errors.count, "tips further than 2 px: \(errors.filter { $0 > 2 })")
        #expect(score.recall == 1 && score.falseTouches == 0, "\(score)")
    }

    @Test func sensorNoiseDoesNotStretchTheRegionOfInterest() throws {
        let renderer = try Self.renderer { $0.noise = 15 }
        let pipeline = try TestScenes.pipeline(renderer)
        var largest = 0
        _ = try TestScenes.run(renderer, pipeline, frames: 0..<40) { _, _, _ in
            largest = Swift.max(largest, pipeline.regionPixels)
        }
        #expect(largest > 0 && largest * 4 < 640 * 480, "largest region \(largest) pixels")
    }

    @Test func aShadowIsNotHand() throws {
        // Paper darkened to half keeps its chromaticity: no change a hand would make.
        let paper: (UInt8, UInt8, UInt8) = (228, 226, 218)
        let (reference, layout) = TestScenes.frame(width: 128, height: 64) { _, _ in paper }
        let (shadowed, _) = TestScenes.frame(width: 128, height: 64) { x, _ in
            x < 64 ? paper : (paper.0 / 2, paper.1 / 2, paper.2 / 2)
        }
        let (pale, _) = TestScenes.frame(width: 128, height: 64) { x, _ in x < 64 ? paper : (247, 226, 215) }
        let model = ReferenceModel(width: 128, height: 64), classifier = SkinClassifier()
        reference.withUnsafeBufferPointer { model.capture($0.baseAddress!, layout, classifier: classifier) }
        let segmenter = HandSegmenter(classifier: classifier, reference: model)
        segmenter.followNoise()
        for (frame, expected) in [(shadowed, 0), (pale, 64 * 64)] {
            let mask = BitMask(width: 128, height: 64)
            frame.withUnsafeBufferPointer {
                segmenter.classify($0.baseAddress!, layout, columns: 0..<128, rows: 0..<64, into: mask)
            }
            #expect(mask.population == expected)
        }
    }
}
