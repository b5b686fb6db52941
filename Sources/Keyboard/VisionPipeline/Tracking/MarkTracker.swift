import TouchMapping

/// Follows the sheet's four corner marks frame by frame, on hand-free frames and on whatever marks a
/// hand leaves visible: around where each mark should be (the camera's current move applied to its
/// calibrated centre), the centroid of the mark's solid core — dark pixels whose neighbours half a mark
/// away are dark too, which thin print lines and label dots are not. Marks that agree on an in-plane
/// correction of the move (a least-squares similarity) give the camera's move; marks that do not are
/// fitted as a plane with the print beside them (`MarkTracker+Plane`). Allocates nothing per frame.
/// Not `Sendable`: its buffers are written without locks; its one owner (a pipeline) uses it from
/// one thread at a time.
final class MarkTracker {
    /// The marks' centres at calibration (camera pixels) and their half sizes (pixels, across and down).
    let calibrated: Storage<Point>, found: Storage<Point>, seen: Storage<Point>
    var halfSize = (x: 0, y: 0)
    /// Marks whose core the last `track` found (`calibrated`, `seen` pairs in `found` and `seen`,
    /// those the fit kept first).
    private(set) var cores = 0
    /// Marks the last `track`'s fit kept (0 when it found no move).
    private(set) var kept = 0
    /// The camera's move averaged over the frames that agree (what fingertips are mapped through).
    var estimate: MoveEstimate
    /// The print points fitted with the marks, the homography fitter, and the pairs it fits (marks
    /// first, then print points: calibrated camera pixels → where this frame shows them).
    let print: PrintPoints
    let fitter: PlaneFitter
    let pairFrom: Storage<Point>, pairTo: Storage<Point>
    /// The marks' places as the current move predicts them, and where they were seen (scratch).
    let predicted: Storage<Point>, observed: Storage<Point>
    /// The sheet fit's settings.
    let fitConfig: SheetFitConfig
    /// What the last `track` saw of the plane: whether its marks disagreed with an in-plane move and
    /// the plane was fitted instead (`planeFitted`) or could not be (`unfit`), how many print points
    /// were found and fitted, and the fit's largest residual at the points it kept (pixels).
    private(set) var planeFitted = false, unfit = false
    /// Whether the last `track`'s plane was carried by the print beside two marks (followed on and
    /// averaged as a fit of three marks is).
    private(set) var printCarried = false
    var printFound = 0, printKept = 0
    /// The pairs in `pairFrom`/`pairTo` the last plane fit took (marks first).
    var pairCount = 0
    var residual = 0.0
    /// How far (pixels) a mark is searched beyond its edge, around where it should be
    /// (`CameraConfig.markReach`, a distance of the scene scaled with the frame by `FrameScale`: in frame
    /// pixels, a 320 × 240 frame would be searched twice as far across the desk, where a dark thing beside a
    /// mark — a second square, a mug's rim — pulls the mark's centroid).
    let reach: Int
    /// The sizes (percent of its calibrated core) a mark's core may be seen at (`CameraConfig.markCore`, its
    /// least share scaled down with a frame narrower than 640 pixels by `FrameScale`).
    let coreSizes: ClosedRange<Int>

    /// Each mark's core as the calibration's reference shows it (pixels): what `track` expects of the
    /// mark in a frame from the same camera (a mark seen smaller by perspective, or thinned by blur,
    /// has a smaller core than its printed size gives).
    let expectedCores: Storage<Int>

    /// A tracker for frames `width` pixels wide, fitting the plane as `config` says.
    init(config: SheetFitConfig = SheetFitConfig(), camera: CameraConfig = CameraConfig(), width: Int = 640) {
        fitConfig = config
        estimate = MoveEstimate(window: camera.moveWindow, confirmation: camera.moveConfirmation)
        residualTolerance = camera.markTolerance
        let scale = FrameScale(width: width), sizes = camera.markCore
        let least = Swift.min(Int(scale.pixels(Double(sizes.lowerBound)).rounded()), sizes.lowerBound)
        (reach, coreSizes) = (scale.pixels(camera.markReach), least...sizes.upperBound)
        print = PrintPoints(config, width: width)
        fitter = PlaneFitter(capacity: 4 + config.printPoints)
        pairFrom = Storage(repeating: Point(x: 0, y: 0), count: 4 + config.printPoints)
        pairTo = Storage(repeating: Point(x: 0, y: 0), count: 4 + config.printPoints)
        predicted = Storage(repeating: Point(x: 0, y: 0), count: 4)
        observed = Storage(repeating: Point(x: 0, y: 0), count: 4)
        expectedCores = Storage(repeating: 0, count: 4)
        calibrated = Storage(repeating: Point(x: 0, y: 0), count: 4)
        found = Storage(repeating: Point(x: 0, y: 0), count: 4)
        seen = Storage(repeating: Point(x: 0, y: 0), count: 4)
    }

