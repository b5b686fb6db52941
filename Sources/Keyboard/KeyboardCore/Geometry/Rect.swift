/// An axis-aligned rectangle in points (no CoreGraphics); origin at the top left, y grows down.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// Left edge.
    public var x: Double
    /// Top edge.
    public var y: Double
    /// Width in points.
    public var width: Double
    /// Height in points.
    public var height: Double

    /// Creates a rectangle.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// Right edge.
    public var maxX: Double { x + width }
    /// Bottom edge.
    public var maxY: Double { y + height }
    /// Horizontal centre.
    public var midX: Double { x + width / 2 }

    /// Whether the two rectangles share interior area (touching edges do not count),
    /// allowing `tolerance` points of floating-point slack.
    public func overlaps(_ other: Rect, tolerance: Double = 1e-9) -> Bool {
        x < other.maxX - tolerance && other.x < maxX - tolerance
            && y < other.maxY - tolerance && other.y < maxY - tolerance
    }

    /// Whether `other` lies inside this rectangle, allowing `tolerance` points of slack.
    public func contains(_ other: Rect, tolerance: Double = 1e-9) -> Bool {
        other.x >= x - tolerance && other.maxX <= maxX + tolerance
            && other.y >= y - tolerance && other.maxY <= maxY + tolerance
    }

    /// `(x: …, y: …, width: …, height: …)`.
    public var description: String { "(x: \(x), y: \(y), width: \(width), height: \(height))" }
}
