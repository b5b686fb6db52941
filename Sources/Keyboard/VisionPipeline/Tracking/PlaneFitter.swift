import TouchMapping

/// Fits the homography taking points `from[i]` to `to[i]`: the normalised direct linear transform
/// (Hartley: both sides moved to their centroid and scaled to a mean distance of √2, the last entry
/// held at 1, least squares by the normal equations), refined by Gauss–Newton steps on the
/// reprojection error (the error OpenCV's `findHomography` minimises), and RANSAC over the pairs:
/// samples of four, the most pairs within the tolerance, refitted on them. Its buffers are made once
/// for `capacity` pairs: fitting allocates nothing.
/// Not `Sendable`: its buffers are written without locks; its one owner uses it
/// from one thread at a time.
final class PlaneFitter {
    /// The most pairs a fit takes.
    let capacity: Int
    /// The pairs in use, normalised; which pairs the last `robust` fit kept; a sample's indices.
    private let normalisedFrom: Storage<Point>, normalisedTo: Storage<Point>
    let inliers: Storage<Bool>, bestInliers: Storage<Bool>
    private let chosen: Storage<Int>
    /// The normal equations (8 × 9, augmented).
    private let system = Storage<Double>(repeating: 0, count: 72)

    init(capacity: Int) {
        self.capacity = Swift.max(capacity, 4)
        normalisedFrom = Storage(repeating: Point(x: 0, y: 0), count: self.capacity)
        normalisedTo = Storage(repeating: Point(x: 0, y: 0), count: self.capacity)
        inliers = Storage(repeating: false, count: self.capacity)
        bestInliers = Storage(repeating: false, count: self.capacity)
        chosen = Storage(repeating: 0, count: self.capacity)
    }

    /// The least-squares homography of the pairs whose `use` flag is set (every pair when `use` is
    /// `nil`), refined on the reprojection error by `refinements` Gauss–Newton steps; `nil` when fewer
    /// than four are used or they are degenerate.
    func fit(
        from: UnsafePointer<Point>, to: UnsafePointer<Point>, count: Int, use: UnsafePointer<Bool>?,
        refinements: Int = 0
    ) -> Matrix3? {
        var n = 0
        for index in 0..<Swift.min(count, capacity) where use?[index] ?? true {
            chosen[n] = index
            n += 1
        }
        return fit(from: from, to: to, indices: chosen.pointer, count: n, refinements: refinements)
    }

    /// The homography of the pairs at `indices` (see `fit(from:to:count:use:refinements:)`).
    private func fit(
        from: UnsafePointer<Point>, to: UnsafePointer<Point>, indices: UnsafePointer<Int>, count n: Int,
        refinements: Int
    ) -> Matrix3? {
        guard n >= 4,
            let source = Self.normalisation(from, indices, n), let target = Self.normalisation(to, indices, n)
        else { return nil }
        for k in 0..<n {
            normalisedFrom[k] = source.project(from[indices[k]])
            normalisedTo[k] = target.project(to[indices[k]])
        }
        guard var h = linearFit(n) else { return nil }
        for _ in 0..<refinements {
            guard let refined = gaussNewtonStep(h, n) else { break }
            h = refined
        }
        guard let back = target.inverse else { return nil }
        let result = (back * h * source).normalised
        return result.isFinite ? result : nil
    }

    /// The similarity moving the `n` points at `indices` to their centroid, at a mean distance of √2.
    private static func normalisation(_ points: UnsafePointer<Point>, _ indices: UnsafePointer<Int>, _ n: Int)
        -> Matrix3?
    {
        var (cx, cy) = (0.0, 0.0)
        for k in 0..<n { (cx, cy) = (cx + points[indices[k]].x, cy + points[indices[k]].y) }
        (cx, cy) = (cx / Double(n), cy / Double(n))
        var spread = 0.0
        for k in 0..<n {
            let dx = points[indices[k]].x - cx, dy = points[indices[k]].y - cy
            spread += (dx * dx + dy * dy).squareRoot()
        }
        spread /= Double(n)
        guard spread > 1e-9, spread.isFinite else { return nil }
        let s = 2.0.squareRoot() / spread
        return Matrix3(s, 0, -s * cx, 0, s, -s * cy, 0, 0, 1)
    }

