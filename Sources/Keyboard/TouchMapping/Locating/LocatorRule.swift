import KeyboardCore

/// The one answer rule every locator applies to its candidates (see `KeyLocator`).
///
/// Distances are judged exactly on the coordinates as stored: at search distance 1 a point
/// 1.000000001 from a unit key gets no key, and a point exactly the search distance away gets it however
/// its squared distance rounds (`isWithinLimit`: decided without rounding near the limit). A point meant to lie 1.000000001 away but given at an
/// offset where doubles are spaced wider than 1e-9 (beyond about 4e6) is stored exactly 1 away, and is
/// answered — the input's rounding, not the rule's. A key whose hit region has a negative width or
/// height never counts, even where `x + width` rounds back to `x`.
struct LocatorRule: Sendable {
    /// Hit regions in key order.
    let edges: [Edges]
    /// Whether each key's hit region has a width and height of at least 0 (`x + width` can round back
    /// to `x` for a negative width, so the edges alone cannot tell).
    let hasSize: [Bool]
    /// The search distance (capped at `largestSearchDistance`, 0 for NaN or a value ≤ 0).
    let distance: Double
    /// The search distance squared, rounded (a point farther than the distance from every region gets
    /// no key; near it `isWithinLimit` decides exactly).
    let limit: Double
    /// −1 / (search distance · 2^600)²: the limit for tiny distances (see `tinyBest`).
    let tinyLimit: Double
    /// A search distance slightly larger than the real one, for building candidate lists:
    /// it can only add candidates, never lose the true answer to rounding.
    let reach: Double

    /// Search distances are capped here, so every derived size stays finite; +∞ means "always the
    /// nearest key" for any layout of sane size.
    static let largestSearchDistance = 1e100
    /// Squared distances below this may have lost precision to underflow (a 1e-200 gap squares to 0):
    /// `tinyBest` compares them at a scale 2^1200 larger instead.
    static let tinySquare = 0x1p-900
    /// Points with a coordinate smaller than this in magnitude (or NaN) are located by `tinyBest`.
    static let smallCoordinate = 0x1p-400
    /// Keys beyond this index are not indexed (candidate lists hold `Int32` key indexes).
    static let largestKeyCount = Int(Int32.max)

    init(frames: LayoutFrames, searchDistance: Double) {
        edges = frames.keys.map {
            Edges(minX: $0.hitRegion.x, minY: $0.hitRegion.y, maxX: $0.hitRegion.maxX, maxY: $0.hitRegion.maxY)
        }
        hasSize = frames.keys.map { !($0.hitRegion.width < 0) && !($0.hitRegion.height < 0) }
        distance = searchDistance > 0 ? Swift.min(searchDistance, Self.largestSearchDistance) : 0
        limit = distance * distance
        let scaled = distance * 0x1p600
        tinyLimit = -1 / (scaled * scaled)
        reach = distance * (1 + 1e-9) + 1e-9 * Swift.max(1, distance)
    }

    /// Whether key `index` has a usable region (finite, not inverted, no negative width or height).
    func isUsable(_ index: Int) -> Bool {
        let e = edges[index]
        return e.minX.isFinite && e.minY.isFinite && e.maxX.isFinite && e.maxY.isFinite
            && e.maxX >= e.minX && e.maxY >= e.minY && hasSize[index]
    }

    /// The keys with usable regions, in ascending order.
    func usableKeys() -> [Int32] {
        var keys: [Int32] = []
        keys.reserveCapacity(edges.count)
        for index in edges.indices.prefix(Self.largestKeyCount) where isUsable(index) { keys.append(Int32(index)) }
        return keys
    }

    /// The union of the `usable` keys' hit regions (`nil` when there are none).
    static func box(of usable: [Int32], _ rule: LocatorRule) -> Edges? {
        guard let first = usable.first else { return nil }
        return usable.dropFirst().reduce(rule.edges[Int(first)]) { $0.union(rule.edges[Int($1)]) }
    }

    /// The best of `candidates[start..<end]` (ascending key indexes) for (`x`, `y`), or `nil`:
    /// the smallest distance, the first of equals, if within the limit. Distances compare as squares.
    /// A square loses precision (a 1e-200 gap squares to 0) only for a gap below about 2^-511; a point
    /// whose coordinates are both at least `smallCoordinate` (2^-400) in magnitude is on an edge or at
    /// least 2^-454 from it (two doubles that close share a binade ≥ 2^-402), so the plain loop is exact
    /// for it. Points with a coordinate nearer 0 (`isNearZero`) go to `tinyBest` instead: the locators
    /// check before they call this (a tail call on the rare path keeps the common one lean).
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
            return best >= 0 && isWithinLimit(bestDistance, regions[best], x, y) ? best : nil
        }
    }
}
