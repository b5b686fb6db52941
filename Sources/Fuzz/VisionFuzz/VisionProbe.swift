import FuzzSupport
import SceneRenderer
import TouchMapping
import VisionPipeline

/// The vision pipeline's entry points under fuzzed input (fuzz selector 3):
/// frame layouts of any size, stride and order, buffers shorter or longer than their layout, pixels
/// from patterns or raw bytes, timestamps NaN or infinite, calibrations from fuzzed mark points or
/// fuzzed frames, accuracy feedback. Every refusal is a `VisionError` of one line; every outcome is
/// sane (a gap ≥ 0 or ∞, a fingertip inside the frame, a press on a key of the layout).
public enum VisionProbe {
    /// Runs one input (the bytes after the selector).
    public static func run(_ input: inout FuzzBytes) -> FuzzFinding? {
        do {
            try layouts(&input)
            guard !scenes.isEmpty else { return FuzzFinding("vision", "the probe's scenes could not be rendered") }
            let scene = input.pick(scenes)
            let pipeline: VisionPipeline
            do {
                pipeline = try VisionPipeline.calibrated(
                    reference: scene.reference, layout: scene.layout, keyboard: scene.keyboard)
            } catch {
                try named(error)
                return nil
            }
            for _ in 0..<input.index(below: 12) + 1 { try step(&input, pipeline, scene) }
            return nil
        } catch let finding as FuzzFinding {
            return finding
        } catch {
            return FuzzFinding("vision", "unexpected error \(error)")
        }
    }

    /// A rendered scene, kept for the whole process (rendering costs far more than a fuzz input should):
    /// its hand-free reference and frames of typing (hover, contact, lift), noisy, flickering, two hands.
    struct Scene: Sendable {
        let layout: FrameLayout
        let keyboard: PrintedKeyboard
        let reference: [UInt8]
        let frames: [[UInt8]]
    }

    /// Two sizes, made once.
    static let scenes: [Scene] = [(160, 120), (192, 144)].compactMap { size in
        var settings = SceneSettings()
        (settings.width, settings.height) = size
        guard let renderer = try? SceneRenderer(settings: settings, text: "fj k"),
            let layout = try? FrameLayout(width: size.0, height: size.1)
        else { return nil }
        renderer.renderReference()
        let reference = renderer.frame.pixels
        var frames: [[UInt8]] = []
        for index in stride(from: 0, to: renderer.frameCount, by: 2) {
            renderer.conditions.noise = index % 6 == 4 ? 40 : 3
            renderer.conditions.flicker = index % 8 == 6
            renderer.conditions.secondHand = index % 10 == 8
            renderer.render(frame: index)
            frames.append(renderer.frame.pixels)
        }
        return Scene(layout: layout, keyboard: renderer.keyboard, reference: reference, frames: frames)
    }

    /// Layouts from raw numbers: accepted ones check buffers by name, refused ones name the problem.
    static func layouts(_ input: inout FuzzBytes) throws {
        let width = input.smallInt() * Int(input.byte()), height = input.smallInt() * 3
        let stride = input.byte() % 3 == 0 ? nil : Optional(input.smallInt() * 64)
        do {
            let layout = try FrameLayout(
                width: width, height: height, bytesPerRow: stride, order: input.pick(PixelOrder.allCases))
            try? layout.check(byteCount: input.index(below: 256) * 64)
        } catch {
            try named(error)
        }
    }

    /// One frame (rendered, a fill, or noise), maybe a bad buffer, maybe a recalibration or feedback.
    static func step(_ input: inout FuzzBytes, _ pipeline: VisionPipeline, _ scene: Scene) throws {
        let timestamps = [0.0, 1.0 / 60, .nan, .infinity, -1, 1e300]
        let layout = scene.layout
        var pixels: [UInt8]
        switch input.byte() % 4 {
        case 0, 1: pixels = input.pick(scene.frames)
        case 2:
            let value = input.byte(), step = Int(input.byte() | 1)
            pixels =
                input.byte() % 2 == 0
                ? [UInt8](repeating: value, count: layout.requiredBytes)
                : (0..<layout.requiredBytes).map { UInt8(truncatingIfNeeded: $0 &* step) }
        default: pixels = Array(scene.reference.prefix(input.index(below: 4) * layout.requiredBytes / 3))
        }
        do {
            let outcome = try pipeline.process(pixels, layout: layout, timestamp: input.pick(timestamps))
            try check(outcome, pipeline, layout)
        } catch {
            try named(error)
        }
        switch input.byte() % 8 {
        case 0: pipeline.recordFeedback(correct: input.byte() % 2 == 0)
        case 1:
            let marks = (0..<input.index(below: 6)).map { _ in Point(x: input.double(), y: input.double()) }
            do {
                try pixels.withUnsafeBufferPointer { buffer throws(VisionError) in
                    try pipeline.calibrate(reference: buffer, layout: layout, marks: marks)
                }
            } catch {
                try named(error)
            }
        default: break
        }
    }

    static func check(_ outcome: VisionOutcome, _ pipeline: VisionPipeline, _ layout: FrameLayout) throws {
        guard !outcome.shadowDistance.isNaN, outcome.shadowDistance >= 0 else {
            throw FuzzFinding("vision", "finger–shadow gap \(outcome.shadowDistance)")
        }
        if let tip = outcome.fingertip,
            !(tip.x >= 0 && tip.y >= 0 && tip.x <= Double(layout.width) && tip.y <= Double(layout.height))
        {
            throw FuzzFinding("vision", "fingertip \(tip) outside the \(layout.width) × \(layout.height) frame")
        }
        if let press = outcome.press, !pipeline.keyboard.frames.keys.indices.contains(press.keyIndex) {
            throw FuzzFinding("vision", "a press on key \(press.keyIndex), which the layout does not have")
        }
    }

    /// A refusal must be a `VisionError` (or `SceneError`) of one line.
    static func named(_ error: any Error) throws {
        let description: String
        switch error {
        case let error as VisionError: description = error.description
        case let error as SceneError: description = error.description
        default: throw FuzzFinding("vision", "refused with \(type(of: error)), not a VisionError")
        }
        guard !description.isEmpty, !description.contains("\n") else {
            throw FuzzFinding("vision", "refusal is not one line: \(description)")
        }
    }
}
