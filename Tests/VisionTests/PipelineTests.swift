import SceneRenderer
import Testing
import TouchMapping
@testable import VisionPipeline

/// Calibration, accuracy, lighting, recalibration and bad input of the whole pipeline.
@Suite struct PipelineTests {
    @Test func calibrationFindsTheViewsHomography() throws {
        let renderer = try TestScenes.renderer()
        renderer.conditions.jitter = 0
        let pipeline = try TestScenes.pipeline(renderer)
        for point in [Point(x: 0, y: 0), Point(x: 1, y: 1), Point(x: 0.5, y: 0.25), Point(x: 0.9, y: 0.8)] {
            let camera = renderer.cameraPoint(point)
            let back = pipeline.cameraToKeyboard.apply(camera)
            #expect(abs(back.x - point.x) < 0.004 && abs(back.y - point.y) < 0.01, "\(point) → \(camera) → \(back)")
        }
    }

    @Test func typingIsSeenKeyForKeyInEverySkinTone() throws {
        let renderer = try TestScenes.renderer("quiet fox by jam")
        let pipeline = try TestScenes.pipeline(renderer)
        let score = try TestScenes.run(renderer, pipeline)
        #expect(score.contacts == 13)
        #expect(score.keyAccuracy == 1 && score.f1 == 1, "\(score)")
        #expect(score.meanTipError < 1.5, "\(score)")
        #expect(score.meanLatencyFrames >= 2.5 && score.meanLatencyFrames <= 4, "\(score)")
    }

    @Test func aLightingChangeIsFollowedAndTheReferenceRecaptured() throws {
        let renderer = try TestScenes.renderer("hello world")
        let pipeline = try TestScenes.pipeline(renderer)
        renderer.conditions.light = SceneConditions.changedLight
        let score = try TestScenes.run(renderer, pipeline)
        #expect(pipeline.counters.lightingChanges >= 1 && pipeline.counters.recaptures >= 1)
        #expect(!pipeline.referenceIsStale)
        #expect(score.keyAccuracy == 1, "\(score)")
    }

    @Test func accuracyBelowEightyPercentRecalibrates() throws {
        // A bad calibration (marks taken a row too low): shadows work, every press lands on another key.
        let renderer = try TestScenes.renderer(Array(repeating: "sdf", count: 12).joined(separator: " "))
        let pipeline = try TestScenes.pipeline(renderer)
        let layout = try TestScenes.layout(renderer)
        let marks = try Self.marks(pipeline).map { Point(x: $0.x, y: $0.y + 25) }
        try renderer.frame.pixels.withUnsafeBufferPointer { buffer throws(VisionError) in
            try pipeline.calibrate(reference: buffer, layout: layout, marks: marks)
        }
        var correct: [Bool] = []
        let contacts = renderer.script.contacts
        _ = try TestScenes.run(renderer, pipeline) { index, outcome, _ in
            guard let press = outcome.press,
                let contact = contacts.first(where: { $0.start - 2 <= index && index <= $0.end + 2 })
            else { return }
            correct.append(press.keyIndex == contact.keyIndex)
            pipeline.recordFeedback(correct: press.keyIndex == contact.keyIndex)
        }
        #expect(pipeline.counters.recalibrations == 1)
        let firstRight = try #require(correct.firstIndex(of: true))
        #expect(firstRight >= 10, "wrong until the monitor had ten presses: \(correct)")
        // Touches mapped into gaps may be refused rather than wrong, so count only what registered.
        #expect(
            correct[firstRight...].allSatisfy { $0 } && correct.count - firstRight >= 5,
            "right after recalibrating: \(correct)")
    }

    /// The sheet's marks as the pipeline finds them in its reference.
    static func marks(_ pipeline: VisionPipeline) throws -> [Point] {
        pipeline.reference.markDark(into: pipeline.raw)
        pipeline.components.label(pipeline.raw)
        defer { pipeline.raw.clear() }
        return try MarkFinder.find(in: pipeline.components, width: pipeline.size.width, height: pipeline.size.height)
            .centres
    }

    @Test func theMonitorJudgesTheLastPresses() {
        var monitor = RecalibrationMonitor(threshold: 0.8, window: 20, minimum: 10)
        for _ in 0..<9 { monitor.record(correct: false) }
        #expect(!monitor.isDue, "too few presses to judge")
        monitor.record(correct: false)
        #expect(monitor.isDue && monitor.accuracy == 0)
        monitor.reset()
        for index in 0..<25 { monitor.record(correct: index % 5 != 4) }
        #expect(monitor.accuracy == 0.8 && !monitor.isDue, "exactly 80 % is not below it")
        monitor.record(correct: false)
        #expect(monitor.isDue)
    }

    @Test func aContactShorterThanTheMinimumRegistersNothing() throws {
        var settings = TestScenes.settings()
        settings.contactFrames = 2
        let renderer = try TestScenes.renderer("fjfj", settings: settings)
        let pipeline = try TestScenes.pipeline(renderer)
        let score = try TestScenes.run(renderer, pipeline)
        #expect(score.contacts == 4 && score.events == 0, "2 frames at 60 fps are under 50 ms: \(score)")
    }

    @Test func badFramesAndCalibrationsAreNamedErrors() throws {
        let renderer = try TestScenes.renderer()
        let pipeline = try TestScenes.pipeline(renderer)
        let layout = try TestScenes.layout(renderer)
        let pixels = renderer.frame.pixels
        #expect(throws: VisionError.emptyFrame) { try pipeline.process([], layout: layout, timestamp: 0) }
        #expect(throws: VisionError.bufferTooSmall(bytes: 100, needed: layout.requiredBytes)) {
            try pipeline.process(Array(pixels.prefix(100)), layout: layout, timestamp: 0)
        }
        let other = try FrameLayout(width: 640, height: 480)
        #expect(throws: VisionError.self) {
            try pipeline.process([UInt8](repeating: 0, count: 640 * 480 * 4), layout: other, timestamp: 0)
        }
        let marks = [Point(x: .nan, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10), Point(x: 0, y: 10)]
        #expect(throws: VisionError.calibration(.nonFinitePoint(index: 0))) {
            try pixels.withUnsafeBufferPointer { buffer throws(VisionError) in
                try pipeline.calibrate(reference: buffer, layout: layout, marks: marks)
            }
        }
        renderer.conditions.fill = .black
        renderer.renderReference()
        #expect(throws: VisionError.unusableReference) {
            try VisionPipeline.calibrated(reference: renderer.frame.pixels, layout: layout)
        }
        renderer.conditions.fill = nil
        renderer.conditions.noHand = true
        #expect(throws: VisionError.fiducialsNotFound(found: 0)) {
            try VisionPipeline.calibrated(
                reference: [UInt8](repeating: 200, count: layout.requiredBytes), layout: layout)
        }
    }

    @Test func hostileFramesNeverTouch() throws {
        let renderer = try TestScenes.renderer("fjdk")
        let pipeline = try TestScenes.pipeline(renderer)
        var presses = 0
        for (index, fill) in [SceneConditions.Fill.black, .saturated].enumerated() {
            renderer.conditions.fill = fill
            for frame in 0..<20 {
                let truth = renderer.render(frame: frame)
                let outcome = try pipeline.process(
                    renderer.frame.pixels, layout: TestScenes.layout(renderer),
                    timestamp: truth.timestamp + Double(index))
                if outcome.press != nil { presses += 1 }
            }
        }
        #expect(presses == 0)
    }
}
