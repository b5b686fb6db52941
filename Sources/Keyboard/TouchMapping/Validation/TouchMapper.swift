import KeyboardCore

/// The whole path from an observation to a key press: locate, validate, debounce, apply shift.
/// Switching layout or language rebuilds the locator at once and ends any contact.
///
/// Shift is not the mapper's: the keyboard has one shift, its controller's (`KeyboardController.shift`).
/// A press of a letter is shifted by the state its caller passes (`process(_:shift:)`, the controller's
/// `shift.state` at that frame), and a press of `.shift` changes nothing here — the caller taps it on the
/// controller like any other key, so a shift changed any other way (a restored state, a tap on screen)
/// is the one touch mapping sees.
public struct TouchMapper<Locator: KeyLocator>: Sendable {
    /// One frame's outcome (the same type for every locator).
    public typealias Step = TouchStep

    /// Spatial validation (owns the locator).
    public private(set) var validator: TouchValidator<Locator>
    /// Temporal validation.
    public private(set) var debouncer: TouchDebouncer
    /// Creates a mapper over `frames`.
    public init(frames: LayoutFrames, config: TouchValidationConfig = .standard, searchDistance: Double? = nil) {
        let locator = Locator(frames: frames, searchDistance: searchDistance ?? frames.defaultSearchDistance)
        validator = TouchValidator(config: config, locator: locator)
        debouncer = TouchDebouncer(config: config)
    }

    /// The layout being mapped.
    public var frames: LayoutFrames { validator.locator.frames }

    /// Processes one frame: `nil` when no finger was seen. A letter pressed in it is shifted when
    /// `shift` capitalises (pass the controller's `shift.state`; `.off`: letters as printed).
    public mutating func process(_ observation: TouchObservation?, shift: ShiftState = .off) -> Step {
        guard let observation else {
            debouncer.miss()
            return Step(feedback: .none, press: nil)
        }
        let result = validator.validate(observation)
        let press = debouncer.feed(result, at: observation.timestamp).map { register($0, observation, shift) }
        return Step(feedback: feedback(for: result, observation), press: press)
    }

    /// Processes one frame seen now by `clock` (the injected clock; no wall-clock date is read).
    public mutating func process(
        finger: Point, shadow: Point, distance: Double, clock: any KeyboardClock, shift: ShiftState = .off
    ) -> Step {
        process(
            TouchObservation(finger: finger, shadow: shadow, distance: distance, timestamp: clock.now), shift: shift)
    }

    /// Ends the contact now: the finger was seen lifted (its next touch, on any key, is a new contact).
    public mutating func endContact() { debouncer.reset() }

    /// Switches to another layout or language: rebuilds the index now, ends any contact.
    public mutating func switchLayout(to frames: LayoutFrames) {
        validator.rebuild(for: frames)
        debouncer.reset()
    }

    private func register(_ index: Int, _ observation: TouchObservation, _ shift: ShiftState) -> KeyPressEvent {
        let key = frames.keys[index].key
        let shifted = key.isLetter && shift.capitalises
        let character = shifted ? key.output?.uppercased() : key.output
        return KeyPressEvent(
            character: character, key: key, keyIndex: index, timestamp: observation.timestamp, isShifted: shifted,
            confidence: validator.config.confidence(distance: observation.distance))
    }

    private func feedback(for result: ValidationResult, _ observation: TouchObservation) -> TouchFeedback {
        switch result {
        case .touchValid(let key): .touch(keyIndex: key)
        case .hover: .hover(keyIndex: validator.locator.keyIndex(at: observation.finger))
        case .outsideKey, .shadowMismatch: .invalid(result)
        }
    }
}

/// One frame's outcome.
public struct TouchStep: Hashable, Sendable {
    /// What to show.
    public let feedback: TouchFeedback
    /// The press that registered in this frame, if any.
    public let press: KeyPressEvent?
}
