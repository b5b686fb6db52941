import TouchMapping

/// The camera pipeline of the touch-mapping skill (after Posner et al. 2012): per frame, the sheet's
/// corner marks are tracked (a camera move is followed: the reference moves with it and is re-taken at
/// the next hand-free frame); a coarse scan finds the region of interest; there the hand is segmented
/// as what changed against the empty desk's reference (or is skin where the desk is not), a 3 × 3
/// opening, 8-connected components keeping the largest (the hand), the end of its finger's axis (the
/// fingertip), the shadow ahead of its topmost pixel and the finger–shadow gap; then TouchMapping's validation, debouncing and
/// key mapping. Each frame has a health state, counted.
/// Every buffer is allocated when the pipeline is made: processing a frame allocates nothing.
/// Not `Sendable`: not thread-safe (its buffers are reused frame after frame, without locks), so the compiler
/// keeps each pipeline in the isolation domain that made it — as the worker and the tests use it.
public final class VisionPipeline {
    /// The frame size the pipeline was calibrated for (any stride and channel order of that size is accepted).
    public let size: (width: Int, height: Int)
    /// The printed keyboard seen.
    public let keyboard: PrintedKeyboard
    /// The sheet's calibration marks.
    public let sheet: PrintedSheet
    /// The settings.
    public let config: VisionConfig
    /// Camera pixels → normalised keyboard space, from the last calibration.
    public internal(set) var cameraToKeyboard = Homography.identity
    /// Validation, debouncing and key mapping (of the typing finger).
    public internal(set) var mapper: TouchMapper<UniformGridLocator>
    /// The same for a second finger touching at the same time (two keys pressed together).
    public internal(set) var secondMapper: TouchMapper<UniformGridLocator>
    /// Both as made, before any frame: what a recalibration restarts them from (a copy allocates nothing).
    let freshMapper: TouchMapper<UniformGridLocator>
    /// Recent accuracy, for recalibration.
    public internal(set) var monitor: RecalibrationMonitor
    /// What happened so far.
    public internal(set) var counters = VisionCounters()
    /// The light against the reference, followed every frame (gain and offset per channel).
    public internal(set) var light = LightChange.none
    /// The light's gains against the reference (1 until the light changes).
    public var gains: ChannelGains { light.gains }
    /// Whether the reference must be re-captured at the next frame without a hand.
    public internal(set) var referenceIsStale = false

    /// Pixels in the last frame's region of interest (0 when the coarse scan found no skin).
    public internal(set) var regionPixels = 0
    /// The camera's move since calibration as this frame's marks give it, and the mean of the recent moves
    /// that agree, which fingertips are mapped through (camera → calibrated camera → keyboard); the move
    /// the reference in use is aligned with is `reference.alignment`.
    public internal(set) var move = PlaneMove.identity, referenceMove = PlaneMove.identity
    /// How far the camera's optics spread a sharp edge, measured on the marks at the last calibration.
    public internal(set) var edgeSpread = EdgeSpread()
    /// The health of the last frame.
    public internal(set) var health = VisionHealth.ok
    /// Whether the last frame's marks were tracked (its alignment with the reference is then known).
    var marksTracked = false
    /// What the shadow did near the fingertip over the last frames (a shadow gone under the finger).
    var shadowWatch: ShadowWatch
    /// The same for another extended finger (the one nearest the last one followed), and its gap as
    /// watched in this frame: a second finger touching at the same time hides its shadow too.
    var otherWatch: ShadowWatch, otherGap = Double.infinity
    /// Whether the finger was in the air on the last hand frame, and whether it lifted since its last press.
    var contact = FingerContact()
    /// The light's direction along the desk, learnt from the shadows of lone fingers.
    var lightDirection: LightDirection
    /// The label of the hand's component in the last labelling.
    var handLabel = 0

