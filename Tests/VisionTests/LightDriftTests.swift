import Foundation
import SceneRenderer
import TestSupport
import Testing
import TouchMapping
@testable import VisionPipeline

/// Light that changes slowly: exposure and white balance drifting over a session are followed every
/// frame (a gain and an offset per channel, read on the paper and the darker flat surfaces), clipped
/// paper is read as clipped — never a `low_contrast` frame — and the hand mask agrees with OpenCV's
/// background subtractor (MOG2) on the same frames.
@Suite struct LightDriftTests {
    static let text = "fj dk sl gh fj dk sl gh fj dk"

    /// The renderer's gains at `index` of `frames`: exposure 1 + `depth` sin on its values, and a white
    /// balance shift blue up and red down (a light bluer than the calibration's) by `blue` at mid-session.
    static func light(_ index: Int, of frames: Int, depth: Double, blue: Double) -> (
        red: Double, green: Double, blue: Double
    ) {
        let t = Double(index) / Double(Swift.max(frames, 1))
        let exposure = 1 + depth * sin(2 * Double.pi * t), shift = blue * sin(Double.pi * t)
        return (exposure / (1 + shift / 2), exposure, exposure * (1 + shift))
    }

    /// A typing session at 320 × 240 under a drifting light: scores and health counts.
    static func drifting(depth: Double, blue: Double) throws -> (score: VisionScore, health: HealthCounts) {
        let renderer = try TestScenes.renderer(text, settings: TestScenes.settings())
        renderer.conditions.table = .plain
        let pipeline = try TestScenes.pipeline(renderer)
        let frames = renderer.frameCount
        let score = try TestScenes.run(renderer, pipeline) { index, _, _ in
            renderer.conditions.light = light(index + 1, of: frames, depth: depth, blue: blue)
        }
        return (score, pipeline.counters.health)
    }

    @Test(arguments: [(0.25, 0.0), (-0.25, 0.0), (0.0, 0.6), (0.15, 0.6)])
    func aSlowDriftOfTheLightNeverStopsATouch(depth: Double, blue: Double) throws {
        let seen = try Self.drifting(depth: depth, blue: blue)
        #expect(seen.score.keyAccuracy >= 0.97, "key accuracy \(seen.score.keyAccuracy)")
        #expect(seen.score.falseTouches == 0)
        #expect(seen.health[.lowContrast] == 0, "clipped paper is not a blown-out frame")
    }

    @Test func clippedPaperIsSeenAndAWhiteFrameIsNot() throws {
        let renderer = try TestScenes.renderer(Self.text)
        renderer.conditions.table = .plain
        let pipeline = try TestScenes.pipeline(renderer)
        let layout = try TestScenes.layout(renderer)
        renderer.conditions.light = (1.3, 1.3, 1.3)
        renderer.render(frame: 0)
        #expect(try pipeline.process(renderer.frame.pixels, layout: layout, timestamp: 0).health != .lowContrast)
        let white = [UInt8](repeating: 255, count: renderer.frame.pixels.count)
        #expect(try pipeline.process(white, layout: layout, timestamp: 0.1).health == .lowContrast)
    }

    @Test func twoLevelsGiveAGainAndAnOffset() {
        let config = LightConfig()
        var paper = ReferenceModel.Level(), dark = ReferenceModel.Level()
        // frame = 1.2 × reference + 6: paper 200 → 246, ink 50 → 66.
        (paper.ratio, paper.reference, paper.unclipped) = (246.0 / 200, 200, 100)
        (dark.ratio, dark.reference, dark.unclipped) = (66.0 / 50, 50, 20)
        var state = (gain: 1.0, offset: 0.0)
        for _ in 0..<40 { state = ReferenceModel.fit(paper: paper, dark: dark, previous: state, config: config) }
        #expect(abs(state.gain - 1.2) < 0.005 && abs(state.offset - 6) < 0.5, "\(state)")
        // The paper (reference 220: 270 under this light) clipped: the gain comes from the dark level, and
        // is at least what the clipped paper shows.
        (paper.unclipped, paper.clipped, paper.clippedReference) = (0, 100, 220)
        let clipped = ReferenceModel.fit(paper: paper, dark: dark, previous: state, config: config)
        #expect(abs(clipped.gain - 1.2) < 0.01 && clipped.gain * 220 + clipped.offset >= 250, "\(clipped)")
    }

    /// The pipeline's hand mask against `cv2.createBackgroundSubtractorMOG2` on the same frames of a
    /// session whose exposure drifts by +20 % (paper clipped at the brightest) and back.
    @Test(.needs(.openCV)) func theHandMaskAgreesWithOpenCVsBackgroundSubtractor() throws {
        try ToolAvailability.require(.openCV)
        let scratch = try TemporaryDirectory("vision-mog2")
        let directory = URL(fileURLWithPath: scratch.path, isDirectory: true)
        let renderer = try TestScenes.renderer(Self.text, settings: TestScenes.settings())
        renderer.conditions.table = .plain
        let pipeline = try TestScenes.pipeline(renderer)
        let layout = try TestScenes.layout(renderer)
        try OpenCVAgreementTests.ppm(renderer.frame.pixels, layout).write(
            to: directory.appendingPathComponent("calibration.ppm"))
        let frames = renderer.frameCount
        var masks = 0
        _ = try TestScenes.run(renderer, pipeline) { index, outcome, _ in
            let pixels = renderer.frame.pixels
            try? OpenCVAgreementTests.ppm(pixels, layout).write(
                to: directory.appendingPathComponent("frame-\(index).ppm"))
            if outcome.fingertip != nil {
                let mask = pipeline.opened.bytes().map { $0 == 0 ? UInt8(0) : 255 }
                var data = Data("P5\n\(layout.width) \(layout.height)\n255\n".utf8)
                data.append(contentsOf: mask)
                try? data.write(to: directory.appendingPathComponent("mask-\(index).pgm"))
                masks += 1
            }
            renderer.conditions.light = Self.light(index + 1, of: frames, depth: 0.2, blue: 0)
        }
        let script = OpenCVAgreementTests.root.appendingPathComponent("scripts/vision/opencv_background.py").path
        let opencv = try TestProcess.run("/usr/bin/env", ["python3", script, directory.path])
        try #require(opencv.exitCode == 0, "OpenCV is needed: \(opencv.stderr)")
        let lines = opencv.stdout.split(separator: "\n")
        let mean = try #require(lines.last.flatMap { Double($0.split(separator: " ").last ?? "") })
        print("hand mask vs MOG2: mean IoU \(mean) over \(masks) frames with a hand")
        #expect(masks > 50 && lines.count == masks + 1)
        #expect(mean >= 0.6, "mean IoU with MOG2's foreground \(mean)")
    }
}
