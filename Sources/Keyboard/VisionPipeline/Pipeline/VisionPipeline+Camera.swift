import TouchMapping

/// Following the camera: the marks tracked every frame; a move away from the reference's alignment
/// seen on three frames in a row (beyond the ±1 px jitter of frame and reference) moves the reference with it (shift and rotation) until a hand-free frame
/// re-takes it — never waiting for a touch.
extension VisionPipeline {
    /// How far (pixels) a mark may sit from where the reference expects it before the camera counts as moved.
    static let moveTolerance = 3.5

    /// Tracks the marks, notices a move and follows it; sets the frame's first health state. Returns
    /// how many marks were seen.
    func followCamera(_ base: UnsafePointer<UInt8>, _ layout: FrameLayout) -> Int {
        if health != .recalibrating { health = .ok }
        let threshold = reference.paperLevel / 2
        guard
            let tracked = tracker.track(
                base, layout, corrections: classifier.corrections.pointer, threshold: threshold, from: move)
        else {
            movedFrames = 0
            return 0
        }
        move = tracked.move
        guard offset(tracked.move, from: referenceMove) > Self.moveTolerance else {
            movedFrames = 0
            return tracked.marks
        }
        movedFrames += 1
        guard movedFrames >= 3 else { return tracked.marks }
        reference.warp(by: relative(tracked.move, to: referenceMove))
        referenceMove = tracked.move
        referenceIsStale = true
        movedFrames = 0
        counters.cameraMoves += 1
        health = .recalibrating
        return tracked.marks
    }

    /// The largest distance between where `a` and `b` put the calibrated marks.
    func offset(_ a: Similarity, from b: Similarity) -> Double {
        var worst = 0.0
        for index in 0..<4 {
            let p = tracker.calibrated[index], u = a.apply(p), v = b.apply(p)
            worst = Swift.max(worst, ((u.x - v.x) * (u.x - v.x) + (u.y - v.y) * (u.y - v.y)).squareRoot())
        }
        return worst
    }

    /// The similarity taking what `b` shows to what `a` shows: a ∘ b⁻¹.
    func relative(_ a: Similarity, to b: Similarity) -> Similarity {
        let scale = b.a * b.a + b.b * b.b
        guard scale > 1e-12 else { return a }
        // b⁻¹(p) = (conj(β)/|β|²)(p − t_b); a(q) = α q + t_a, with α = a.a + i a.b.
        let ia = b.a / scale, ib = -b.b / scale
        let ra = a.a * ia - a.b * ib, rb = a.a * ib + a.b * ia
        let shifted = Point(x: -(ia * b.tx - ib * b.ty), y: -(ib * b.tx + ia * b.ty))
        let t = Point(x: a.a * shifted.x - a.b * shifted.y + a.tx, y: a.b * shifted.x + a.a * shifted.y + a.ty)
        return Similarity(a: ra, b: rb, tx: t.x, ty: t.y)
    }
}
