import KeyboardFuzz
import SceneRenderer
import TouchMapping
import VisionPipeline

/// The vision pipeline's entry points under fuzzed input (issue 15; fuzz selector 5, second byte 1):
/// frame layouts of any size, stride and order, buffers shorter or longer than their layout, pixels
/// from patterns or raw bytes, timestamps NaN or infinite, calibrations from fuzzed mark points or
/// fuzzed frames, accuracy feedback. Every refusal is a `VisionError` of one line; every outcome is
/// sane (a gap ≥ 0 or ∞, a fingertip inside the frame, a press on a key of the layout).
public enum VisionProbe {
    /// Runs one input (its first two bytes already chose this subject).
    public static func run(_ input: inout FuzzBytes) -> FuzzFinding? {
        do {
            try layouts(&input)
            let renderer = try SceneRenderer(settings: settings(&input), text: "fj")
            renderer.renderReference()
            let layout = try FrameLayout(width: renderer.frame.width, height: renderer.frame.height)
            let pipeline: VisionPipeline
            do {
                pipeline = try VisionPipeline.calibrated(reference: renderer.frame.pixels, layout: layout, keyboard: renderer.keyboard)
            } catch {
                try named(error)
                return nil
            }
            for _ in 0..<input.index(below: 12) + 1 { try step(&input, pipeline, renderer, layout) }
            return nil
        } catch let finding as FuzzFinding {
            return finding
        } catch {
            return FuzzFinding("vision", "unexpected error \(error)")
        }
    }

    static func settings(_ input: inout FuzzBytes) -> SceneSettings {
        var settings = SceneSettings()
        (settings.width, settings.height) = input.byte() % 2 == 0 ? (160, 120) : (192, 144)
        settings.seed = UInt64(input.byte())
        return settings
    }

    /// Layouts from raw numbers: accepted ones check buffers by name, refused ones name the problem.
    static func layouts(_ input: inout FuzzBytes) throws {
        let width = input.smallInt() * Int(input.byte()), height = input.smallInt() * 3
        let stride = input.byte() % 3 == 0 ? nil : Optional(input.smallInt() * 64)
        do {
            let layout = try FrameLayout(width: width, height: height, bytesPerRow: stride, order: input.pick(PixelOrder.allCases))
            try? layout.check(byteCount: input.index(below: 256) * 64)
        } catch {
            try named(error)
        }
    }

    /// One frame (rendered, a fill, or noise), maybe a bad buffer, maybe a recalibration or feedback.
    static func step(_ input: inout FuzzBytes, _ pipeline: VisionPipeline, _ renderer: SceneRenderer, _ layout: FrameLayout) throws {
        let timestamps = [0.0, 1.0 / 60, .nan, .infinity, -1, 1e300]
        var pixels: [UInt8]
        switch input.byte() % 4 {
        case 0:
            renderer.conditions.noise = Double(input.byte() % 64)
            renderer.conditions.fill = input.byte() % 5 == 0 ? .saturated : nil
            renderer.render(frame: input.index(below: max(renderer.frameCount, 1)))
            pixels = renderer.frame.pixels
        case 1: pixels = [UInt8](repeating: input.byte(), count: layout.requiredBytes)
        case 2: pixels = (0..<layout.requiredBytes).map { UInt8(truncatingIfNeeded: $0 &* Int(input.byte() | 1)) }
        default: pixels = Array(renderer.frame.pixels.prefix(input.index(below: 4) * layout.requiredBytes / 3))
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
                try pixels.withUnsafeBufferPointer { buffer throws(VisionError) in try pipeline.calibrate(reference: buffer, layout: layout, marks: marks) }
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
        if let tip = outcome.fingertip, !(tip.x >= 0 && tip.y >= 0 && tip.x <= Double(layout.width) && tip.y <= Double(layout.height)) {
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
        guard !description.isEmpty, !description.contains("\n") else { throw FuzzFinding("vision", "refusal is not one line: \(description)") }
    }
}
