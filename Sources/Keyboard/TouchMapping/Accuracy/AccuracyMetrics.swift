/// Touch accuracy against ground truth (the skill's `AccuracyMetrics`).
public struct AccuracyMetrics: Hashable, Sendable {
    /// Intended key presses.
    public let totalTouches: Int
    /// Intended presses whose first registered press was the intended key.
    public let correctKeys: Int
    /// Intended presses that registered nothing.
    public let missedTouches: Int
    /// Registered presses that belong to no intended press, or repeat one.
    public let falseTouches: Int

    /// Creates metrics.
    public init(totalTouches: Int, correctKeys: Int, missedTouches: Int, falseTouches: Int) {
        self.totalTouches = totalTouches
        self.correctKeys = correctKeys
        self.missedTouches = missedTouches
        self.falseTouches = falseTouches
    }

    /// Intended presses that registered another key first.
    public var wrongKeys: Int { totalTouches - correctKeys - missedTouches }

    /// `correctKeys / totalTouches` (0 when there were none).
    public var accuracy: Double { totalTouches > 0 ? Double(correctKeys) / Double(totalTouches) : 0 }
}
