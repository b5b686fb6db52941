import TouchMapping

/// Following the camera: the marks tracked every frame; a move away from the reference's alignment
/// seen on three frames in a row (beyond the ±1 px jitter of frame and reference) is mapped through at
/// once and moves the reference with it (shift and rotation, a band of rows per frame) until a
/// hand-free frame re-takes it — never waiting for a touch.
extension VisionPipeline {
    /// Tracks the marks, notices a move and follows it; sets the frame's first health state. Returns
    /// how many marks were seen.
    func followCamera(_ base: UnsafePointer<UInt8>, _ layout: FrameLayout) -> Int {
        // A recalibration lasts while the reference is stale or being updated (re-taken or warped); a frame
        // that only saw the marks away (a move not confirmed, `cameraMovePending`) is recalibrating alone.
        if health != .recalibrating || !(referenceIsStale || reference.isUpdating) { health = .ok }
        cameraMovePending = false
        let marks = trackMarks(base, layout)
        // Marks away from the mapping, the move not yet confirmed: the camera is moving, and what this frame
        // reads against the reference may be the move's, not the hand's.
        if cameraMovePending, health == .ok { health = .recalibrating }
        unfitRun = tracker.unfit ? unfitRun + 1 : 0
        if unfitRun >= config.sheetFit.unfitFrames, health == .ok { health = .sheetUnfit }
        advanceReference()
        return marks
    }

    /// Runs the reference's update under way for a frame's budget (a warp of a stale reference, the
    /// camera's move's, a larger one); a capture put in use brings its white balance and noise, and ends
    /// the recalibration when nothing newer is pending.
    func advanceReference() {
        let camera = config.camera
        let budget = referenceIsStale && reference.isWarping ? camera.moveBudget : camera.referenceBudget
        guard reference.advance(budget: budget) == .capture else { return }
        light = .none
        classifier.setCorrections(reference.whiteBalance)
        segmenter.followNoise()
        if health == .recalibrating, !referenceIsStale { health = .ok }
    }

    /// Tracks the marks and follows the camera: fingertips are mapped through the mean of the recent
    /// moves that agree (a frame's shake averages out); a move away from it is a jump once seen on three
    /// frames in a row (one frame's pulled marks never move the mapping). A confirmed jump starts moving the reference and makes it stale (re-taken at the
    /// next hand-free frame); a drift of the mean away from the reference's alignment moves it too.
    /// Returns how many marks were seen.
    func trackMarks(_ base: UnsafePointer<UInt8>, _ layout: FrameLayout) -> Int {
        let threshold = reference.paperLevel / 2
        guard
            let tracked = tracker.track(
                base, layout, corrections: classifier.corrections.pointer, threshold: threshold, from: move)
        else {
            tracker.estimate.lose()
            referenceMove = tracker.estimate.mean
            return 0
        }
        move = tracked.move
        // A plane the print carries beside two marks is averaged as a fit of three marks is: the print
        // spread over the keys pins what two marks alone would extrapolate.
        let event = tracker.estimate.add(
            tracked.move, offset: offset(tracked.move, from: tracker.estimate.mean),
            tolerance: config.camera.moveTolerance, marks: tracker.printCarried ? 3 : tracked.marks,
            fromPending: offset(tracked.move, from: tracker.estimate.pendingMean))
        referenceMove = tracker.estimate.mean
        cameraMovePending = event == .pending
        if event == .jumped {
            reference.beginWarp(to: referenceMove)
            referenceIsStale = true
            counters.cameraMoves += 1
            health = .recalibrating
        } else if event == .agreed, !reference.isUpdating,
            offset(referenceMove, from: reference.alignment) > config.camera.realignment
        {
            reference.beginWarp(to: referenceMove)
        }
        return tracked.marks
    }

    /// The largest distance between where `a` and `b` put the calibrated marks.
    func offset(_ a: PlaneMove, from b: PlaneMove) -> Double {
        var worst = 0.0
        for index in 0..<4 {
            let p = tracker.calibrated[index], u = a.apply(p), v = b.apply(p)
            worst = Swift.max(worst, ((u.x - v.x) * (u.x - v.x) + (u.y - v.y) * (u.y - v.y)).squareRoot())
        }
        return worst
    }
}
