import Foundation
import SceneRenderer
import TestSupport
import Testing
import TouchMapping
@testable import VisionPipeline

/// The sheet tracked as a plane: the homography fit (normalised DLT, Gauss–Newton, RANSAC) against
/// known mappings and OpenCV's `findHomography`, a camera pitched or tilted after calibration followed
/// as a camera move, a sheet no plane fits reported as `sheet_unfit`, and print a pixel off its warped
/// reference read as no shadow's crest.
@Suite struct PlaneTrackingTests {
    /// A perspective mapping of the kind a pitched camera makes.
    static let truth = Matrix3(1.02, 0.05, -6, -0.03, 0.97, 4, 0.000_12, -0.000_08, 1)

    /// A grid of `n` points over a 320 × 240 frame and their images under `truth`.
    static func pairs(_ n: Int) -> (from: [Point], to: [Point]) {
        let from: [Point] = (0..<n).map { (i: Int) -> Point in
            Point(x: 20 + Double(i % 6) * 53, y: 30 + Double(i / 6) * 41)
        }
        return (from, from.map { truth.project($0) })
    }

    @Test func theFitReproducesAKnownHomographyAndLeavesAnOutlierOut() throws {
        var (from, to) = Self.pairs(24)
        let fitter = PlaneFitter(capacity: 28)
        let corners = (0..<24).map { [0, 5, 18, 23].contains($0) }
        let exact = try #require(fitter.fit(from: from, to: to, count: 24, use: corners))
        for i in 0..<24 { #expect(exact.project(from[i]).distance(to: to[i]) < 1e-6) }
        // Noise of a tenth of a pixel and one pair pulled 9 px: RANSAC keeps the 23 others.
        var random = SeededGenerator(seed: 5)
        for i in 0..<24 {
            to[i] = Point(x: to[i].x + random.gaussian(sigma: 0.1), y: to[i].y + random.gaussian(sigma: 0.1))
        }
        to[7] = Point(x: to[7].x + 9, y: to[7].y - 2)
        let robust = try #require(fitter.robust(from: from, to: to, count: 24, tolerance: 1.5, minimum: 8))
        #expect(robust.inliers == 23 && !fitter.inliers[7])
        for i in 0..<24 where i != 7 {
            #expect(robust.homography.project(from[i]).distance(to: Self.truth.project(from[i])) < 0.2)
        }
    }

    @Test func aMoveComposesAndInvertsAsAHomography() throws {
        let move = try #require(PlaneMove(Self.truth))
        let p = Point(x: 100, y: 80)
        #expect(move.invert(move.apply(p)).distance(to: p) < 1e-9)
        let shift = PlaneMove(Similarity(a: 1, b: 0, tx: 3, ty: -2))
        #expect(shift.after(move).apply(p).distance(to: Point(x: move.apply(p).x + 3, y: move.apply(p).y - 2)) < 1e-9)
        #expect(move.relative(to: move).apply(p).distance(to: p) < 1e-9)
    }

    /// The typing scene with the camera pitched by `pitch` (or tilted by `yaw`) degrees over 12 frames
    /// from frame 30: the pipeline's keyboard points against the truth once the camera is still.
    static func pitched(pitch: Double, yaw: Double = 0) throws -> (
        error: Double, moves: Int, health: HealthCounts, score: VisionScore
    ) {
        let renderer = try TestScenes.renderer("fj dk sl gh fj dk sl gh fj dk", settings: TestScenes.settings())
        renderer.conditions.table = .plain
        let pipeline = try TestScenes.pipeline(renderer)
        let start = 30, frames = 12
        var worst = 0.0
        let score = try TestScenes.run(renderer, pipeline, frames: 0..<renderer.frameCount) { index, _, _ in
            let t = Swift.min(Swift.max(Double(index + 1 - start) / Double(frames), 0), 1)
            renderer.conditions.camera = CameraPose(pitch: pitch * t, yaw: yaw * t)
            guard index >= start + frames + 30 else { return }
            for corner in [Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: 1, y: 1), Point(x: 0, y: 1)] {
                let seen = renderer.seen(renderer.cameraPoint(corner), renderer.conditions.camera)
                let mapped = pipeline.keyboardPoint(seen)
                let dx = (mapped.x - corner.x) * 0.9 * 320, dy = (mapped.y - corner.y) * 0.4 * 240
                worst = Swift.max(worst, (dx * dx + dy * dy).squareRoot())
            }
        }
        return (worst, pipeline.counters.cameraMoves, pipeline.counters.health, score)
    }