    /// The algebraic least squares of the `n` normalised pairs with the last entry 1.
    private func linearFit(_ n: Int) -> Matrix3? {
        system.fill(0, from: 0, count: 72)
        for k in 0..<n {
            let p = normalisedFrom[k], q = normalisedTo[k]
            accumulate((p.x, p.y, 1, 0, 0, 0, -p.x * q.x, -p.y * q.x), q.x)
            accumulate((0, 0, 0, p.x, p.y, 1, -p.x * q.y, -p.y * q.y), q.y)
        }
        guard let h = solve() else { return nil }
        return Matrix3(h.0, h.1, h.2, h.3, h.4, h.5, h.6, h.7, 1)
    }

    /// One Gauss–Newton step on the reprojection error of the `n` normalised pairs.
    private func gaussNewtonStep(_ h: Matrix3, _ n: Int) -> Matrix3? {
        system.fill(0, from: 0, count: 72)
        for k in 0..<n {
            let p = normalisedFrom[k], q = normalisedTo[k]
            let w = h.m6 * p.x + h.m7 * p.y + 1
            guard abs(w) > 1e-12 else { return nil }
            let u = (h.m0 * p.x + h.m1 * p.y + h.m2) / w, v = (h.m3 * p.x + h.m4 * p.y + h.m5) / w
            let (x, y, r) = (p.x / w, p.y / w, 1 / w)
            accumulate((x, y, r, 0, 0, 0, -x * u, -y * u), q.x - u)
            accumulate((0, 0, 0, x, y, r, -x * v, -y * v), q.y - v)
        }
        for i in 0..<8 { system[i * 9 + i] *= 1 + 1e-9 }
        guard let d = solve() else { return nil }
        return Matrix3(
            h.m0 + d.0, h.m1 + d.1, h.m2 + d.2, h.m3 + d.3, h.m4 + d.4, h.m5 + d.5, h.m6 + d.6, h.m7 + d.7, 1)
    }

    /// Adds row `a` with right-hand side `b` to the normal equations.
    @inline(__always) private func accumulate(
        _ a: (Double, Double, Double, Double, Double, Double, Double, Double), _ b: Double
    ) {
        let s = system.pointer
        withUnsafePointer(to: a) { tuple in
            tuple.withMemoryRebound(to: Double.self, capacity: 8) { v in
                for i in 0..<8 {
                    let vi = v[i]
                    guard vi != 0 else { continue }
                    for j in 0..<8 { s[i * 9 + j] += vi * v[j] }
                    s[i * 9 + 8] += vi * b
                }
            }
        }
    }

    /// The solution of the 8 × 8 normal equations (Gaussian elimination with partial pivoting).
    private func solve() -> (Double, Double, Double, Double, Double, Double, Double, Double)? {
        let s = system.pointer
        for column in 0..<8 {
            var pivot = column
            for row in (column + 1)..<8 where abs(s[row * 9 + column]) > abs(s[pivot * 9 + column]) { pivot = row }
            guard abs(s[pivot * 9 + column]) > 1e-14 else { return nil }
            if pivot != column {
                for j in 0..<9 { (s[pivot * 9 + j], s[column * 9 + j]) = (s[column * 9 + j], s[pivot * 9 + j]) }
            }
            let inverse = 1 / s[column * 9 + column]
            for row in (column + 1)..<8 {
                let factor = s[row * 9 + column] * inverse
                guard factor != 0 else { continue }
                for j in column..<9 { s[row * 9 + j] -= factor * s[column * 9 + j] }
            }
        }
        var x = (0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0)
        return withUnsafeMutablePointer(to: &x) { tuple in
            tuple.withMemoryRebound(to: Double.self, capacity: 8) { out in
                for row in stride(from: 7, through: 0, by: -1) {
                    var sum = s[row * 9 + 8]
                    for j in (row + 1)..<8 { sum -= s[row * 9 + j] * out[j] }
                    out[row] = sum / s[row * 9 + row]
                    guard out[row].isFinite else { return nil }
                }
                return tuple.pointee
            }
        }
    }
}
