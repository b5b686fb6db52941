import TouchMapping

/// The camera pipeline of the touch-mapping skill (after Posner et al. 2012): per frame, a coarse skin
/// scan finds the region of interest; HSV skin segmentation there, a 3 × 3 opening, 8-connected
/// components keeping the largest (the hand), its topmost pixel (the fingertip), the shadow ahead of
/// it and the finger–shadow gap; then TouchMapping's validation, debouncing and key mapping.
/// Every buffer is allocated when the pipeline is made: processing a frame allocates nothing.
/// `@unchecked Sendable`: not thread-safe (its buffers are reused frame after frame, without locks); it may move to another thread, but one thread at a time must use it — as the worker and the tests do.
public final class VisionPipeline: @unchecked Sendable {
    /// The frame size the pipeline was calibrated for (any stride and channel order of that size is accepted).
    public let size: (width: Int, height: Int)
    /// The printed keyboard seen.
    public let keyboard: PrintedKeyboard
    /// The sheet's calibration marks.
    public let sheet: PrintedSheet
    /// The settings.
    public let config: VisionConfig
    /// Camera pixels → normalised keyboard space, from the last calibration.
    public private(set) var cameraToKeyboard = Homography.identity
    /// Validation, debouncing and key mapping.
    public private(set) var mapper: TouchMapper<UniformGridLocator>
    /// Recent accuracy, for recalibration.
    public private(set) var monitor: RecalibrationMonitor
    /// What happened so far.
    public private(set) var counters = VisionCounters()
    /// The light's gains against the reference (1 until the lighting changes).
    public private(set) var gains = ChannelGains.unit
    /// Whether the reference must be re-captured at the next frame without a hand.
    public private(set) var referenceIsStale = false

    /// Pixels in the last frame's region of interest (0 when the coarse scan found no skin).
    public private(set) var regionPixels = 0

    let classifier: SkinClassifier
    let reference: ReferenceModel
    let raw: BitMask, opened: BitMask, scratch: BitMask
    let components: RunComponents
    let shadow: ShadowGap
    private var dirtyRows = 0..<0

    /// A pipeline calibrated from a hand-free `reference` frame: its print (for the shadow test), its
    /// paper (for lighting changes) and the sheet's four marks (for the homography).
    public init(
        reference pixels: UnsafeBufferPointer<UInt8>, layout: FrameLayout, keyboard: PrintedKeyboard = PrintedKeyboard(),
        sheet: PrintedSheet = .standard, config: VisionConfig = .standard
    ) throws(VisionError) {
        try config.validate()
        try layout.check(byteCount: pixels.count)
        size = (layout.width, layout.height)
        self.keyboard = keyboard
        self.sheet = sheet
        self.config = config
        mapper = TouchMapper(frames: keyboard.frames, config: config.touch)
        monitor = RecalibrationMonitor(threshold: config.recalibrationThreshold, window: config.accuracyWindow, minimum: config.accuracyMinimum)
        classifier = SkinClassifier(range: config.skin)
        reference = ReferenceModel(width: layout.width, height: layout.height)
        raw = BitMask(width: layout.width, height: layout.height)
        opened = BitMask(width: layout.width, height: layout.height)
        scratch = BitMask(width: layout.width, height: layout.height)
        components = RunComponents(maxRuns: config.maxRuns, maxComponents: config.maxComponents)
        shadow = ShadowGap(width: layout.width, height: layout.height)
        try calibrate(reference: pixels, layout: layout)
        Self.primeRuntime(keyboard: keyboard, config: config.touch)
    }

    /// Takes every verdict path of a throw-away mapper once (hover, outside, shadow mismatch, a press,
    /// no finger), so the Swift runtime's one-time type metadata for them is made now, not in the
    /// first frame that meets each path.
    static func primeRuntime(keyboard: PrintedKeyboard, config: TouchValidationConfig) {
        guard let key = keyboard.frames.keys.first, let other = keyboard.frames.keys.last else { return }
        var mapper = TouchMapper<UniformGridLocator>(frames: keyboard.frames, config: config)
        let centre = key.frame.centre, far = Point(x: -10, y: -10)
        let observations: [TouchObservation?] = [
            TouchObservation(finger: centre, shadow: centre, distance: 5, timestamp: 0),
            TouchObservation(finger: far, shadow: far, distance: 0, timestamp: 0.1),
            TouchObservation(finger: centre, shadow: other.frame.centre, distance: 0, timestamp: 0.2),
            TouchObservation(finger: centre, shadow: centre, distance: 0, timestamp: 0.3),
            TouchObservation(finger: centre, shadow: centre, distance: 0, timestamp: 0.4),
            TouchObservation(finger: centre, shadow: centre, distance: 0, timestamp: 0.5),
            TouchObservation(finger: centre, shadow: centre, distance: .infinity, timestamp: 0.6), nil,
        ]
        for observation in observations { _ = mapper.process(observation) }
    }

    /// A pipeline calibrated from a reference frame held in an array.
    public static func calibrated(
        reference pixels: [UInt8], layout: FrameLayout, keyboard: PrintedKeyboard = PrintedKeyboard(),
        sheet: PrintedSheet = .standard, config: VisionConfig = .standard
    ) throws(VisionError) -> VisionPipeline {
        try pixels.withUnsafeBufferPointer { buffer throws(VisionError) in
            try VisionPipeline(reference: buffer, layout: layout, keyboard: keyboard, sheet: sheet, config: config)
        }
    }

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
    public func calibrate(reference pixels: UnsafeBufferPointer<UInt8>, layout: FrameLayout, marks: [Point]) throws(VisionError) {
        let base = try checked(pixels, layout)
        guard reference.isUsable(base, layout) else { throw .unusableReference }
        try setMarks(marks)
        capture(base, layout)
    }

