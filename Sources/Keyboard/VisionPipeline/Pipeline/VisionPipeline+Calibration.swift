import TouchMapping

/// Calibration: the reference frame and the homography from the sheet's marks.
extension VisionPipeline {
    /// Re-calibrates from a hand-free frame: the reference and the marks' homography.
    public func calibrate(reference pixels: UnsafeBufferPointer<UInt8>, layout: FrameLayout) throws(VisionError) {
        let base = try checked(pixels, layout)
        guard reference.isUsable(base, layout) else { throw .unusableReference }
        capture(base, layout)
        reference.markDark(into: raw)
        let labelled = components.label(raw)
        raw.clear()
        guard labelled else { throw .fiducialsNotFound(found: 0) }
        try markFinder.find(in: components, width: size.width, height: size.height)
        let previous = cameraToKeyboard
        try setMarks(markFinder.centres)
        do {
            try SheetCheck.verify(
                cameraToKeyboard, corners: keyCorners, centres: keyCentres, reference: reference,
                required: config.camera.printedKeyShare)
        } catch {
            cameraToKeyboard = previous
            throw error
        }
        tracker.calibrate(markFinder.centres, halfSize: markFinder.halfSize)
        measureEdgeSpread(markFinder.centres, halfSize: markFinder.halfSize)
        measureMarkCores(base, layout)
        choosePrintPoints()
        (move, referenceMove) = (.identity, .identity)
    }

    /// Re-calibrates from a hand-free frame with the marks' centres given (camera pixels: top left,
    /// top right, bottom right, bottom left) instead of found.
    public func calibrate(reference pixels: UnsafeBufferPointer<UInt8>, layout: FrameLayout, marks: [Point])
        throws(VisionError)
    {
        let base = try checked(pixels, layout)
        guard reference.isUsable(base, layout) else { throw .unusableReference }
        try setMarks(marks)
        capture(base, layout)
        let halfSize = markHalfSize()
        tracker.calibrate(marks, halfSize: halfSize)
        measureEdgeSpread(marks, halfSize: halfSize)
        measureMarkCores(base, layout)
        choosePrintPoints()
        (move, referenceMove) = (.identity, .identity)
    }

    /// Measures how far the optics spread an edge (`edgeSpread`) on the marks at `centres` in the
    /// reference just captured.
    func measureEdgeSpread(_ centres: [Point], halfSize: (x: Double, y: Double)) {
        edgeSpread = EdgeSpread.measure(
            luma: reference.luma.pointer, width: size.width, height: size.height, centres: centres, halfSize: halfSize)
    }

    /// The rows above a fingertip where its own blurred cap may read as shadow: one in a blurred frame
    /// (`FingerConfig.blurredEdge`) that resolves the lift gap (`FingerConfig.gapResolution`), else none.
    /// Never more: what of the cap is dark enough to read as shadow (darker than `shadowRatio` of the
    /// paper: some 60 % skin) and not skin-coloured enough to be skin is a thin band at the mask's edge,
    /// whatever the blur's reach. In a frame too coarse to resolve the lift gap (320 × 240) a crest one row
    /// up is what shows of a hovering finger's shadow, and is kept as a gap.
    var blurRise: Int {
        let liftGap = FrameScale(width: size.width).pixels(config.fingers.liftGap)
        return edgeSpread.y >= config.fingers.blurredEdge && liftGap >= config.fingers.gapResolution ? 1 : 0
    }

    /// Has the tracker measure the marks' cores in the reference just captured from `base`, at the
    /// dark level it tracks them with.
    func measureMarkCores(_ base: UnsafePointer<UInt8>, _ layout: FrameLayout) {
        tracker.measureCores(
            in: base, layout, corrections: classifier.corrections.pointer, threshold: reference.paperLevel / 2)
    }

    /// Has the tracker take the keys' top-left corners (through the calibration's homography) as the
    /// print points it fits the plane with, their patches from the reference just captured.
    func choosePrintPoints() {
        guard let toCamera = try? cameraToKeyboard.inverted() else { return }
        for index in 0..<keyCorners.count { printCorners[index] = toCamera.apply(keyCorners[index]) }
        tracker.calibratePrint(
            printCorners.pointer, count: printCorners.count, luma: reference.luma.pointer, width: size.width,
            height: size.height)
    }

    /// The marks' half size in camera pixels, through the calibration's homography (at the top left mark).
    func markHalfSize() -> (x: Double, y: Double) {
        guard let toCamera = try? cameraToKeyboard.inverted(), let mark = sheet.markCentres.first else { return (4, 4) }
        let centre = toCamera.apply(mark)
        let corner = toCamera.apply(Point(x: mark.x + sheet.markHalfSize.x, y: mark.y + sheet.markHalfSize.y))
        let half = (x: abs(corner.x - centre.x), y: abs(corner.y - centre.y))
        return half.x.isFinite && half.y.isFinite ? half : (4, 4)
    }

    /// Takes `base` as the reference; the classifier's corrections become its white balance.
    func capture(_ base: UnsafePointer<UInt8>, _ layout: FrameLayout) {
        light = .none
        reference.capture(base, layout, classifier: classifier)
        segmenter.followNoise()
        referenceIsStale = false
    }

    /// Camera pixels → keyboard space from the marks' centres (camera pixels, in the sheet's order).
    func setMarks(_ marks: [Point]) throws(VisionError) {
        do {
            cameraToKeyboard = try Homography.calibrate(from: marks, to: sheet.markCentres)
        } catch {
            throw .calibration(error)
        }
    }
}
