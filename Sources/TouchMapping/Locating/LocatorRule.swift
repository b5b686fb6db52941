import KeyboardCore

/// The one answer rule every locator applies to its candidates (see `KeyLocator`).
struct LocatorRule: Sendable {
    /// A hit region as its four edges, stored contiguously for tight loops.
    struct Edges: Sendable {
        let minX: Double, minY: Double, maxX: Double, maxY: Double
    }

    /// Hit regions in key order.
    let edges: [Edges]
    /// The search distance squared (a point farther than this from every region gets no key).
    let limit: Double
    /// A search distance slightly larger than the real one, for building candidate lists:
    /// it can only add candidates, never lose the true answer to rounding.
    let reach: Double

    /// Search distances are capped here, so every derived size stays finite; +∞ means "always the
    /// nearest key" for any layout of sane size.
    static let largestSearchDistance = 1e100

    init(frames: LayoutFrames, searchDistance: Double) {
        edges = frames.keys.map { Edges(minX: $0.hitRegion.x, minY: $0.hitRegion.y, maxX: $0.hitRegion.maxX, maxY: $0.hitRegion.maxY) }
        let distance = searchDistance > 0 ? Swift.min(searchDistance, Self.largestSearchDistance) : 0
        limit = distance * distance
        reach = distance * (1 + 1e-9) + 1e-9 * Swift.max(1, distance)
    }

    /// Whether key `index` has a usable region (finite, not inverted).
    func isUsable(_ index: Int) -> Bool {
        let e = edges[index]
        return e.minX.isFinite && e.minY.isFinite && e.maxX.isFinite && e.maxY.isFinite
            && e.maxX >= e.minX && e.maxY >= e.minY
    }

    /// The keys with usable regions, in ascending order.
    func usableKeys() -> [Int32] {
        var keys: [Int32] = []
        keys.reserveCapacity(edges.count)
        for index in edges.indices where isUsable(index) { keys.append(Int32(index)) }
        return keys
    }

    /// Key `index`'s hit region.
    func region(_ index: Int) -> Rect {
        let e = edges[index]
        return Rect(x: e.minX, y: e.minY, width: e.maxX - e.minX, height: e.maxY - e.minY)
    }

    /// The union of the `usable` keys' hit regions (a zero rectangle when there are none).
    static func box(of usable: [Int32], _ rule: LocatorRule) -> Rect {
        guard let first = usable.first else { return Rect(x: 0, y: 0, width: 0, height: 0) }
        return usable.dropFirst().reduce(rule.region(Int(first))) { $0.union(rule.region(Int($1))) }
    }

    /// The best of `candidates[start..<end]` (ascending key indexes) for (`x`, `y`), or `nil`:
    /// the smallest squared distance, the first of equals, if within the limit.
    @inline(__always)
    func best(of candidates: UnsafeBufferPointer<Int32>, _ start: Int, _ end: Int, _ x: Double, _ y: Double) -> Int? {
        edges.withUnsafeBufferPointer { regions in
            var best = -1
            var bestDistance = Double.infinity
            var position = start
            while position < end {
                let index = Int(candidates[position])
                let e = regions[index]
                let dx = Swift.max(Swift.max(e.minX - x, x - e.maxX), 0)
                let dy = Swift.max(Swift.max(e.minY - y, y - e.maxY), 0)
                let distance = dx * dx + dy * dy
                if distance < bestDistance {
                    best = index
                    bestDistance = distance
                    // Candidates ascend, so the first region containing the point is the lowest such index.
                    if distance == 0 { break }
                }
                position += 1
            }
            return best >= 0 && bestDistance <= limit ? best : nil
        }
    }
}
