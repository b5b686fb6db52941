import SceneRenderer
import Testing
import TouchMapping
@testable import VisionPipeline

/// The touch/hover decision once the hand is found: the shadow seen right beside printed lines and
/// not made of compression specks, and a tip on its key's edge mapped to its key.
@Suite struct TouchDecisionTests {
    /// A `vision-conditions` scene (640 × 480, its seed and text) on a plain table.
    static func renderer(aimAtKeyEdges: Bool = false, _ change: (inout SceneConditions) -> Void = { _ in }) throws
        -> SceneRenderer
    {
        var settings = SceneSettings()
        (settings.seed, settings.aimAtKeyEdges) = (2027, aimAtKeyEdges)
        let renderer = try SceneRenderer(settings: settings, text: TouchTypingText.sample(characters: 110, seed: 2027))
        renderer.conditions.table = .plain
        change(&renderer.conditions)
        return renderer
    }

    /// A contact in `frames` through a pipeline calibrated on `renderer`: its score, the frames the finger
    /// touched, and how many of those read a finger–shadow gap of 0.
    static func contact(_ renderer: SceneRenderer, frames: Range<Int>) throws -> (VisionScore, Int, Int) {
        let pipeline = try TestScenes.pipeline(renderer)
        var touchingFrames = 0, touchedFrames = 0
        let score = try TestScenes.run(renderer, pipeline, frames: frames) { _, outcome, truth in
            guard truth.touching else { return }
            touchingFrames += 1
            if outcome.shadowDistance == 0 { touchedFrames += 1 }
        }
        return (score, touchingFrames, touchedFrames)
    }

    @Test func aContactBesidePrintedLinesIsATouch() throws {
        // Key 15's tip sits just above a printed line: what shows of the shadow at contact is a thin
        // wedge beside the finger, within two pixels of print, where the reference's darkest luma is ink.
        let (score, touchingFrames, touchedFrames) = try Self.contact(Self.renderer(), frames: 54..<70)
        #expect(score.contacts == 1 && score.matched == 1 && score.correctKeys == 1, "\(score)")
        #expect(touchedFrames >= touchingFrames - 1, "\(touchedFrames) of \(touchingFrames) contact frames")
    }

    @Test func aJPEGQ20ContactRegisters() throws {
        // Compression blocks leave dark specks on the print above the tip; specks are not shadow.
        let renderer = try Self.renderer { $0.jpegQuality = 20 }
        let pipeline = try TestScenes.pipeline(renderer)
        let score = try TestScenes.run(renderer, pipeline, frames: 0..<100)
        #expect(score.contacts >= 6, "\(score)")
        #expect(score.recall == 1 && score.keyAccuracy == 1 && score.falseTouches == 0, "\(score)")
    }

    @Test func aMotionBlurredContactRegisters() throws {
        // Blurred 9 px along the rows, the top marks' cores are under half their printed size: tracked
        // against their size in the (as blurred) reference, the shadow test is aligned and the thin wedge
        // beside the finger at contact is seen (key 15's contact).
        let renderer = try Self.renderer { $0.blur = .motion(length: 9) }
        let pipeline = try TestScenes.pipeline(renderer)
        let score = try TestScenes.run(renderer, pipeline, frames: 57..<68)
        #expect(score.contacts == 1 && score.matched == 1 && score.correctKeys == 1, "\(score)")
        #expect(score.falseTouches == 0, "\(score)")
    }

    @Test func aShadowCrossedByPrintedLinesIsATouch() throws {
        // Key 23's contact under motion blur: the wedge beside the finger is crossed by a glyph's
        // horizontal strokes, rows the sure test leaves out; possible shadow between sure shadow above
        // and below joins it into an area.
        let renderer = try Self.renderer { $0.blur = .motion(length: 9) }
        let pipeline = try TestScenes.pipeline(renderer)
        let score = try TestScenes.run(renderer, pipeline, frames: 355..<372)
        #expect(score.contacts == 1 && score.matched == 1 && score.correctKeys == 1, "\(score)")
    }

    @Test func aTwoPixelWedgeBesideTheFingerIsATouch() throws {
        // Key 23's contact at JPEG q 20: on one frame what shows of the shadow beside the grown skin is
        // a wedge two pixels wide; a 2 × 3 block level with the tip or below it is contact.
        let (score, touchingFrames, touchedFrames) = try Self.contact(
            Self.renderer { $0.jpegQuality = 20 }, frames: 355..<372)
        #expect(score.contacts == 1 && score.matched == 1 && score.correctKeys == 1, "\(score)")
        #expect(touchedFrames == touchingFrames, "\(touchedFrames) of \(touchingFrames) contact frames")
    }

    @Test func aTipOnAKeyEdgeMapsToItsKey() throws {
        let renderer = try Self.renderer(aimAtKeyEdges: true)
        let pipeline = try TestScenes.pipeline(renderer)
        var mismatches = 0
        let score = try TestScenes.run(renderer, pipeline, frames: 0..<140) { _, outcome, truth in
            if truth.touching, outcome.step.feedback == .invalid(.shadowMismatch) { mismatches += 1 }
        }
        #expect(score.recall == 1 && score.keyAccuracy == 1 && score.falseTouches == 0, "\(score)")
        #expect(mismatches == 0)
    }

    @Test func aTouchingTipInItsKeysMarginCountsForItsKey() throws {
        // At contact the shadow's tip is under the finger: the shadow point handed over is the tip.
        let frames = PrintedKeyboard().frames
        let key = frames.keys[13].frame, left = frames.keys[12].frame
        #expect(left.maxX < key.x, "neighbours on one row, a gap between them")
        let tip = Point(x: key.x - (key.x - left.maxX) / 4, y: key.y + key.height / 2)
        let observation = TouchObservation(finger: tip, shadow: tip, distance: 0, timestamp: 0)
        let mapper = TouchMapper<UniformGridLocator>(frames: frames, config: VisionConfig.standard.touch)
        #expect(mapper.validator.validate(observation) == .touchValid(keyIndex: 13))
        // The skill's own shadow rule (no margin) refuses the same tip: why the camera's config differs.
        let strict = TouchMapper<UniformGridLocator>(frames: frames, config: .standard)
        #expect(strict.validator.validate(observation) == .shadowMismatch)
    }
}
