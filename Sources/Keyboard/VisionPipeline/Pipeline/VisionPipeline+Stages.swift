import TouchMapping

/// The stages of a frame: the hand, the moment without one, the light, and the frame's own checks.
extension VisionPipeline {
    /// The hand blob: coarse scan (its samples also count the desk's changes), segmentation and opening in
    /// the region of interest, components, the hand among them (`chooseHand`).
    func findHand(_ base: UnsafePointer<UInt8>, _ layout: FrameLayout) -> Component? {
        let step = coarseStep
        regionPixels = 0
        sawChange = false
        let sampled = segmenter.sampledBox(base, layout, step: step, minimum: config.handSamples)
        observeDesk(base, layout, step: step)
        guard let box = sampled else { return nil }
        segmenter.learnWarmth(base, layout, step: step, box: box)
        let region = box.ranges(grownBy: config.regionMargin * step, width: layout.width, height: layout.height)
        regionPixels = region.columns.count * region.rows.count
        dirtyRows = region.rows
        segmenter.classifyNearSamples(base, layout, step: step, rows: region.rows, into: raw)
        raw.majority(into: scratch, rows: region.rows)
        raw.copy(from: scratch, rows: region.rows)
        raw.open(into: opened, scratch: scratch, rows: region.rows)
        guard components.label(opened, rows: region.rows) else {
            counters.noisyFrames += 1
            health = .handLost
            return nil
        }
        let minimum = config.minimumHandShare * Double(layout.width * layout.height)
        guard let chosen = chooseHand(minimumArea: minimum, layout) else { return nil }
        handLabel = chosen
        return components[chosen]
    }

    /// No hand: the moment to start re-capturing a stale reference (spread over the next frames) or to
    /// recalibrate.
    func handAbsent(_ base: UnsafePointer<UInt8>, _ layout: FrameLayout) -> VisionOutcome {
        // Something at rest not yet taken in (an arm, a mug) is in view: the frame is not hand-free.
        if !sawChange { retake(base, layout) }
        _ = secondMapper.process(nil)
        return VisionOutcome(fingertip: nil, shadowDistance: .infinity, observation: nil, step: mapper.process(nil))
    }

    /// On a hand-free frame: recalibrates when due, else starts re-capturing a stale reference.
    func retake(_ base: UnsafePointer<UInt8>, _ layout: FrameLayout) {
        if monitor.isDue {
            let buffer = UnsafeBufferPointer(start: base, count: layout.requiredBytes)
            do {
                try calibrate(reference: buffer, layout: layout)
                counters.recalibrations += 1
                monitor.reset()
                (mapper, secondMapper) = (freshMapper, freshMapper)
            } catch {
                counters.failedRecalibrations += 1
            }
        } else if referenceIsStale, !reference.isCapturing, reference.isUsable(base, layout) {
            // In place of a warp under way: a camera that keeps being re-aligned (a new perspective
            // followed a pixel at a time) must not keep its stale reference for ever.
            // The frame's own tracked move when its marks gave one (its shake included), else the mean.
            let seenAt = tracker.kept >= 3 ? move : referenceMove
            reference.beginCapture(base, layout, range: classifier.range, move: seenAt)
            referenceIsStale = false
            counters.recaptures += 1
        }
    }

    /// Follows the light every frame: its change against the reference (gain and offset per channel, read
    /// on the paper and the dark samples, clipped samples read as clipped) goes into the classifier's
    /// corrections whenever it moved more than the follow step — a slow drift of exposure or white balance
    /// is followed as it happens, with no reference re-taken. A jump from one frame to the next beyond the
    /// lighting tolerance (a lamp switched) is a lighting change: the reference is re-taken at the next
    /// hand-free frame, as the new light may also fall differently. Read only on frames whose marks sit
    /// where the reference in use expects them (`see`): right after a camera move its samples would read
    /// the print beside the paper, a false change of light that re-takes the reference in the new
    /// perspective and hides the move.
    func followLighting(_ base: UnsafePointer<UInt8>, _ layout: FrameLayout) {
        guard let seen = reference.lightChange(base, layout, previous: light, config: config.light) else { return }
        guard seen.differs(from: light, by: config.light.followStep) else { return }
        if seen.gains.differs(from: light.gains, by: config.lightingTolerance) {
            referenceIsStale = true
            counters.lightingChanges += 1
        }
        light = seen
        classifier.setCorrections(reference.whiteBalance * seen.gains, offsets: seen.offsets)
    }

    /// The frame's first byte, once its layout matches the calibrated size and its buffer.
    func checked(_ pixels: UnsafeBufferPointer<UInt8>, _ layout: FrameLayout) throws(VisionError) -> UnsafePointer<
        UInt8
    > {
        try layout.check(byteCount: pixels.count)
        guard layout.width == size.width, layout.height == size.height else {
            throw .sizeMismatch(expected: "\(size.width) × \(size.height)", got: "\(layout.width) × \(layout.height)")
        }
        guard let base = pixels.baseAddress else { throw .emptyFrame }
        return base
    }
}
