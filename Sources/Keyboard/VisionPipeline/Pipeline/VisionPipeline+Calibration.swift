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
        try setMarks(MarkFinder.find(in: components, width: size.width, height: size.height))
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
    }

    /// Takes `base` as the reference; the classifier's corrections become its white balance.
    func capture(_ base: UnsafePointer<UInt8>, _ layout: FrameLayout) {
        gains = .unit
        reference.capture(base, layout, classifier: classifier)
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
