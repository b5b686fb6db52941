/// Points near 0, where squared distances underflow: located at a larger scale.
extension LocatorRule {
    /// Whether (`x`, `y`) must be located by `tinyBest` (a coordinate below `smallCoordinate` in
    /// magnitude, or NaN).
    @inline(__always)
    static func isNearZero(_ x: Double, _ y: Double) -> Bool {
        !(abs(x) >= smallCoordinate && abs(y) >= smallCoordinate)
    }

    /// `best` for a point with a coordinate near 0: squares below `tinySquare` are compared as
    /// −1 / (d · 2^600)² — negative, finite, growing with d, and not underflowing for any gap a
    /// `Double` can hold — and judged against the search distance at the same scale.
    @inline(never)
    func tinyBest(of candidates: [Int32], _ start: Int, _ end: Int, _ x: Double, _ y: Double) -> Int? {
        var best = -1
        var bestKey = Double.infinity
        for position in start..<end {
            let index = Int(candidates[position])
            let e = edges[index]
            let dx = Swift.max(Swift.max(e.minX - x, x - e.maxX), 0)
            let dy = Swift.max(Swift.max(e.minY - y, y - e.maxY), 0)
            var key = dx * dx + dy * dy
            if key < Self.tinySquare {
                let sx = dx * 0x1p600, sy = dy * 0x1p600
                key = dx == 0 && dy == 0 ? -.infinity : -1 / (sx * sx + sy * sy)
            }
            if key < bestKey {
                best = index
                bestKey = key
                if key == -.infinity { break }
            }
        }
        guard best >= 0 else { return nil }
        return bestKey <= (bestKey < 0 ? tinyLimit : limit) ? best : nil
    }
}
