/// A point in some 2-D coordinate space (camera pixels, UI points or normalised units); y grows down.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// Horizontal coordinate.
    public var x: Double
    /// Vertical coordinate.
    public var y: Double

    /// Creates a point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// Whether both coordinates are finite (not NaN, not infinite).
    public var isFinite: Bool { x.isFinite && y.isFinite }

    /// The Euclidean distance to `other`.
    public func distance(to other: Point) -> Double {
        let dx = x - other.x, dy = y - other.y
        return (dx * dx + dy * dy).squareRoot()
    }

    /// `(x, y)`.
    public var description: String { "(\(x), \(y))" }
}
