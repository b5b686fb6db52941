import TouchMapping

/// The sheet fitted as a plane: when the marks found disagree with every in-plane move (a camera
/// pitched or tilted changes the sheet's perspective; a hand or its shadow pulls a mark), the marks and
/// the print points found beside them are fitted with a homography by RANSAC. Four marks alone always
/// fit one exactly, so the print is what tells a new perspective (marks and print agree) from a pulled
/// mark (the print outvotes it) and from a sheet that fits nothing (`unfit`).
extension MarkTracker {
    /// Takes the print points among the `count` `candidates` (camera pixels at calibration; overwritten)
    /// and their patches from the calibration's reference `luma`.
    func calibratePrint(
        _ candidates: UnsafeMutablePointer<Point>, count: Int, luma: UnsafePointer<UInt8>, width: Int, height: Int
    ) {
        print.calibrate(candidates, count: count, luma: luma, width: width, height: height)
    }

    /// The plane through the `count` marks found (in `found` and `seen`) and the print points found in
    /// `frame`: the print searched where the marks themselves put it (four: their own homography;
    /// three: `base` corrected by their affine map), then, when that finds no fit (a mark pulled), where
    /// `guess` (the in-plane correction of the marks that agree) puts it. Returns the move and how many
    /// marks it kept, or `nil` when no homography fits enough points: at least three marks (the sheet's corners pin it) and
    /// `minimumInliers` print points, or twice as many print points with fewer marks (a few print
    /// points bunched beside a hand leave the perspective free beyond them).
    func fitPlane(
        _ frame: UnsafePointer<UInt8>, _ layout: FrameLayout, corrections: UnsafePointer<UInt8>, count: Int,
        base: PlaneMove, guess: PlaneMove
    ) -> (move: PlaneMove, marks: Int)? {
        let marksOnly =
            count == 4
            ? fitter.fit(from: found.pointer, to: seen.pointer, count: 4, use: nil).flatMap { PlaneMove($0) }
            : affineGuess(from: base, count: count)
        if let marksOnly, let plane = fitPlane(frame, layout, corrections, count, predictedBy: marksOnly) {
            return plane
        }
        return fitPlane(frame, layout, corrections, count, predictedBy: guess)
    }

    /// `base` corrected by the affine map taking where it puts three of the marks found onto where they
    /// were seen (exact for three): a new perspective's first-order part, where the print is searched.
    private func affineGuess(from base: PlaneMove, count: Int) -> PlaneMove? {
        guard count >= 3 else { return nil }
        let p = (base.apply(found[0]), base.apply(found[1]), base.apply(found[2]))
        let q = (seen[0], seen[1], seen[2])
        let source = Matrix3(p.0.x, p.1.x, p.2.x, p.0.y, p.1.y, p.2.y, 1, 1, 1)
        let target = Matrix3(q.0.x, q.1.x, q.2.x, q.0.y, q.1.y, q.2.y, 1, 1, 1)
        guard let inverse = source.inverse, let affine = PlaneMove(target * inverse) else { return nil }
        return affine.after(base)
    }

    /// The RANSAC fit of the marks and the print points found where `prediction` puts them.
    private func fitPlane(
        _ frame: UnsafePointer<UInt8>, _ layout: FrameLayout, _ corrections: UnsafePointer<UInt8>, _ marks: Int,
        predictedBy prediction: PlaneMove
    ) -> (move: PlaneMove, marks: Int)? {
        let n = gatherPairs(frame, layout, corrections, marks, prediction)
        (printFound, pairCount) = (n - marks, n)
        let minimum = Swift.max(fitConfig.minimumInliers + 3, (n + 1) / 2)
        guard n >= minimum,
            let fit = fitter.robust(
                from: pairFrom.pointer, to: pairTo.pointer, count: n, tolerance: fitConfig.tolerance,
                minimum: minimum, first: marks == 4 ? (0, 1, 2, 3) : nil, iterations: fitConfig.iterations,
                confidence: fitConfig.confidence),
            let move = PlaneMove(fit.homography)
        else { return nil }
        var keptMarks = 0
        residual = 0
        for index in 0..<n where fitter.inliers[index] {
            if index < marks { keptMarks += 1 }
            residual = Swift.max(residual, move.apply(pairFrom[index]).distance(to: pairTo[index]))
        }
        printKept = fit.inliers - keptMarks
        let printCarries = printKept >= 2 * fitConfig.minimumInliers
        guard printKept >= fitConfig.minimumInliers, keptMarks >= 3 || printCarries else { return nil }
        return (move, keptMarks)
    }

    /// Fills `pairFrom`/`pairTo` with the marks found, then the print points found near where
    /// `prediction` puts them; returns how many pairs.
    private func gatherPairs(
        _ frame: UnsafePointer<UInt8>, _ layout: FrameLayout, _ corrections: UnsafePointer<UInt8>, _ marks: Int,
        _ prediction: PlaneMove
    ) -> Int {
        var n = 0
        for index in 0..<marks {
            (pairFrom[n], pairTo[n]) = (found[index], seen[index])
            n += 1
        }
        for index in 0..<print.count {
            let point = print.calibrated[index]
            guard
                let at = print.find(
                    index, near: prediction.apply(point), in: frame, layout, corrections: corrections)
            else { continue }
            (pairFrom[n], pairTo[n]) = (point, at)
            n += 1
        }
        return n
    }
}