    let classifier: SkinClassifier
    let reference: ReferenceModel
    let raw: BitMask, opened: BitMask, scratch: BitMask
    let components: RunComponents
    let shadow: ShadowGap
    let segmenter: HandSegmenter
    let fingers = FingerCandidates()
    /// Each extended finger's reading in the frame (`fingers.count` of them).
    let readings = Storage(repeating: FingerReading(), count: FingerCandidates.capacity)
    let tracker: MarkTracker
    let markFinder: MarkFinder
    /// The keys' top-left corners and centres in keyboard space (made once: calibrating reads them
    /// without copying a key), and the corners in camera pixels, where the print points are chosen from.
    let keyCorners: Storage<Point>, keyCentres: Storage<Point>, printCorners: Storage<Point>
    /// Frames in a row whose sheet no plane fitted.
    var unfitRun = 0
    /// Whether this frame's marks lie away from the mapping in a move not yet confirmed (the camera
    /// moving): the shadow is then read against a reference the desk has moved under.
    var cameraMovePending = false
    /// What changed on the desk and stays (cells' runs of change), for the hand and the reference.
    let desk: DeskChange
    /// The coarse scan's step in this frame's pixels (`VisionConfig.coarseStep` scaled by `FrameScale`).
    let coarseStep: Int
    /// The last frame's hand top (nil without a hand), where its top was when it last travelled, and the
    /// frame until which the hand counts as live (`DeskConfig.liveFrames`).
    var lastHandTop: (x: Int, y: Int)? = nil, handAnchor = (x: 0, y: 0), handLiveUntil = -1
    /// How far the hand's top moved from the frame before the last to the last (0 when it was not seen on both).
    var lastHandStep = (x: 0, y: 0)
    /// Frames in a row without a hand.
    var handFreeRun = 0
    /// The last hand's box, and whether this frame has a component large enough to be a hand (the hand
    /// or something at rest not yet taken in: the frame is not hand-free then).
    var lastHandBox: PixelBox? = nil, sawChange = false
    var dirtyRows = 0..<0

