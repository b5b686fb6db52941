/// The seed's runtime adaptation: the accuracy of the last `window` presses (told by whoever knows:
/// a correction by the user, or a scorer against ground truth); below `threshold` once `minimum`
/// presses are known, recalibration is due. Fixed size: recording allocates nothing.
public struct RecalibrationMonitor: Hashable, Sendable {
    /// The accuracy below which recalibration is due.
    public let threshold: Double
    /// Presses judged (1…32) and the fewest needed to judge.
    public let window: Int, minimum: Int
    private var outcomes: UInt32 = 0
    /// Presses recorded since the last reset (capped at `window`).
    public private(set) var count = 0
    /// Whether recalibration is due.
    public private(set) var isDue = false

    /// A monitor with nothing recorded.
    public init(threshold: Double = 0.8, window: Int = 20, minimum: Int = 10) {
        self.threshold = threshold
        self.window = Swift.min(Swift.max(window, 1), 32)
        self.minimum = Swift.min(Swift.max(minimum, 1), self.window)
    }

    /// The share of correct presses among the last `count` (nil before any).
    public var accuracy: Double? {
        guard count > 0 else { return nil }
        let mask: UInt32 = count >= 32 ? ~0 : (1 << UInt32(count)) - 1
        return Double((outcomes & mask).nonzeroBitCount) / Double(count)
    }

    /// Records whether a press was the intended key.
    public mutating func record(correct: Bool) {
        outcomes = outcomes << 1 | (correct ? 1 : 0)
        count = Swift.min(count + 1, window)
        if count >= minimum, let accuracy, accuracy < threshold { isDue = true }
    }

    /// Forgets everything (after a recalibration).
    public mutating func reset() {
        (outcomes, count, isDue) = (0, 0, false)
    }
}
