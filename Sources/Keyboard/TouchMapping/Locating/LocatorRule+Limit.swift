/// The search limit decided exactly: a point exactly the search distance from its nearest key gets it,
/// one a hair farther does not, however `dx² + dy²` rounds.
extension LocatorRule {
    /// How far a rounded squared distance can be from the exact one, relative: the differences, their
    /// squares, their sum and the limit's own square each round by at most 2^-53, so 2^-45 holds them all
    /// with room. Outside this band around the limit the rounded comparison is already the exact one.
    static let limitBand = 0x1p-45

    /// Whether the key with `edges` at rounded squared distance `square` from (`x`, `y`) lies within the
    /// search distance. Only a square within `limitBand` of the limit is decided exactly (`exactlyWithin`);
    /// a limit below `tinySquare` (a search distance under 2^-450) keeps the rounded comparison.
    @inline(__always)
    func isWithinLimit(_ square: Double, _ edges: Edges, _ x: Double, _ y: Double) -> Bool {
        if square > limit * (1 + Self.limitBand) { return false }
        if square < limit * (1 - Self.limitBand) || limit < Self.tinySquare { return square <= limit }
        return exactlyWithin(edges, x, y)
    }

    /// Whether dx² + dy² ≤ searchDistance², computed without rounding: each difference as an exact
    /// pair (`twoDifference`), each square and product as an exact pair (fused multiply-add), the
    /// fourteen terms summed into a non-overlapping expansion whose largest component has the sign of
    /// the exact sum. Exact unless a term falls below 2^-1022 (far below any key or search distance
    /// this path sees); allocates nothing.
    @inline(never)
    func exactlyWithin(_ e: Edges, _ x: Double, _ y: Double) -> Bool {
        let (sx, tx) = Self.outside(x, e.minX, e.maxX)
        let (sy, ty) = Self.outside(y, e.minY, e.maxY)
        return withUnsafeTemporaryAllocation(of: Double.self, capacity: 16) { terms in
            var count = 0
            func add(_ value: Double) {
                // Grow-Expansion (Shewchuk): the components stay non-overlapping, increasing in magnitude.
                var sum = value
                for index in 0..<count {
                    let (high, low) = Self.twoSum(sum, terms[index])
                    terms[index] = low
                    sum = high
                }
                terms[count] = sum
                count += 1
            }
            // (s + t)² = s² + 2st + t², each product as its rounded value and its error.
            func addSquare(_ s: Double, _ t: Double) {
                add(s * s)
                add(Self.productError(s, s))
                add(2 * s * t)
                add(Self.productError(2 * s, t))
                add(t * t)
                add(Self.productError(t, t))
            }
            addSquare(sx, tx)
            addSquare(sy, ty)
            add(-(distance * distance))
            add(-Self.productError(distance, distance))
            for index in stride(from: count - 1, through: 0, by: -1) where terms[index] != 0 {
                return terms[index] < 0
            }
            return true
        }
    }

    /// How far `value` lies outside `low...high` on its axis, as an exact pair (`high + low` is the
    /// difference): (0, 0) inside.
    @inline(__always)
    static func outside(_ value: Double, _ low: Double, _ high: Double) -> (Double, Double) {
        if value < low { return twoSum(low, -value) }
        if value > high { return twoSum(value, -high) }
        return (0, 0)
    }

    /// `a + b` as the rounded sum and its exact error (Knuth's TwoSum).
    @inline(__always)
    static func twoSum(_ a: Double, _ b: Double) -> (Double, Double) {
        let sum = a + b
        let virtualB = sum - a
        let virtualA = sum - virtualB
        return (sum, (a - virtualA) + (b - virtualB))
    }

    /// The exact error of the rounded product `a · b` (one fused multiply-add).
    @inline(__always)
    static func productError(_ a: Double, _ b: Double) -> Double { (-(a * b)).addingProduct(a, b) }
}
