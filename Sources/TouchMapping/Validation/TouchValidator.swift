import KeyboardCore

/// Applies the skill's three spatial criteria in its order: distance below the threshold (early
/// exit), finger within its key's frame plus the margin, shadow within the same key's frame plus
/// the margin.
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
        let margin = config.keyMargin.isFinite ? Swift.max(config.keyMargin, 0) : 0
        let allowed = locator.frames.keys[index].frame.grown(by: margin)
        guard allowed.contains(observation.finger) else { return .outsideKey }
        guard allowed.contains(observation.shadow) else { return .shadowMismatch }
        return .touchValid(keyIndex: index)
    }

    /// Switches layout (or language): rebuilds the locator's index at once.
    public mutating func rebuild(for frames: LayoutFrames) { locator.rebuild(for: frames) }
}
