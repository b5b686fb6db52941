import BenchKit
import SceneRenderer
import Testing
import TouchMapping
import VisionPipeline

/// What the frames that recalibrate allocate once the pipeline is made for its frame size (jemalloc's
/// per-thread counter; the test stays on one thread): nothing — a camera move confirmed, the reference
/// moved and re-taken, a recalibration the accuracy asks for, a calibration called again, and a change
/// of light followed and re-taken.
@Suite struct RecalibrationAllocationTests {
    /// The frames of one session that allocated, by the step they belong to.
    struct Allocations {
        var moved: [(frame: Int, bytes: UInt64)] = [], due: [(frame: Int, bytes: UInt64)] = []
        var lit: [(frame: Int, bytes: UInt64)] = []
        var calibration: UInt64 = 0
    }

    /// Bytes `work` allocated on this thread.
    static func allocated(_ work: () throws -> Void) rethrows -> UInt64 {
        let start = JemallocProbe.threadAllocatedBytes()
        try work()
        return JemallocProbe.threadAllocatedBytes() - start
    }

    /// Runs `frames` through the pipeline (rendering unmeasured); returns the frames that allocated.
    static func allocatingFrames(
        _ renderer: SceneRenderer, _ pipeline: VisionPipeline, _ frames: Range<Int>,
        before: (Int) -> Void = { _ in }
    ) throws -> [(frame: Int, bytes: UInt64)] {
        let layout = try TestScenes.layout(renderer)
        var found: [(frame: Int, bytes: UInt64)] = []
        found.reserveCapacity(frames.count)
        for index in frames {
            before(index)
            let timestamp = renderer.render(frame: index).timestamp
            let bytes = try allocated {
                _ = try pipeline.process(renderer.frame.pixels, layout: layout, timestamp: timestamp)
            }
            if bytes > 0 { found.append((index, bytes)) }
        }
        return found
    }

    /// A fresh pipeline through the session: typing, the camera moved (5, 4) px with the desk clear
    /// and followed, a recalibration asked for by the accuracy, a calibration called from a frame,
    /// then the light changed.
    static func session() throws -> (Allocations, VisionCounters) {
        let renderer = try TestScenes.renderer("fj dk sl gh fj dk sl gh")
        let pipeline = try TestScenes.pipeline(renderer)
        let layout = try TestScenes.layout(renderer)
        var allocations = Allocations()
        _ = try allocatingFrames(renderer, pipeline, 0..<20)
        renderer.conditions.noHand = true
        allocations.moved = try allocatingFrames(renderer, pipeline, 20..<60) { index in
            renderer.conditions.camera = index >= 24 ? CameraPose(dx: 5, dy: 4) : .still
        }
        for _ in 0..<20 { pipeline.recordFeedback(correct: false) }
        allocations.due = try allocatingFrames(renderer, pipeline, 60..<62)
        renderer.render(frame: 62)
        allocations.calibration = try renderer.frame.pixels.withUnsafeBufferPointer { buffer in
            try allocated { try pipeline.calibrate(reference: buffer, layout: layout) }
        }
        allocations.lit = try allocatingFrames(renderer, pipeline, 63..<100) { index in
            if index == 66 { renderer.conditions.light = SceneConditions.changedLight }
        }
        return (allocations, pipeline.counters)
    }

    @Test func aCameraMoveItsRecalibrationAndALightChangeAllocateNothing() throws {
        _ = try JemallocProbe.check()
        // A first session sets up what the runtime makes once per process (type metadata on a path's
        // first use), whichever pipeline takes that path first; the second is measured.
        _ = try Self.session()
        let (allocations, counters) = try Self.session()
        #expect(counters.cameraMoves == 1 && counters.recaptures >= 2 && counters.lightingChanges >= 1, "\(counters)")
        #expect(counters.recalibrations == 1 && counters.failedRecalibrations == 0, "\(counters)")
        #expect(allocations.moved.isEmpty, "frames around the camera's move allocated: \(allocations.moved.prefix(8))")
        #expect(allocations.due.isEmpty, "the recalibration frame allocated: \(allocations.due)")
        #expect(allocations.calibration == 0, "calibrate allocated \(allocations.calibration) bytes")
        #expect(allocations.lit.isEmpty, "frames around the light change allocated: \(allocations.lit.prefix(8))")
    }
}
