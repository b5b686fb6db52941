import KeyboardCore

/// Applies the skill's three spatial criteria in its order: distance below the threshold (early
/// exit), finger within its key's frame grown by `fingerMargin`, shadow within the same key's frame
/// grown by `shadowMargin` (by default none: seed 002 wants the shadow on the key's own frame).
///
/// A grown frame is kept as its four edges, each moved by the margin (never as origin + size, whose
/// `width + 2 × margin` rounds away a margin of 2 on a key 1e17 wide): a margin is honoured wherever it
/// is representable at the key's edge, i.e. while |edge| < margin × 2^52. Beyond that (a margin of 2 at
/// an edge at 1e17, where doubles are 16 apart) the only points within the margin are on the edge.
public struct TouchValidator<Locator: KeyLocator>: Sendable {
    /// The criteria.
    public let config: TouchValidationConfig
    /// Finds the finger's key.
    public private(set) var locator: Locator
    /// Each key's frame grown by the finger's and by the shadow's margin (built with the locator).
    private var allowed: [(finger: LocatorRule.Edges, shadow: LocatorRule.Edges)]

    /// Creates a validator.
    public init(config: TouchValidationConfig = .standard, locator: Locator) {
        self.config = config
        self.locator = locator
        allowed = Self.allowedRegions(locator.frames, config)
    }

    /// Judges one observation.
    public func validate(_ observation: TouchObservation) -> ValidationResult {
        let distance = observation.distance
        guard distance.isFinite else { return .hover(distance: .infinity) }
        guard distance < config.distanceThreshold else { return .hover(distance: distance) }
        guard let index = locator.keyIndex(at: observation.finger) else { return .outsideKey }
        let regions = allowed[index]
        guard regions.finger.contains(observation.finger) else { return .outsideKey }
        guard regions.shadow.contains(observation.shadow) else { return .shadowMismatch }
        return .touchValid(keyIndex: index)
    }

    /// Switches layout (or language): rebuilds the locator's index at once.
    public mutating func rebuild(for frames: LayoutFrames) {
        locator.rebuild(for: frames)
        allowed = Self.allowedRegions(frames, config)
    }

    private static func allowedRegions(
        _ frames: LayoutFrames, _ config: TouchValidationConfig
    ) -> [(finger: LocatorRule.Edges, shadow: LocatorRule.Edges)] {
        frames.keys.map { key in
            let edges = LocatorRule.Edges(
                minX: key.frame.x, minY: key.frame.y, maxX: key.frame.maxX, maxY: key.frame.maxY)
            return (
                edges.grown(by: config.fingerMargin.amount(around: key.frame)),
                edges.grown(by: config.shadowMargin.amount(around: key.frame))
            )
        }
    }
}
