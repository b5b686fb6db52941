import KeyboardCore

/// The reference locator: measures the distance to every key's hit region.
public struct LinearScanLocator: KeyLocator {
    /// The layout the locator was built for.
    public let frames: LayoutFrames
    /// How far outside every hit region a point may be and still get a key.
    public let searchDistance: Double
    private let rule: LocatorRule
    private let usable: [Int32]

    /// Builds the locator (nothing to index beyond flat arrays of the hit regions).
    public init(frames: LayoutFrames, searchDistance: Double) {
        self.frames = frames
        self.searchDistance = searchDistance
        rule = LocatorRule(frames: frames, searchDistance: searchDistance)
        usable = rule.usableKeys()
    }

    /// The index of the key at `point`, or `nil`.
    public func keyIndex(at point: Point) -> Int? {
        guard point.isFinite else { return nil }
        if _slowPath(LocatorRule.isNearZero(point.x, point.y)) {
            return rule.tinyBest(of: usable, 0, usable.count, point.x, point.y)
        }
        return usable.withUnsafeBufferPointer { rule.best(of: $0, 0, $0.count, point.x, point.y) }
    }
}