    /// At 320 × 240 a pitch of −8° moves the marks 4–5 px: the in-plane correction and the plane fits
    /// follow it without a jump; −15° and the tilt move them 9–16 px, a camera move.
    @Test(arguments: [(-8.0, 0.0, false), (-15.0, 0.0, true), (-12.0, 8.0, true)])
    func aPitchedOrTiltedCameraIsFollowedAsACameraMove(pitch: Double, yaw: Double, jumps: Bool) throws {
        let seen = try Self.pitched(pitch: pitch, yaw: yaw)
        if jumps {
            #expect(seen.moves >= 1, "the new perspective is a camera move")
            #expect(seen.health[.recalibrating] >= 1, "and the frames say so while it is followed")
        }
        // At 320 × 240 (half the 640 px the goals are stated for); before the plane fit, 6–14 px.
        #expect(seen.error <= 3, "keyboard corners within \(seen.error) px once followed")
        #expect(seen.score.keyAccuracy >= 0.9 && seen.score.falseTouches == 0, "\(seen.score)")
    }

    @Test func aSheetNoPlaneFitsIsSheetUnfitNeverOk() throws {
        let renderer = try TestScenes.renderer("fj", settings: TestScenes.settings())
        renderer.conditions.table = .plain
        let pipeline = try TestScenes.pipeline(renderer)
        let layout = try TestScenes.layout(renderer)
        // The sheet crumpled: the left third shifted 5 px left, the right third 5 px down.
        let flat = renderer.frame.pixels, (width, height) = (layout.width, layout.height)
        var crumpled = flat
        for y in 0..<height {
            for x in 0..<width {
                let (sx, sy) = x < width / 3 ? (x + 5, y) : x >= 2 * width / 3 ? (x, y - 5) : (x, y)
                let from = (Swift.min(Swift.max(sy, 0), height - 1) * width + Swift.min(sx, width - 1)) * 4
                for c in 0..<4 { crumpled[(y * width + x) * 4 + c] = flat[from + c] }
            }
        }
        var states: [VisionHealth] = []
        for index in 0..<8 {
            let outcome = try pipeline.process(crumpled, layout: layout, timestamp: Double(index) / 60)
            states.append(outcome.health)
        }
        #expect(pipeline.tracker.unfit, "no plane fits marks and print: \(pipeline.tracker.printFound) print points")
        // Said from the third frame in a row (`SheetFitConfig.unfitFrames`): one frame's pulled mark is no state.
        #expect(states.dropFirst(2).allSatisfy { $0 == .sheetUnfit }, "\(states)")
    }

    @Test func aStaleReferenceIsRetakenInPlaceOfAWarpUnderWay() throws {
        // A new perspective followed a pixel at a time keeps re-aligning the reference (a warp after each
        // warp); the hand-free frame must still re-take the stale reference instead of waiting for ever.
        let renderer = try TestScenes.renderer("fj", settings: TestScenes.settings())
        let pipeline = try TestScenes.pipeline(renderer)
        let layout = try TestScenes.layout(renderer)
        pipeline.reference.beginWarp(to: PlaneMove(Similarity(a: 1, b: 0, tx: 0.5, ty: 0)))
        pipeline.referenceIsStale = true
        renderer.renderReference(index: 1)
        _ = try pipeline.process(renderer.frame.pixels, layout: layout, timestamp: 0)
        #expect(pipeline.counters.recaptures == 1 && !pipeline.referenceIsStale)
    }

