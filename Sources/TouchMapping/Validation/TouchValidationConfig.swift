/// The touch criteria of the touch-mapping skill (after Posner et al. 2012).
public struct TouchValidationConfig: Hashable, Sendable {
    /// A finger touches when its distance to its shadow is below this (camera pixels; skill: 1.0).
    public var distanceThreshold: Double
    /// How far outside a key's frame the finger and shadow may be (layout units; skill: 2 pt).
    public var keyMargin: Double
    /// The shortest contact that counts as a press, in seconds (skill: 50 ms).
    public var minimumTouchDuration: Double
    /// Consecutive frames a touch must be seen in (skill: 2).
    public var debounceFrames: Int

    /// Creates a configuration; the defaults are the skill's.
    public init(
        distanceThreshold: Double = 1.0, keyMargin: Double = 2.0, minimumTouchDuration: Double = 0.05,
        debounceFrames: Int = 2
    ) {
        self.distanceThreshold = distanceThreshold
        self.keyMargin = keyMargin
        self.minimumTouchDuration = minimumTouchDuration
        self.debounceFrames = debounceFrames
    }

    /// The skill's values.
    public static let standard = TouchValidationConfig()

    /// How sure a touch at `distance` is: 1 at distance 0, falling to 0 at the threshold
    /// (always 1 under an infinite threshold; 0 for a non-finite distance or a threshold ≤ 0 or NaN).
    public func confidence(distance: Double) -> Double {
        guard distance.isFinite, distanceThreshold > 0 else { return 0 }
        guard distanceThreshold.isFinite else { return 1 }
        return Swift.min(Swift.max((distanceThreshold - distance) / distanceThreshold, 0), 1)
    }
}
