import KeyboardCore

/// Applies the skill's three spatial criteria in its order: distance below the threshold (early
/// exit), finger within its key's frame grown by `fingerMargin`, shadow within the same key's frame
/// grown by `shadowMargin` (by default none: seed 002 wants the shadow on the key's own frame).
public struct TouchValidator<Locator: KeyLocator>: Sendable {
    /// The criteria.
    public let config: TouchValidationConfig
    /// Finds the finger's key.
    public private(set) var locator: Locator

    /// Creates a validator.
    public init(config: TouchValidationConfig = .standard, locator: Locator) {
        self.config = config
        self.locator = locator
    }

    /// Judges one observation.
    public func validate(_ observation: TouchObservation) -> ValidationResult {
        let distance = observation.distance
        guard distance.isFinite else { return .hover(distance: .infinity) }
        guard distance < config.distanceThreshold else { return .hover(distance: distance) }
        guard let index = locator.keyIndex(at: observation.finger) else { return .outsideKey }
        let frame = locator.frames.keys[index].frame
        guard config.fingerMargin.grow(frame).contains(observation.finger) else { return .outsideKey }
        guard config.shadowMargin.grow(frame).contains(observation.shadow) else { return .shadowMismatch }
        return .touchValid(keyIndex: index)
    }

    /// Switches layout (or language): rebuilds the locator's index at once.
    public mutating func rebuild(for frames: LayoutFrames) { locator.rebuild(for: frames) }
}
