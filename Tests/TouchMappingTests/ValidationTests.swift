import KeyboardCore
import Testing
import TouchMapping

/// The skill's criteria, one by one, then the whole mapper.
struct ValidationTests {
    static let frames = TestLayouts.englishLetters
    static let validator = TouchValidator(locator: UniformGridLocator(frames: frames))
    static let g = frames.keyFrame(forID: "letter.g")!.frame

    static func observe(_ finger: Point, shadow: Point? = nil, distance: Double = 0.5, at time: Double = 0)
        -> TouchObservation
    {
        TouchObservation(finger: finger, shadow: shadow ?? finger, distance: distance, timestamp: time)
    }

    @Test func defaultsAreTheSkills() {
        let config = TouchValidationConfig.standard
        #expect(config.distanceThreshold == 1.0 && config.minimumTouchDuration == 0.05 && config.debounceFrames == 2)
        #expect(
            config.fingerMargin == .keyFraction(0.06) && config.shadowMargin == .none,
            "seed 002: the shadow on the key's own frame")
        #expect(abs(config.fingerMargin.amount(around: Self.g) - 2.094) < 0.001, "the skill's 2 pt on a phone key")
        let old = TouchValidationConfig(keyMargin: 2)
        #expect(
            old.fingerMargin == .layoutUnits(2) && old.shadowMargin == .none,
            "the old initializer: layout units, finger only")
    }

    @Test func distanceThresholdSeparatesTouchFromHover() {
        let index = TestLayouts.index("letter.g", in: Self.frames)!
        #expect(Self.validator.validate(Self.observe(Self.g.centre, distance: 0.99)) == .touchValid(keyIndex: index))
        #expect(Self.validator.validate(Self.observe(Self.g.centre, distance: 1.0)) == .hover(distance: 1.0))
        #expect(Self.validator.validate(Self.observe(Self.g.centre, distance: .nan)) == .hover(distance: .infinity))
        let custom = TouchValidator(
            config: TouchValidationConfig(distanceThreshold: 3), locator: LinearScanLocator(frames: Self.frames))
        #expect(custom.validate(Self.observe(Self.g.centre, distance: 2.5)).keyIndex == index)
    }

    @Test func fingerMarginAllowsAboutTwoPointsOutsideTheFrame() {
        let y = Self.g.centre.y
        let centre = Self.g.centre
        #expect(
            Self.validator.validate(Self.observe(Point(x: Self.g.maxX + 1.9, y: y), shadow: centre)).keyIndex != nil)
        let top = Point(x: Self.g.centre.x, y: Self.g.y - 1.9)
        #expect(Self.validator.validate(Self.observe(top, shadow: centre)).keyIndex != nil)
        #expect(
            Self.validator.validate(Self.observe(Point(x: Self.g.maxX + 1.9, y: y))) == .shadowMismatch,
            "its shadow is off the key")
        let sideEdge = Point(x: 1, y: Self.frames.keyFrame(forID: "letter.a")!.frame.centre.y)
        #expect(Self.validator.validate(Self.observe(sideEdge)) == .outsideKey, "side margin of the centred row")
        #expect(Self.validator.validate(Self.observe(Point(x: 200, y: 10))) == .outsideKey, "banner")
        #expect(Self.validator.validate(Self.observe(Point(x: .nan, y: 100))) == .outsideKey)
    }

    @Test func shadowMustBeOnTheSameKey() {
        let h = Self.frames.keyFrame(forID: "letter.h")!.frame
        #expect(Self.validator.validate(Self.observe(Self.g.centre, shadow: h.centre)) == .shadowMismatch)
        #expect(
            Self.validator.validate(Self.observe(Self.g.centre, shadow: Point(x: Self.g.maxX + 1, y: Self.g.centre.y)))
                == .shadowMismatch)
        let lenient = TouchValidator(
            config: TouchValidationConfig(shadowMargin: .layoutUnits(2)),
            locator: LinearScanLocator(frames: Self.frames))
        #expect(
            lenient.validate(Self.observe(Self.g.centre, shadow: Point(x: Self.g.maxX + 1, y: Self.g.centre.y)))
                .keyIndex != nil, "an explicit shadow margin")
        #expect(
            Self.validator.validate(Self.observe(Self.g.centre, shadow: Point(x: .infinity, y: 0))) == .shadowMismatch)
    }

    @Test func pressNeedsTwoFramesAndFiftyMilliseconds() {
        var debouncer = TouchDebouncer()
        #expect(debouncer.feed(.touchValid(keyIndex: 4), at: 0) == nil, "one frame")
        #expect(debouncer.feed(.touchValid(keyIndex: 4), at: 0.03) == nil, "two frames, 30 ms")
        #expect(debouncer.feed(.touchValid(keyIndex: 4), at: 0.051) == 4, "three frames, 51 ms")
        #expect(debouncer.feed(.touchValid(keyIndex: 4), at: 0.2) == nil, "one press per contact")
        var slow = TouchDebouncer()
        #expect(slow.feed(.touchValid(keyIndex: 1), at: 0) == nil)
        #expect(slow.feed(.touchValid(keyIndex: 1), at: 0.06) == 1, "two frames over 60 ms")
        var single = TouchDebouncer()
        #expect(single.feed(.touchValid(keyIndex: 1), at: 0) == nil)
        #expect(single.feed(.hover(distance: 3), at: 0.1) == nil)
        #expect(single.feed(.touchValid(keyIndex: 1), at: 0.2) == nil, "a lift restarts the count")
        var strict = TouchDebouncer(config: TouchValidationConfig(debounceFrames: 4))
        for (frame, time) in [0.0, 0.1, 0.2].enumerated() {
            #expect(strict.feed(.touchValid(keyIndex: 2), at: time) == nil, "\(frame)")
        }
        #expect(strict.feed(.touchValid(keyIndex: 2), at: 0.3) == 2)
    }

    @Test func aContactOfExactlyTheMinimumDurationAtSixtyFramesASecondRegisters() {
        let start = 17
        let time = { (frame: Int) in Double(frame) / 60 }
        #expect(time(start + 3) - time(start) < 0.05, "the rounding this test is about")
        var exact = TouchDebouncer()
        for frame in start..<(start + 3) {
            #expect(exact.feed(.touchValid(keyIndex: 3), at: time(frame)) == nil, "\(frame)")
        }
        #expect(exact.feed(.touchValid(keyIndex: 3), at: time(start + 3)) == 3, "4 frames = 50 ms")
        var short = TouchDebouncer()
        for frame in start..<(start + 3) {
            #expect(short.feed(.touchValid(keyIndex: 3), at: time(frame)) == nil, "3 frames = 33 ms: \(frame)")
        }
        var justUnder = TouchDebouncer()
        _ = justUnder.feed(.touchValid(keyIndex: 3), at: 0)
        #expect(justUnder.feed(.touchValid(keyIndex: 3), at: 0.0499) == nil, "49.9 ms is under the minimum")
    }

    @Test func rapidBouncingBetweenNeighboursRegistersNothing() {
        var debouncer = TouchDebouncer()
        for frame in 0..<20 {
            #expect(debouncer.feed(.touchValid(keyIndex: frame % 2 == 0 ? 5 : 6), at: Double(frame) * 0.02) == nil)
        }
        #expect(debouncer.bouncesFiltered == 19)
        var latched = TouchDebouncer()
        _ = latched.feed(.touchValid(keyIndex: 5), at: 0)
        #expect(latched.feed(.touchValid(keyIndex: 5), at: 0.06) == 5)
        #expect(latched.feed(.touchValid(keyIndex: 6), at: 0.08) == nil)
        #expect(latched.feed(.touchValid(keyIndex: 6), at: 0.2) == nil, "no second press until the finger lifts")
        #expect(latched.feed(.touchValid(keyIndex: 5), at: .nan) == nil)
    }

    @Test func mapperReportsFeedbackPressesShiftAndConfidence() throws {
        var mapper = TouchMapper<UniformGridLocator>(frames: Self.frames)
        let shift = Self.frames.keyFrame(forID: "shift")!.frame.centre
        // The keyboard's one shift: the controller's, which every press is tapped on.
        let controller = try KeyboardController(document: InMemoryTextDocument(), keyboardWidth: 393)
        controller.display()
        var presses: [KeyPressEvent] = []
        var feedback: [TouchFeedback] = []
        var time = 0.0
        for target in [shift, Self.g.centre, Self.g.centre] {
            for distance in [3.0, 0.5, 0.5, 0.25, 0.25] {
                let step = mapper.process(
                    Self.observe(target, distance: distance, at: time), shift: controller.shift.state)
                feedback.append(step.feedback)
                if let press = step.press {
                    presses.append(press)
                    try controller.tap(keyID: press.key.id)
                }
                time += 0.02
            }
            #expect(mapper.process(nil).feedback == .none)
            time += 0.02
        }
        #expect(presses.map(\.character) == [nil, "G", "g"])
        #expect(presses.map(\.isShifted) == [false, true, false])
        #expect(presses[1].key.id == "letter.g" && abs(presses[1].timestamp - 0.2) < 1e-9)
        #expect(presses.allSatisfy { abs($0.confidence - 0.75) < 1e-9 })
        #expect(feedback.contains(.hover(keyIndex: TestLayouts.index("letter.g", in: Self.frames))))
        let g = try #require(TestLayouts.index("letter.g", in: Self.frames))
        #expect(feedback.contains(.touch(keyIndex: g)))
        #expect(mapper.process(Self.observe(Point(x: 200, y: 10), at: time)).feedback == .invalid(.outsideKey))
    }

    @Test func switchingLanguageRebuildsTheMappingAtOnce() throws {
        var mapper = TouchMapper<SpatialHashLocator>(frames: Self.frames)
        let french = try KeyboardGeometry(width: 393).keyFrames(for: LanguageLayout.french.keyboardLayout)
        let q = Self.frames.keyFrame(forID: "letter.q")!.frame.centre
        mapper.switchLayout(to: french)
        var pressed: KeyPressEvent?
        for frame in 0..<4 { pressed = pressed ?? mapper.process(Self.observe(q, at: Double(frame) * 0.02)).press }
        #expect(pressed?.character == "a")
    }

    @Test func confidenceFallsToZeroAtTheThreshold() {
        let config = TouchValidationConfig.standard
        #expect(config.confidence(distance: 0) == 1 && config.confidence(distance: 1) == 0)
        #expect(config.confidence(distance: 5) == 0 && config.confidence(distance: .nan) == 0)
        #expect(TouchValidationConfig(distanceThreshold: 0).confidence(distance: 0) == 0)
        #expect(TouchValidationConfig(distanceThreshold: .nan).confidence(distance: 0) == 0)
        #expect(TouchValidationConfig(distanceThreshold: .infinity).confidence(distance: 1e9) == 1)
    }
}

/// Time comes from an injected clock.
struct InjectedClockTests {
    @Test func pressTimestampsComeFromTheInjectedClock() {
        let clock = ManualKeyboardClock(start: 100)
        var mapper = TouchMapper<LinearScanLocator>(frames: ValidationTests.frames)
        let g = ValidationTests.g.centre
        var press: KeyPressEvent?
        for _ in 0..<5 {
            press = press ?? mapper.process(finger: g, shadow: g, distance: 0.2, clock: clock).press
            clock.advance(by: 0.02)
        }
        #expect(abs((press?.timestamp ?? 0) - 100.06) < 1e-9 && press?.character == "g", "fourth frame: 60 ms ≥ 50 ms")
    }
}