    @Test(.needs(.openCV)) func planeFitsAgreeWithOpenCVFindHomography() throws {
        try ToolAvailability.require(.openCV)
        let scratch = try TemporaryDirectory("vision-homography")
        let directory = URL(fileURLWithPath: scratch.path, isDirectory: true)
        var sets: [(from: [Point], to: [Point])] = []
        // Synthetic pairs with noise and pulled points, then the tracker's own pairs on pitched frames.
        var random = SeededGenerator(seed: 9)
        for k in 0..<6 {
            var (from, to) = Self.pairs(12 + 2 * k)
            for i in to.indices {
                to[i] = Point(x: to[i].x + random.gaussian(sigma: 0.3), y: to[i].y + random.gaussian(sigma: 0.3))
            }
            for i in stride(from: k, to: to.count, by: 7) { to[i] = Point(x: to[i].x + 6 + Double(k), y: to[i].y - 4) }
            sets.append((from, to))
        }
        for (pitch, yaw) in [(-8.0, 0.0), (-15.0, 0.0), (-12.0, 8.0)] {
            let renderer = try TestScenes.renderer("fj dk sl", settings: TestScenes.settings())
            renderer.conditions.table = .plain
            let pipeline = try TestScenes.pipeline(renderer)
            let layout = try TestScenes.layout(renderer)
            for index in 0..<40 {
                let t = Swift.min(Double(index + 1) / 12, 1)
                renderer.conditions.camera = CameraPose(pitch: pitch * t, yaw: yaw * t)
                if index % 3 == 0 { renderer.renderReference(index: index) } else { renderer.render(frame: index * 2) }
                _ = try pipeline.process(renderer.frame.pixels, layout: layout, timestamp: Double(index) / 60)
                let tracker = pipeline.tracker, n = tracker.pairCount
                guard tracker.planeFitted, n >= 8 else { continue }
                sets.append(((0..<n).map { tracker.pairFrom[$0] }, (0..<n).map { tracker.pairTo[$0] }))
            }
        }
        let lines: [String] = sets.map { (set: (from: [Point], to: [Point])) -> String in
            let coordinates: [Double] = zip(set.from, set.to).flatMap { (from: Point, to: Point) -> [Double] in
                [from.x, from.y, to.x, to.y]
            }
            return ([Double(set.from.count)] + coordinates).map { "\($0)" }.joined(separator: " ")
        }
        try lines.joined(separator: "\n").write(
            to: directory.appendingPathComponent("pairs.txt"), atomically: true, encoding: .utf8)
        let script = CameraTrackingTests.root.appendingPathComponent("scripts/vision/opencv_homography.py").path
        let opencv = try TestProcess.run("/usr/bin/env", ["python3", script, directory.path, "1.5"])
        try #require(
            opencv.exitCode == 0, "OpenCV is needed (scripts/ensure-deps.sh --opencv installs it): \(opencv.stderr)")
        let theirs = try String(contentsOf: directory.appendingPathComponent("cv-homography.txt"), encoding: .utf8)
            .split(separator: "\n").map { $0.split(separator: " ").compactMap { Double($0) } }
        try #require(theirs.count == sets.count)
        var worstFit = 0.0, worstRansac = 0.0, compared = 0, sameInliers = 0
        let fitter = PlaneFitter(capacity: 64)
        func matrix(_ n: ArraySlice<Double>) -> Matrix3 {
            let v = Array(n)
            return Matrix3(v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7], v[8])
        }
        for (set, numbers) in zip(sets, theirs) {
            let mine = try #require(
                fitter.robust(from: set.from, to: set.to, count: set.from.count, tolerance: 1.5, minimum: 8))
            try #require(numbers.count == 19, "OpenCV fits every set")
            let ransac = matrix(numbers[0..<9]), refit = matrix(numbers[10..<19])
            if abs(mine.inliers - Int(numbers[9])) <= 1 { sameInliers += 1 }
            // Compared at the pairs both keep: with OpenCV's least-squares fit of its inliers, and with
            // RANSAC's own result.
            for (index, (p, q)) in zip(set.from, set.to).enumerated()
            where fitter.inliers[index] && ransac.project(p).distance(to: q) <= 1.5 {
                let at = mine.homography.project(p)
                worstFit = Swift.max(worstFit, at.distance(to: refit.project(p)))
                worstRansac = Swift.max(worstRansac, at.distance(to: ransac.project(p)))
            }
            compared += 1
        }
        print(
            "plane fit vs cv2.findHomography: \(compared) sets, inliers within one of RANSAC's (1.5 px) in "
                + "\(sameInliers); largest difference at its inliers from its least-squares fit of them "
                + "\(worstFit) px, from RANSAC's own result \(worstRansac) px")
        #expect(compared >= 12, "synthetic sets and the tracker's pitched frames")
        #expect(sameInliers == compared, "the same pairs kept, give or take one on the tolerance's edge")
        #expect(worstFit <= 0.5, "the fits agree within \(worstFit) px")
        #expect(worstRansac <= 1.5, "RANSAC's unrefined result is within its own threshold: \(worstRansac) px")
    }

    /// After a tilt the warped reference may leave a printed stroke a pixel off: beside a finger resting
    /// on its key, with its shadow hidden under it, that speck of "shadow" a row above the tip is no crest
    /// of a hovering finger's shadow (`ShadowGap` follows a crest only from a shadow's blocks). `yaw9` at
    /// 640 × 480, seed 21, 24 touches: before, one contact missed, its frames reading a steady 10.05 px gap
    /// to a key's label beside the finger, every one `ok`.
    @Test(.needs(.openCV)) func aPrintedStrokeBesideARestingFingerIsNoCrest() throws {
        let replayed = try IndependentScenesTests.generatedFrames(
            "yaw9", width: 640, height: 480, seed: 21, touches: 24)
        replayed.expectEveryContactPressedOnItsKey()
    }
}
