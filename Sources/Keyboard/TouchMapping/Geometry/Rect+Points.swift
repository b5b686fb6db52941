import KeyboardCore

/// Point queries on `Rect`, shared by every locator and the validator so they agree bit for bit.
extension Rect {
    /// Whether `point` lies inside or on the edge of the rectangle.
    public func contains(_ point: Point) -> Bool {
        point.x >= x && point.x <= maxX && point.y >= y && point.y <= maxY
    }

    /// The squared distance from `point` to the rectangle (0 inside or on the edge).
    @inline(__always)
    func squaredDistance(to point: Point) -> Double {
        let dx = Swift.max(x - point.x, 0, point.x - maxX)
        let dy = Swift.max(y - point.y, 0, point.y - maxY)
        return dx * dx + dy * dy
    }

    /// The rectangle grown by `amount` on every side (shrunk for a negative amount).
    public func grown(by amount: Double) -> Rect {
        Rect(x: x - amount, y: y - amount, width: width + 2 * amount, height: height + 2 * amount)
    }

    /// The centre point.
    public var centre: Point { Point(x: x + width / 2, y: y + height / 2) }

    /// The smallest rectangle holding both.
    public func union(_ other: Rect) -> Rect {
        let left = Swift.min(x, other.x), top = Swift.min(y, other.y)
        return Rect(
            x: left, y: top, width: Swift.max(maxX, other.maxX) - left, height: Swift.max(maxY, other.maxY) - top)
    }
}
