import KeyboardCore

extension LocatorRule {
    /// A rectangle as its four edges, stored contiguously for tight loops. Kept as edges, never as
    /// origin + size: `x + width` rounds, and a layout spanning very different magnitudes (a key at
    /// −1e18 beside one at 0) would lose its near keys' edges to it.
    struct Edges: Sendable {
        let minX: Double, minY: Double, maxX: Double, maxY: Double

        /// The edges moved out by `amount` on every side.
        func grown(by amount: Double) -> Edges {
            Edges(minX: minX - amount, minY: minY - amount, maxX: maxX + amount, maxY: maxY + amount)
        }

        /// Whether `point` lies inside or on the edges.
        @inline(__always)
        func contains(_ point: Point) -> Bool {
            point.x >= minX && point.x <= maxX && point.y >= minY && point.y <= maxY
        }

        /// The smallest edges holding both.
        func union(_ other: Edges) -> Edges {
            Edges(
                minX: Swift.min(minX, other.minX), minY: Swift.min(minY, other.minY),
                maxX: Swift.max(maxX, other.maxX), maxY: Swift.max(maxY, other.maxY))
        }
    }
}