    /// Tells the pipeline whether its last press was the intended key (a user's correction, or a
    /// scorer's verdict); when recent accuracy falls below the threshold, the next frame without a
    /// hand recalibrates.
    public func recordFeedback(correct: Bool) { monitor.record(correct: correct) }

    /// Processes one frame seen at `timestamp` (seconds).
    public func process(_ pixels: UnsafeBufferPointer<UInt8>, layout: FrameLayout, timestamp: Double) throws(VisionError) -> VisionOutcome {
        let base = try checked(pixels, layout)
        counters.frames += 1
        followLighting(base, layout)
        raw.clear(rows: dirtyRows)
        opened.clear(rows: dirtyRows)
        scratch.clear(rows: dirtyRows)
        dirtyRows = 0..<0
        guard let hand = findHand(base, layout) else { return handAbsent(base, layout) }
        counters.framesWithHand += 1
        let tip = (x: Double(hand.topStart + hand.topEnd) / 2, row: hand.topRow)
        let gap = shadow.measure(
            base, layout, skin: raw, reference: reference, corrections: classifier.corrections.pointer,
            ratio: Int(config.shadowRatio * 256), tip: tip)
        let fingertip = Point(x: tip.x, y: Double(tip.row))
        let finger = cameraToKeyboard.apply(fingertip)
        let shadowPoint = gap.distance.isFinite && gap.distance > 0 ? cameraToKeyboard.apply(gap.shadow) : finger
        let observation = TouchObservation(finger: finger, shadow: shadowPoint, distance: gap.distance, timestamp: timestamp)
        return VisionOutcome(fingertip: fingertip, shadowDistance: gap.distance, observation: observation, step: mapper.process(observation))
    }

    /// `process(_:layout:timestamp:)` over an array (no copy, no allocation).
    public func process(_ pixels: [UInt8], layout: FrameLayout, timestamp: Double) throws(VisionError) -> VisionOutcome {
        try pixels.withUnsafeBufferPointer { buffer throws(VisionError) in try process(buffer, layout: layout, timestamp: timestamp) }
    }

    // MARK: - Stages

    /// The hand blob: coarse scan, segmentation and opening in the region of interest, components.
    private func findHand(_ base: UnsafePointer<UInt8>, _ layout: FrameLayout) -> Component? {
        let step = Swift.max(config.coarseStep, 1)
        regionPixels = 0
        guard let box = classifier.sampledBox(base, layout, step: step, minimum: 3) else { return nil }
        let region = box.ranges(grownBy: 2 * step, width: layout.width, height: layout.height)
        regionPixels = region.columns.count * region.rows.count
        dirtyRows = region.rows
        classifier.classify(base, layout, columns: region.columns, rows: region.rows, into: raw)
        raw.open(into: opened, scratch: scratch, rows: region.rows)
        guard components.label(opened, rows: region.rows) else {
            counters.noisyFrames += 1
            return nil
        }
        guard let largest = components.largest else { return nil }
        let hand = components[largest]
        return Double(hand.area) >= config.minimumHandShare * Double(layout.width * layout.height) ? hand : nil
    }

    /// No hand: the moment to re-capture a stale reference or to recalibrate.
    private func handAbsent(_ base: UnsafePointer<UInt8>, _ layout: FrameLayout) -> VisionOutcome {
        if monitor.isDue {
            let buffer = UnsafeBufferPointer(start: base, count: layout.requiredBytes)
            do {
                try calibrate(reference: buffer, layout: layout)
                counters.recalibrations += 1
                monitor.reset()
                mapper = TouchMapper(frames: keyboard.frames, config: config.touch)
            } catch {
                counters.failedRecalibrations += 1
            }
        } else if referenceIsStale, reference.isUsable(base, layout) {
            capture(base, layout)
            counters.recaptures += 1
        }
        return VisionOutcome(fingertip: nil, shadowDistance: .infinity, observation: nil, step: mapper.process(nil))
    }

    /// Notices a lighting change at the paper samples and corrects for it until the reference is re-captured.
    private func followLighting(_ base: UnsafePointer<UInt8>, _ layout: FrameLayout) {
        guard let light = reference.lightGains(base, layout) else { return }
        guard light.differs(from: gains, by: config.lightingTolerance) else { return }
        gains = light
        classifier.setCorrections(reference.whiteBalance * light)
        referenceIsStale = true
        counters.lightingChanges += 1
    }

    /// Takes `base` as the reference; the classifier's corrections become its white balance.
    private func capture(_ base: UnsafePointer<UInt8>, _ layout: FrameLayout) {
        gains = .unit
        reference.capture(base, layout, classifier: classifier)
        referenceIsStale = false
    }

    private func setMarks(_ marks: [Point]) throws(VisionError) {
        do {
            cameraToKeyboard = try Homography.calibrate(from: marks, to: sheet.markCentres)
        } catch {
            throw .calibration(error)
        }
    }

    private func checked(_ pixels: UnsafeBufferPointer<UInt8>, _ layout: FrameLayout) throws(VisionError) -> UnsafePointer<UInt8> {
        try layout.check(byteCount: pixels.count)
        guard layout.width == size.width, layout.height == size.height else {
            throw .sizeMismatch(expected: "\(size.width) × \(size.height)", got: "\(layout.width) × \(layout.height)")
        }
        guard let base = pixels.baseAddress else { throw .emptyFrame }
        return base
    }
}
