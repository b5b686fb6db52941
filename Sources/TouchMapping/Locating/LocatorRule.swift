import KeyboardCore

/// The one answer rule every locator applies to its candidates (see `KeyLocator`).
struct LocatorRule: Sendable {
    /// Hit regions in key order, as flat arrays for tight loops.
    let minX: [Double], minY: [Double], maxX: [Double], maxY: [Double]
    /// The search distance squared (a point farther than this from every region gets no key).
    let limit: Double
    /// A search distance slightly larger than the real one, for building candidate lists:
    /// it can only add candidates, never lose the true answer to rounding.
    let reach: Double

    init(frames: LayoutFrames, searchDistance: Double) {
        let regions = frames.keys.map(\.hitRegion)
        minX = regions.map(\.x)
        minY = regions.map(\.y)
        maxX = regions.map(\.maxX)
        maxY = regions.map(\.maxY)
        let distance = searchDistance.isFinite && searchDistance > 0 ? searchDistance : 0
        limit = distance * distance
        reach = distance * (1 + 1e-9) + 1e-9 * Swift.max(1, distance)
    }

    /// Whether key `index` has a usable region (finite, not inverted).
    func isUsable(_ index: Int) -> Bool {
        minX[index].isFinite && minY[index].isFinite && maxX[index].isFinite && maxY[index].isFinite
            && maxX[index] >= minX[index] && maxY[index] >= minY[index]
    }

    /// Key `index`'s hit region.
    func region(_ index: Int) -> Rect {
        Rect(x: minX[index], y: minY[index], width: maxX[index] - minX[index], height: maxY[index] - minY[index])
    }

    /// The union of the `usable` keys' hit regions (a zero rectangle when there are none).
    static func box(of usable: [Int32], _ rule: LocatorRule) -> Rect {
        guard let first = usable.first else { return Rect(x: 0, y: 0, width: 0, height: 0) }
        return usable.dropFirst().reduce(rule.region(Int(first))) { $0.union(rule.region(Int($1))) }
    }

    /// The squared distance from (`x`, `y`) to key `index`'s hit region.
    @inline(__always)
    func squaredDistance(_ index: Int, _ x: Double, _ y: Double) -> Double {
        let dx = Swift.max(minX[index] - x, 0, x - maxX[index])
        let dy = Swift.max(minY[index] - y, 0, y - maxY[index])
        return dx * dx + dy * dy
    }

    /// The best of `candidates` (ascending key indexes) for (`x`, `y`), or `nil`.
    @inline(__always)
    func best<C: Collection>(of candidates: C, _ x: Double, _ y: Double) -> Int? where C.Element == Int32 {
        var best = -1
        var bestDistance = Double.infinity
        for candidate in candidates {
            let index = Int(candidate)
            let distance = squaredDistance(index, x, y)
            if distance < bestDistance {
                best = index
                bestDistance = distance
                // Candidates ascend, so the first region containing the point is the lowest such index.
                if distance == 0 { break }
            }
        }
        return best >= 0 && bestDistance <= limit ? best : nil
    }
}