    /// Takes the marks found at calibration (camera pixels, the sheet's order) and their half sizes.
    func calibrate(_ marks: [Point], halfSize: (x: Double, y: Double)) {
        for index in 0..<Swift.min(marks.count, 4) { calibrated[index] = marks[index] }
        self.halfSize = (Swift.max(Int(halfSize.x.rounded()), 2), Swift.max(Int(halfSize.y.rounded()), 2))
        for index in 0..<4 { expectedCores[index] = printedCore }
        estimate.reset()
    }

    /// The core of a (2hx + 1) × (2hy + 1) mark as printed: about (hx + 1) × (hy + 1) pixels.
    private var printedCore: Int { (halfSize.x + 1) * (halfSize.y + 1) }

    /// Measures each calibrated mark's core in the calibration's `reference` frame (`threshold` its dark
    /// level), so that `track` expects the marks as this camera shows them; a mark whose core is not
    /// found there keeps the printed size's.
    func measureCores(
        in reference: UnsafePointer<UInt8>, _ layout: FrameLayout, corrections: UnsafePointer<UInt8>, threshold: Int
    ) {
        for index in 0..<4 {
            let core = coreSum(reference, layout, corrections, threshold, around: calibrated[index], reach: reach)
            expectedCores[index] = core.n > 0 ? core.n : printedCore
        }
    }

    /// The camera's move since calibration from the marks visible in `frame`, starting from `move`:
    /// the in-plane correction of `move` the marks agree on, or, when three or more marks disagree with
    /// any, the plane fitted to them and the print (`fitPlane`); `nil` when fewer than two marks are
    /// seen. `threshold` is the dark level (corrected luma).
    func track(
        _ frame: UnsafePointer<UInt8>, _ layout: FrameLayout, corrections: UnsafePointer<UInt8>, threshold: Int,
        from move: PlaneMove
    ) -> (move: PlaneMove, marks: Int)? {
        var count = 0, seenMarks = 0
        // Near where the move puts each mark; when fewer than three are there and the camera is known to
        // have moved since calibration (it moved on while a hand covered them), the others are searched
        // `lostReach` pixels around. A still camera's marks are where calibration saw them.
        for pass in 0..<2 {
            guard pass == 0 || (count < 3 && hasMoved) else { break }
            let reach = pass == 0 ? self.reach : FrameScale(width: layout.width).pixels(fitConfig.lostReach)
            for index in 0..<4 where seenMarks & (1 << index) == 0 {
                let expected = move.apply(calibrated[index])
                guard
                    let centre = core(
                        frame, layout, corrections, threshold, around: expected, expecting: expectedCores[index],
                        reach: reach)
                else { continue }
                (found[count], seen[count]) = (calibrated[index], centre)
                count += 1
                seenMarks |= 1 << index
            }
        }
        cores = count
        (planeFitted, unfit, printFound, printKept, residual) = (false, false, 0, 0, 0)
        // Corrected from the last frame's move when three marks or more fitted it, or two marks with the
        // print, else from the averaged move: a frame's fit on two marks alone never carries on.
        let base = kept >= 3 || printCarried ? move : estimate.mean
        printCarried = false
        let inPlane = correction(of: base, count: count)
        let recheck = count >= 3 && inPlaneResidual(inPlane) > fitConfig.recheckResidual
        let guess = inPlane.map { PlaneMove($0.move).after(base) } ?? base
        // Two marks (a corner out of the frame or under a hand) are fitted with the print first: after a
        // new perspective their distance changed, which no in-plane move of two marks follows.
        if count == 2,
            let plane = fitPlane(frame, layout, corrections: corrections, count: count, base: base, guess: guess),
            plane.marks == 2
        {
            (planeFitted, printCarried, kept) = (true, true, plane.marks)
            return (plane.move, kept)
        }
        if let inPlane, inPlane.marks == count || count < 3, !recheck {
            kept = inPlane.marks
            return (PlaneMove(inPlane.move).after(base), inPlane.marks)
        }
        guard count >= 3 else {
            kept = 0
            return nil
        }
        // The plane is taken when fewer than three marks agree on an in-plane move (a new perspective),
        // or when it keeps all four as the in-plane move does (a finer perspective); beside an in-plane
        // move of three marks (one pulled by a hand's shadow) a plane would guess the fourth corner.
        let inPlaneKept = inPlane?.marks ?? 0
        if let plane = fitPlane(frame, layout, corrections: corrections, count: count, base: base, guess: guess),
            inPlaneKept < 3 || (plane.marks == 4 && inPlaneKept == 4)
        {
            planeFitted = true
            // A fit the print carries with one mark is the frame's move, but not one the estimate averages:
            // beyond the print it saw (a hand over the other corners) the plane is a guess; two corners pin it.
            kept = plane.marks
            printCarried = kept == 2
            return (plane.move, kept)
        }
        // Three marks that agree on an in-plane move are a fit (the print covered, say); fewer are not.
        kept = inPlane?.marks ?? 0
        unfit = kept < 3 && kept < count
        return inPlane.map { (PlaneMove($0.move).after(base), $0.marks) }
    }

