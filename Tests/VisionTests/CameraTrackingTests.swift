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
        let shift = PlaneMove(Similarity(a: 1, b: 0, tx: 3, ty: -2))
        // Twice to the same place: warps start from the capture, so they do not compound.
        for _ in 0..<2 {
            reference.beginWarp(to: shift)
            var calls = 0
            while reference.advance(budget: VisionConfig.standard.camera.referenceBudget) == nil { calls += 1 }
            #expect(calls >= 1 && calls <= 10, "a warp takes a few frames' budget: \(calls + 1)")
            // The warp of a camera's move, while the reference is stale, has the larger budget: three frames.
            reference.beginWarp(to: shift)
            var moveCalls = 1
            while reference.advance(budget: VisionConfig.standard.camera.moveBudget) == nil { moveCalls += 1 }
            #expect(moveCalls <= 3, "a camera move's warp takes three frames: \(moveCalls)")
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
                PlaneMove(Similarity(a: 1, b: 0, tx: dx, ty: dy)), offset: (dx * dx + dy * dy).squareRoot(),
                tolerance: 3.5)
            #expect(event == .agreed)
        }
        #expect(
            abs(estimate.mean.matrix.m2) < 0.5 && abs(estimate.mean.matrix.m5) < 0.5,
            "shake averages out: \(estimate.mean)")
        let jump = PlaneMove(Similarity(a: 1, b: 0, tx: 8, ty: -6))
        #expect(estimate.add(jump, offset: 10, tolerance: 3.5) == .pending)
        #expect(estimate.pendingMean == jump && estimate.mean != jump, "a jump is not mapped before it is confirmed")
        #expect(estimate.add(jump, offset: 10, tolerance: 3.5) == .pending)
        #expect(estimate.add(jump, offset: 10, tolerance: 3.5) == .jumped)
        #expect(estimate.mean == jump && estimate.pending == 0)
        // Fits of two marks do not move the mean; one frame away and back is no jump.
        #expect(
            estimate.add(PlaneMove(Similarity(a: 1, b: 0, tx: 9, ty: -6)), offset: 1, tolerance: 3.5, marks: 2)
                == .agreed)
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

    /// The sheet's corner marks as an independent scene's camera saw them at calibration (pixels).
    static let sheetMarks = [
        Point(x: 72.335, y: 129.036), Point(x: 566.283, y: 135.009), Point(x: 612.534, y: 352.053),
        Point(x: 18.890, y: 345.079),
    ]

    /// The largest distance between where `move` puts `marks` and where they are.
    static func offsetFromStill(_ move: Similarity, _ marks: [Point]) -> Double {
        offsetFromStill(PlaneMove(move), marks)
    }

    /// The largest distance between where `move` puts `marks` and where they are.
    static func offsetFromStill(_ move: PlaneMove, _ marks: [Point]) -> Double {
        marks.map { mark in
            let p = move.apply(mark)
            return ((p.x - mark.x) * (p.x - mark.x) + (p.y - mark.y) * (p.y - mark.y)).squareRoot()
        }.max() ?? 0
    }

    @Test func aMarkPulledAlongTheSheetIsDroppedNotReadAsAScale() throws {
        // A still camera; the bottom-right mark's centroid pulled 7.5 px towards the bottom-left one by the
        // hand's shadow beside it (as tracked on an independent scene). A similarity's scale absorbs such a
        // pull and makes the mark beside it the worst; the rigid fit keeps the three that agree.
        var from = Self.sheetMarks
        var to = [
            Point(x: 72.325, y: 129.025), Point(x: 566.256, y: 135.037), Point(x: 605.052, y: 351.675),
            Point(x: 18.866, y: 345.037),
        ]
        let fit = try #require(
            Similarity.consistentFit(from: &from, to: &to, count: 4, tolerance: CameraConfig().markTolerance))
        #expect(fit.marks == 3 && !from.prefix(3).contains(Self.sheetMarks[2]), "kept \(from.prefix(fit.marks))")
        #expect(Self.offsetFromStill(fit.move, Self.sheetMarks) < 0.2, "\(fit.move)")
    }

    @Test func aShadowBesideAMarkWithAnotherUnderTheHandIsNoCameraMove() throws {
        // Paper (luma 236) with four 19 × 19 marks (luma 58); a hand covers the top-right mark and its
        // shadow (luma 115, just under the tracker's half-paper dark level) lies beside the bottom-right
        // one, inside the tracker's search window: the mark's core grows by the shadow's and its centroid
        // moves ~6 px along the sheet's bottom edge, towards the bottom-left mark.
        let (width, height) = (640, 480)
        let layout = try FrameLayout(width: width, height: height)
        let centres = Self.sheetMarks.map { (x: Int($0.x), y: Int($0.y)) }
        func fill(_ pixels: inout [UInt8], x: ClosedRange<Int>, y: ClosedRange<Int>, _ rgb: (UInt8, UInt8, UInt8)) {
            for row in y {
                for column in x {
                    let at = (row * width + column) * 4
                    (pixels[at], pixels[at + 1], pixels[at + 2], pixels[at + 3]) = (rgb.0, rgb.1, rgb.2, 255)
                }
            }
        }
        var empty = [UInt8](repeating: 236, count: width * height * 4)
        for centre in centres {
            fill(&empty, x: centre.x - 9...centre.x + 9, y: centre.y - 9...centre.y + 9, (58, 58, 58))
        }
        var hand = empty
        let covered = centres[1], shadowed = centres[2]
        fill(&hand, x: covered.x - 30...covered.x + 30, y: covered.y - 30...covered.y + 30, (224, 172, 138))
        fill(&hand, x: shadowed.x - 27...shadowed.x - 12, y: shadowed.y - 7...shadowed.y + 7, (115, 115, 115))
        let tracker = MarkTracker()
        tracker.calibrate(
            Self.sheetMarks.map { Point(x: Double(Int($0.x)) + 0.5, y: Double(Int($0.y)) + 0.5) },
            halfSize: (9, 9))
        let corrections = (0..<768).map { UInt8($0 % 256) }
        let marks = (0..<4).map { tracker.calibrated[$0] }
        tracker.measureCores(in: empty, layout, corrections: corrections, threshold: 118)
        func track(_ frame: [UInt8]) -> (move: PlaneMove, marks: Int)? {
            frame.withUnsafeBufferPointer { pixels in
                corrections.withUnsafeBufferPointer { table in
                    tracker.track(
                        pixels.baseAddress!, layout, corrections: table.baseAddress!, threshold: 118, from: .identity)
                }
            }
        }
        let still = try #require(track(empty))
        #expect(still.marks == 4 && Self.offsetFromStill(still.move, marks) < 0.01)
        let seen = try #require(track(hand))
        // Three cores found (the shadowed one among them, 6 px off); the two that agree are kept.
        #expect(tracker.cores == 3 && seen.marks == 2, "the pulled mark is left out: \(seen)")
        #expect(Self.offsetFromStill(seen.move, marks) < 0.01, "no move: \(seen.move)")
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
                    from: &from, to: &to, count: count, tolerance: CameraConfig().markTolerance)
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
            "/usr/bin/env", ["python3", script, directory.path, "\(CameraConfig().markTolerance)"])
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
        #expect(worstRobust <= 2 * CameraConfig().markTolerance, "robust choices differ by \(worstRobust) px")
    }
}