    /// A pipeline calibrated from a hand-free `reference` frame: its print (for the shadow test), its
    /// paper (for lighting changes) and the sheet's four marks (for the homography).
    public init(
        reference pixels: UnsafeBufferPointer<UInt8>, layout: FrameLayout,
        keyboard: PrintedKeyboard = PrintedKeyboard(),
        sheet: PrintedSheet = .standard, config: VisionConfig = .standard
    ) throws(VisionError) {
        try config.validate()
        try layout.check(byteCount: pixels.count)
        size = (layout.width, layout.height)
        self.keyboard = keyboard
        self.sheet = sheet
        self.config = config
        mapper = TouchMapper(frames: keyboard.frames, config: config.touch)
        (secondMapper, freshMapper) = (mapper, mapper)
        lightDirection = LightDirection(config: config.fingers)
        shadowWatch = ShadowWatch(config: config.fingers)
        otherWatch = shadowWatch
        monitor = RecalibrationMonitor(
            threshold: config.recalibrationThreshold, window: config.accuracyWindow, minimum: config.accuracyMinimum)
        classifier = SkinClassifier(range: config.skin)
        reference = ReferenceModel(
            width: layout.width, height: layout.height, light: config.light, camera: config.camera,
            segmenter: config.segmenter)
        raw = BitMask(width: layout.width, height: layout.height)
        opened = BitMask(width: layout.width, height: layout.height)
        scratch = BitMask(width: layout.width, height: layout.height)
        components = RunComponents(maxRuns: config.maxRuns, maxComponents: config.maxComponents)
        shadow = ShadowGap(width: layout.width, height: layout.height, window: config.shadowWindow)
        segmenter = HandSegmenter(
            classifier: classifier, reference: reference, cap: config.cap, config: config.segmenter)
        tracker = MarkTracker(config: config.sheetFit, camera: config.camera, width: layout.width)
        coarseStep = FrameScale(width: layout.width).pixels(Swift.max(config.coarseStep, 1))
        desk = DeskChange(width: layout.width, height: layout.height, step: coarseStep)
        markFinder = MarkFinder(
            width: layout.width, height: layout.height, capacity: components.maxComponents, config: config.marks)
        let keys = keyboard.frames.keys
        keyCorners = Storage(repeating: Point(x: 0, y: 0), count: keys.count)
        keyCentres = Storage(repeating: Point(x: 0, y: 0), count: keys.count)
        printCorners = Storage(repeating: Point(x: 0, y: 0), count: keys.count)
        for (index, key) in keys.enumerated() {
            (keyCorners[index], keyCentres[index]) = (Point(x: key.frame.x, y: key.frame.y), key.frame.centre)
        }
        try calibrate(reference: pixels, layout: layout)
        Self.primeRuntime(keyboard: keyboard, config: config.touch)
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

    /// Tells the pipeline whether its last press was the intended key (a user's correction, or a
    /// scorer's verdict); when recent accuracy falls below the threshold, the next frame without a
    /// hand recalibrates.
    public func recordFeedback(correct: Bool) { monitor.record(correct: correct) }

    /// Processes one frame seen at `timestamp` (seconds).
    public func process(_ pixels: UnsafeBufferPointer<UInt8>, layout: FrameLayout, timestamp: Double)
        throws(VisionError) -> VisionOutcome
    {
        let base = try checked(pixels, layout)
        counters.frames += 1
        var outcome = see(base, layout, timestamp: timestamp)
        outcome.health = health
        counters.health[health] += 1
        return outcome
    }

    /// The frame's stages: contrast, the marks, the light, the hand, the shadow, the touch.
    func see(_ base: UnsafePointer<UInt8>, _ layout: FrameLayout, timestamp: Double) -> VisionOutcome {
        guard reference.isUsable(base, layout) else {
            health = .lowContrast
            shadowWatch.handGone()
            otherWatch.handGone()
            contact.handGone()
            _ = secondMapper.process(nil)
            return VisionOutcome(fingertip: nil, shadowDistance: .infinity, observation: nil, step: mapper.process(nil))
        }
        let marksSeen = followCamera(base, layout)
        marksTracked = marksSeen >= 3
        // The light is read where the reference is aligned with the frame (see `followLighting`).
        if marksSeen >= 3, offset(move, from: reference.alignment) <= config.camera.moveTolerance {
            followLighting(base, layout)
        }
        raw.clear(rows: dirtyRows)
        opened.clear(rows: dirtyRows)
        scratch.clear(rows: dirtyRows)
        dirtyRows = 0..<0
        let candidate = findHand(base, layout)
        followHand(candidate, layout)
        absorbSettled(base, layout, hand: candidate)
        guard let found = candidate else {
            if health == .ok, marksSeen < 2 { health = .noSheet }
            shadowWatch.handGone()
            otherWatch.handGone()
            contact.handGone()
            return handAbsent(base, layout)
        }
        counters.framesWithHand += 1
        let (capped, firstRow) = segmenter.addingCap(to: found, base, layout, raw: raw, opened: opened)
        let hand = segmenter.addingLostSide(
            to: capped, base, layout, raw: raw, opened: opened, shadowBelow: Int(config.shadowRatio * 256))
        dirtyRows = Swift.min(dirtyRows.lowerBound, firstRow)..<dirtyRows.upperBound
        let (typing, ambiguous, second) = readFingers(hand, found: found, base, layout)
        let reading = readings[typing], fingertip = reading.tip
        learnShadow(reading, base, layout)
        let travelling = isTravelling(to: fingertip, layout), jumped = hasJumped(to: fingertip, layout)
        let watched = shadowWatch.gap(measured: reading.gap, tip: fingertip, shadowsShow: shadowsShow)
        let distance = touchGap(watched, at: fingertip, travelling: travelling || jumped, jumped: jumped, layout)
        if shadowWatch.isUnseen, health == .ok { health = .noShadow }
        if ambiguous, health == .ok { health = .fingerAmbiguous }
        let observation = self.observation(fingertip, distance, reading.shadow, timestamp)
        let step = mapper.process(observation)
        if step.press != nil { contact.pressed(at: fingertip) }
        let other = second.map { readings[$0] }
        let secondStep = secondMapper.process(
            other.map { self.observation($0.tip, $0.gap, $0.shadow, timestamp) })
        var outcome = VisionOutcome(
            fingertip: fingertip, shadowDistance: distance, observation: observation, step: step)
        // Two fingers on one key press it once: the other finger's press of the key the typing one is on is
        // that press.
        let sameKey = secondStep.press.map { step.feedback == .touch(keyIndex: $0.keyIndex) } ?? false
        outcome.secondPress = sameKey ? nil : secondStep.press
        if let first = step.press, let next = outcome.secondPress, let other, other.tip.x < fingertip.x {
            (outcome.firstPress, outcome.secondPress) = (next, first)  // two keys at once: left to right
        }
        return outcome
    }

    /// The observation of a fingertip at `tip` with gap `distance` to its shadow's top at `shadow`.
    func observation(_ tip: Point, _ distance: Double, _ shadow: Point, _ timestamp: Double) -> TouchObservation {
        let finger = keyboardPoint(tip)
        let shadowPoint = distance.isFinite && distance > 0 ? keyboardPoint(shadow) : finger
        return TouchObservation(finger: finger, shadow: shadowPoint, distance: distance, timestamp: timestamp)
    }

    /// The keyboard point of a camera point: the camera's move undone, then the calibration's homography.
    public func keyboardPoint(_ camera: Point) -> Point {
        cameraToKeyboard.apply(referenceMove.invert(camera))
    }

    /// `process(_:layout:timestamp:)` over an array (no copy, no allocation).
    public func process(_ pixels: [UInt8], layout: FrameLayout, timestamp: Double) throws(VisionError) -> VisionOutcome
    {
        try pixels.withUnsafeBufferPointer { buffer throws(VisionError) in
            try process(buffer, layout: layout, timestamp: timestamp)
        }
    }
}