    /// How far (pixels) a mark may sit from where the others' fit puts it (`CameraConfig.markTolerance`).
    let residualTolerance: Double

    /// The largest distance (pixels) of a mark `inPlane` kept from where it puts the mark (0 without one).
    private func inPlaneResidual(_ inPlane: (move: Similarity, marks: Int)?) -> Double {
        guard let inPlane else { return 0 }
        var worst = 0.0
        for index in 0..<inPlane.marks {
            worst = Swift.max(worst, inPlane.move.apply(predicted[index]).distance(to: observed[index]))
        }
        return worst
    }

    /// Whether the averaged move puts a calibrated mark more than half the search reach from where
    /// calibration saw it.
    private var hasMoved: Bool {
        (0..<4).contains { estimate.mean.apply(calibrated[$0]).distance(to: calibrated[$0]) > Double(reach) / 2 }
    }

    /// The in-plane correction of `move` that the marks found agree on, without the marks a hand
    /// disturbed (`Similarity.consistentFit` from where `move` puts them to where they were seen).
    private func correction(of move: PlaneMove, count: Int) -> (move: Similarity, marks: Int)? {
        for index in 0..<count { (predicted[index], observed[index]) = (move.apply(found[index]), seen[index]) }
        return Similarity.consistentFit(
            from: predicted.pointer, to: observed.pointer, count: count, tolerance: residualTolerance)
    }

    /// The centroid of the mark's core near `expected`, when its size is within `coreSizes` (percent) of
    /// `expectedCore` pixels.
    private func core(
        _ frame: UnsafePointer<UInt8>, _ layout: FrameLayout, _ corrections: UnsafePointer<UInt8>, _ threshold: Int,
        around expected: Point, expecting expectedCore: Int, reach: Int
    ) -> Point? {
        let (sumX, sumY, n) = coreSum(frame, layout, corrections, threshold, around: expected, reach: reach)
        guard n > 0, n * 100 >= expectedCore * coreSizes.lowerBound, n * 100 <= expectedCore * coreSizes.upperBound
        else { return nil }
        return Point(x: Double(sumX) / Double(n) + 0.5, y: Double(sumY) / Double(n) + 0.5)
    }

    /// The core pixels near `expected` — dark pixels whose neighbours half a mark away are dark too:
    /// the sums of their columns and rows, and how many there are.
    private func coreSum(
        _ frame: UnsafePointer<UInt8>, _ layout: FrameLayout, _ corrections: UnsafePointer<UInt8>, _ threshold: Int,
        around expected: Point, reach: Int
    ) -> (sumX: Int, sumY: Int, n: Int) {
        guard expected.x.isFinite, expected.y.isFinite else { return (0, 0, 0) }
        let (hx, hy) = halfSize
        let cx = Int(expected.x), cy = Int(expected.y)
        let left = Swift.max(cx - hx - reach, hx / 2), right = Swift.min(cx + hx + reach, layout.width - 1 - hx / 2)
        let top = Swift.max(cy - hy - reach, hy / 2), bottom = Swift.min(cy + hy + reach, layout.height - 1 - hy / 2)
        guard left < right, top < bottom else { return (0, 0, 0) }
        let red = layout.order.redOffset, blue = layout.order.blueOffset, stride = layout.bytesPerRow
        let (ox, oy) = (hx / 2, hy / 2)
        @inline(__always) func dark(_ x: Int, _ y: Int) -> Bool {
            let p = frame + (y &* stride &+ x &* 4)
            let luma =
                Int(corrections[Int(p[red])]) &+ 2 &* Int(corrections[256 &+ Int(p[1])])
                &+ Int(corrections[512 &+ Int(p[blue])])
            return luma < threshold &* 4
        }
        var (sumX, sumY, n) = (0, 0, 0)
        for y in top...bottom {
            for x in left...right where dark(x, y) {
                guard dark(x - ox, y), dark(x + ox, y), dark(x, y - oy), dark(x, y + oy) else { continue }
                (sumX, sumY, n) = (sumX + x, sumY + y, n + 1)
            }
        }
        return (sumX, sumY, n)
    }
}
