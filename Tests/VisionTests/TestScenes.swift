import SceneRenderer
import TouchMapping
import VisionPipeline

/// Small scenes for tests (320 × 240 keeps debug builds quick).
enum TestScenes {
    static func settings(width: Int = 320, height: Int = 240, seed: UInt64 = 11) -> SceneSettings {
        var settings = SceneSettings()
        (settings.width, settings.height, settings.seed) = (width, height, seed)
        return settings
    }

    static func renderer(_ text: String = "fjdk", settings: SceneSettings = settings()) throws -> SceneRenderer {
        try SceneRenderer(settings: settings, text: text)
    }

    static func layout(_ renderer: SceneRenderer) throws -> FrameLayout {
        try FrameLayout(
            width: renderer.frame.width, height: renderer.frame.height, bytesPerRow: renderer.frame.bytesPerRow,
            order: renderer.frame.order == .rgba ? .rgba : .bgra)
    }

    /// A pipeline calibrated on the renderer's hand-free frame.
    static func pipeline(_ renderer: SceneRenderer, config: VisionConfig = .standard) throws -> VisionPipeline {
        renderer.renderReference()
        return try VisionPipeline.calibrated(
            reference: renderer.frame.pixels, layout: layout(renderer), keyboard: renderer.keyboard, config: config)
    }

    /// Runs every frame of the script through the pipeline; returns the scores and the presses' frames.
    static func run(
        _ renderer: SceneRenderer, _ pipeline: VisionPipeline, frames: Range<Int>? = nil,
        each: (Int, VisionOutcome, FrameTruth) -> Void = { _, _, _ in }
    ) throws -> VisionScore {
        let layout = try layout(renderer)
        let range = frames ?? 0..<renderer.frameCount
        var scorer = TouchEventScorer(
            contacts: renderer.script.contacts.filter { range.contains($0.start) }
                .map { ContactWindow(start: $0.start, end: $0.end, keyIndex: $0.keyIndex) })
        for index in range {
            let truth = renderer.render(frame: index)
            let outcome = try pipeline.process(renderer.frame.pixels, layout: layout, timestamp: truth.timestamp)
            scorer.recordTip(seen: outcome.fingertip, truth: truth.fingertip)
            if let press = outcome.press { scorer.record(keyIndex: press.keyIndex, frame: index) }
            if let press = outcome.secondPress { scorer.record(keyIndex: press.keyIndex, frame: index) }
            each(index, outcome, truth)
        }
        return scorer.score
    }

    /// A frame of `width` × `height` RGBA pixels from a colour function.
    static func frame(
        width: Int, height: Int, stride: Int? = nil, order: PixelOrder = .rgba,
        _ colour: (Int, Int) -> (UInt8, UInt8, UInt8)
    ) -> (pixels: [UInt8], layout: FrameLayout) {
        let rowBytes = stride ?? width * 4
        var pixels = [UInt8](repeating: 0, count: rowBytes * height)
        for y in 0..<height {
            for x in 0..<width {
                let (r, g, b) = colour(x, y), at = y * rowBytes + x * 4
                (pixels[at + order.redOffset], pixels[at + 1], pixels[at + order.blueOffset], pixels[at + 3]) = (
                    r, g, b, 255
                )
            }
        }
        // swiftlint:disable:next force_try
        return (pixels, try! FrameLayout(width: width, height: height, bytesPerRow: rowBytes, order: order))
    }
}
