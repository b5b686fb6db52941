import Foundation
import SceneRenderer
import TestSupport
import Testing
import TouchMapping
@testable import VisionPipeline

/// Following a moved camera: the averaged move, the reference built and warped a band of rows per
/// frame (never seen half-done), and the tracker's fit against OpenCV's `estimateAffinePartial2D`
/// (`scripts/vision/opencv_tracking.py`).
@Suite struct CameraTrackingTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Every layer the frame's stages read, as bytes.
    static func layers(_ reference: ReferenceModel) -> [[UInt8]] {
        let pixels = reference.width * reference.height
        return [
            Array(UnsafeBufferPointer(start: reference.luma.pointer, count: pixels)),
            Array(UnsafeBufferPointer(start: reference.darkest.pointer, count: pixels)),
            Array(UnsafeBufferPointer(start: reference.colour.pointer, count: 3 * pixels)),
            reference.skinLike.bytes(),
            [UInt8(truncatingIfNeeded: reference.paperLevel), UInt8(truncatingIfNeeded: reference.sampleCount)],
        ]
    }

    static func frames() throws -> (empty: [UInt8], hand: [UInt8], layout: FrameLayout) {
        let renderer = try TestScenes.renderer("fj", settings: TestScenes.settings())
        renderer.conditions.table = .wood
        renderer.renderReference()
        let empty = renderer.frame.pixels
        let contact = try #require(renderer.script.contacts.first)
        renderer.render(frame: contact.start)
        return (empty, renderer.frame.pixels, try TestScenes.layout(renderer))
    }

    @Test func aCaptureSpreadOverFramesEqualsOneAtOnceAndIsNeverSeenHalfDone() throws {
        let (empty, hand, layout) = try Self.frames()
        let once = ReferenceModel(width: layout.width, height: layout.height)
        hand.withUnsafeBufferPointer { once.capture($0.baseAddress!, layout, classifier: SkinClassifier()) }
        let spread = ReferenceModel(width: layout.width, height: layout.height)
        empty.withUnsafeBufferPointer { spread.capture($0.baseAddress!, layout, classifier: SkinClassifier()) }
        let before = Self.layers(spread)
        hand.withUnsafeBufferPointer {
            spread.beginCapture($0.baseAddress!, layout, range: .standard, move: .identity)
        }
        var steps = 0
        while spread.advance(budget: 37) == nil {
            steps += 1
            #expect(Self.layers(spread) == before, "step \(steps): the reference in use is the old one until done")
            try #require(steps < 10_000)
        }
        #expect(steps > 10, "spread over many calls")
        #expect(Self.layers(spread) == Self.layers(once))
        #expect(spread.whiteBalance == once.whiteBalance && spread.noiseSigma == once.noiseSigma)
        #expect(!spread.isUpdating && spread.captured.move == .identity)
    }

    @Test func aWarpMovesTheLastCaptureWithTheCamera() throws {
        let (empty, _, layout) = try Self.frames()
        let reference = ReferenceModel(width: layout.width, height: layout.height)
        empty.withUnsafeBufferPointer { reference.capture($0.baseAddress!, layout, classifier: SkinClassifier()) }
        let (width, height) = (layout.width, layout.height)
        let darkest = Array(UnsafeBufferPointer(start: reference.darkest.pointer, count: width * height))
        let shift = Similarity(a: 1, b: 0, tx: 3, ty: -2)
        // Twice to the same place: warps start from the capture, so they do not compound.
        for _ in 0..<2 {
            reference.beginWarp(to: shift)
            var calls = 0
            while reference.advance(budget: ReferenceModel.frameBudget) == nil { calls += 1 }
            #expect(calls >= 1 && calls <= 6, "a warp takes a few frames' budget: \(calls + 1)")
        }
        #expect(reference.alignment == shift)
        var differing = 0
        for y in 4..<(height - 4) {
            for x in 6..<(width - 6) where reference.darkest[y * width + x] != darkest[(y + 2) * width + x - 3] {
                differing += 1
            }
        }
        #expect(differing == 0, "a whole-pixel shift moves every pixel")
        #expect(reference.sampleCount > 0 && reference.sampleCount <= reference.captured.sampleCount)
    }

    @Test func theMoveEstimateAveragesShakeAndConfirmsAJump() {
        var estimate = MoveEstimate()
        let shakes: [(Double, Double)] = [(1, 0), (-1, 1), (0, -1), (1, 1), (-1, -1), (0, 0), (1, -1), (-1, 0)]
        for (dx, dy) in shakes {
            let event = estimate.add(
                Similarity(a: 1, b: 0, tx: dx, ty: dy), offset: (dx * dx + dy * dy).squareRoot(), tolerance: 3.5)
            #expect(event == .agreed)
        }
        #expect(abs(estimate.mean.tx) < 0.5 && abs(estimate.mean.ty) < 0.5, "shake averages out: \(estimate.mean)")
        let jump = Similarity(a: 1, b: 0, tx: 8, ty: -6)
        #expect(estimate.add(jump, offset: 10, tolerance: 3.5) == .pending)
        #expect(estimate.pendingMean == jump && estimate.mean != jump, "a jump is not mapped before it is confirmed")
        #expect(estimate.add(jump, offset: 10, tolerance: 3.5) == .pending)
        #expect(estimate.add(jump, offset: 10, tolerance: 3.5) == .jumped)
        #expect(estimate.mean == jump && estimate.pending == 0)
        // Fits of two marks do not move the mean; one frame away and back is no jump.
        #expect(estimate.add(Similarity(a: 1, b: 0, tx: 9, ty: -6), offset: 1, tolerance: 3.5, marks: 2) == .agreed)
        #expect(estimate.mean == jump)
        for _ in 0..<5 {
            #expect(estimate.add(.identity, offset: 10, tolerance: 3.5, marks: 2) == .agreed && estimate.pending == 0)
        }
        #expect(estimate.mean == jump, "two-mark fits never make a jump")
        #expect(estimate.add(.identity, offset: 10, tolerance: 3.5) == .pending)
        #expect(estimate.add(jump, offset: 0, tolerance: 3.5) == .agreed && estimate.pending == 0)
    }

    @Test func aJumpWithAHandInViewIsFollowedWithinThreeFramesAndTheReferenceSoonAfter() throws {
        let renderer = try TestScenes.renderer("fj dk sl gh fj dk")
        let pipeline = try TestScenes.pipeline(renderer)
        let pose = CameraPose(dx: 8, dy: -6)
        var alignedAt: Int?
        let score = try TestScenes.run(renderer, pipeline, frames: 0..<120) { index, _, _ in
            renderer.conditions.camera = index + 1 >= 30 ? pose : .still
            if index >= 32, alignedAt == nil, !pipeline.reference.isUpdating,
                pipeline.offset(pipeline.reference.alignment, from: pipeline.referenceMove) < 1,
                pipeline.offset(pipeline.reference.alignment, from: .identity) > 5
            {
                alignedAt = index
            }
            // Confirmed on its third frame; from then on mapped through the mean of the moved frames.
            if index >= 32 {
                let error = DeskPipelineTests.mappingError(pipeline, renderer, pose: pose)
                #expect(error <= 1.5, "frame \(index): \(error) px")
            }
        }
        #expect((alignedAt ?? 999) <= 36, "the reference follows within a few frames: \(String(describing: alignedAt))")
        #expect(score.falseTouches == 0 && score.keyAccuracy >= 0.9, "\(score)")
    }

    @Test(.needs(.openCV)) func trackedMovesAgreeWithOpenCV() throws {
        try ToolAvailability.require(.openCV)
        let scratch = try TemporaryDirectory("vision-tracking")
        let directory = URL(fileURLWithPath: scratch.path, isDirectory: true)
        let poses = [
            CameraPose(dx: 8, dy: -6), CameraPose(degrees: 5), CameraPose(dx: -6, dy: 4, degrees: -3),
            CameraPose(dx: 3, dy: 2, degrees: 1.5),
        ]
        var lines: [String] = [], ours: [(move: Similarity, marks: Int)?] = [], marks: [Point] = []
        for pose in poses {
            let renderer = try TestScenes.renderer("fj dk sl gh")
            let pipeline = try TestScenes.pipeline(renderer)
            let layout = try TestScenes.layout(renderer)
            marks = (0..<4).map { pipeline.tracker.calibrated[$0] }
            renderer.conditions.camera = pose
            for index in 0..<12 {
                // Hand-free frames, then typing frames with the hand over part of the sheet.
                if index < 4 { renderer.renderReference(index: index) } else { renderer.render(frame: index * 4) }
                _ = try pipeline.process(renderer.frame.pixels, layout: layout, timestamp: Double(index) / 60)
                let tracker = pipeline.tracker, count = tracker.cores
                var from = (0..<count).map { tracker.found[$0] }, to = (0..<count).map { tracker.seen[$0] }
                // The tracker's own fit over the pairs it found (kept ones first, as it left them).
                let fit = Similarity.consistentFit(
                    from: &from, to: &to, count: count, tolerance: MarkTracker.residualTolerance)
                let numbers = zip(from, to).flatMap { [$0.x, $0.y, $1.x, $1.y] }
                lines.append(
                    ([Double(count), Double(fit?.marks ?? 0)] + numbers).map { "\($0)" }.joined(separator: " "))
                ours.append(fit)
            }
        }
        try lines.joined(separator: "\n").write(
            to: directory.appendingPathComponent("tracks.txt"), atomically: true, encoding: .utf8)
        let script = Self.root.appendingPathComponent("scripts/vision/opencv_tracking.py").path
        let opencv = try TestProcess.run(
            "/usr/bin/env", ["python3", script, directory.path, "\(MarkTracker.residualTolerance)"])
        try #require(
            opencv.exitCode == 0, "OpenCV is needed (scripts/ensure-deps.sh --opencv installs it): \(opencv.stderr)")
        func read(_ name: String) throws -> [Similarity?] {
            try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8).split(separator: "\n")
                .map { line in
                    let n = line.split(separator: " ").compactMap { Double($0) }
                    return n.count == 5 ? Similarity(a: n[0], b: n[1], tx: n[2], ty: n[3]) : nil
                }
        }
        let fits = try read("cv-fit.txt"), robust = try read("cv-tracking.txt")
        #expect(fits.count == ours.count && robust.count == ours.count)
        /// The largest distance between where two moves put the calibrated marks.
        func distance(_ a: Similarity, _ b: Similarity) -> Double {
            marks.map { mark in
                let p = a.apply(mark), q = b.apply(mark)
                return ((p.x - q.x) * (p.x - q.x) + (p.y - q.y) * (p.y - q.y)).squareRoot()
            }.max() ?? 0
        }
        // The fit itself: OpenCV's least squares over the pairs the tracker kept.
        var fitted = 0, worstFit = 0.0
        for (index, (mine, theirs)) in zip(ours, fits).enumerated() {
            guard let mine else { continue }
            let theirs = try #require(theirs, "frame \(index): OpenCV fits the kept pairs")
            worstFit = Swift.max(worstFit, distance(mine.move, theirs))
            fitted += 1
        }
        // The choice of pairs: OpenCV's RANSAC (same 1.5 px threshold) over every pair found.
        var sameChoice = 0, worstRobust = 0.0, both = 0
        for (mine, theirs) in zip(ours, robust) {
            guard let mine, let theirs else { continue }
            both += 1
            let apart = distance(mine.move, theirs)
            worstRobust = Swift.max(worstRobust, apart)
            if apart < 1e-3 { sameChoice += 1 }
        }
        print(
            "tracking vs cv2.estimateAffinePartial2D: \(fitted) fits, largest difference at a mark \(worstFit) px; "
                + "RANSAC over every pair found: the same move on \(sameChoice) of \(both) frames, largest "
                + "difference \(worstRobust) px")
        #expect(fitted >= 40, "most frames have a move to compare")
        // OpenCV's Levenberg–Marquardt refinement stops within its own tolerance (seen: 2e-5 px).
        #expect(worstFit <= 1e-4, "the fitted moves agree to \(worstFit) px at the marks")
        #expect(worstRobust <= 2 * MarkTracker.residualTolerance, "robust choices differ by \(worstRobust) px")
    }
}
