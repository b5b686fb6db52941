/// The touch criteria of the touch-mapping skill (seed 002, after Posner et al. 2012).
public struct TouchValidationConfig: Hashable, Sendable {
    /// A finger touches when its distance to its shadow is below this (camera pixels; skill: 1.0).
    public var distanceThreshold: Double
    /// How far outside its key's frame the finger may be (default: `KeyMargin.standardFinger`, 6 % of
    /// the key's shorter side — the skill's 2 pt on a phone key, in a unit right in every space).
    public var fingerMargin: KeyMargin
    /// How far outside the finger's key's frame the shadow may be (default: `.none` — the seed's rule,
    /// the shadow on the key's own frame).
    public var shadowMargin: KeyMargin
    /// The shortest contact that counts as a press, in seconds (skill: 50 ms).
    public var minimumTouchDuration: Double
    /// Consecutive frames a touch must be seen in (skill: 2).
    public var debounceFrames: Int
    /// Frames in a row without a valid touch that end a contact (default 1: the first such frame). At 2,
    /// one frame that loses the touch (noise, a lost shadow) neither ends a contact — no second press of
    /// the same key — nor restarts the count before its press; that frame counts as no touch frame.
    public var releaseFrames: Int

    /// Creates a configuration; the defaults are the skill's, with the margins in key units.
    public init(
        distanceThreshold: Double = 1.0, fingerMargin: KeyMargin = .standardFinger, shadowMargin: KeyMargin = .none,
        minimumTouchDuration: Double = 0.05, debounceFrames: Int = 2, releaseFrames: Int = 1
    ) {
        self.distanceThreshold = distanceThreshold
        self.fingerMargin = fingerMargin
        self.shadowMargin = shadowMargin
        self.minimumTouchDuration = minimumTouchDuration
        self.debounceFrames = debounceFrames
        self.releaseFrames = releaseFrames
    }

    /// The initializer from before `KeyMargin`, kept for source compatibility: `keyMargin` is the finger's
    /// margin in the layout's own units (`.layoutUnits`); the shadow follows the seed's rule (`.none`).
    public init(
        distanceThreshold: Double = 1.0, keyMargin: Double, minimumTouchDuration: Double = 0.05, debounceFrames: Int = 2
    ) {
        self.init(
            distanceThreshold: distanceThreshold, fingerMargin: .layoutUnits(keyMargin),
            minimumTouchDuration: minimumTouchDuration, debounceFrames: debounceFrames)
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
