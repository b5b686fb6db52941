/// A plane-to-plane projective mapping (3 × 3 matrix, last entry 1): the four-point calibration
/// from the camera image to the keyboard plane.
public struct Homography: Hashable, Sendable {
    /// Row-major entries h11 h12 h13 h21 h22 h23 h31 h32 (h33 = 1).
    public let entries: [Double]

    /// The identity mapping.
    public static let identity = Homography(unchecked: [1, 0, 0, 0, 1, 0, 0, 0])

    init(unchecked entries: [Double]) { self.entries = entries }

    /// The homography taking `source[i]` to `target[i]` for four pairs. Throws a `CoordinateError`
    /// for a count other than 4, non-finite points, repeated points, three collinear points on
    /// either side, or a system with no solution.
    public static func calibrate(from source: [Point], to target: [Point]) throws(CoordinateError) -> Homography {
        guard source.count == 4 else { throw .wrongPointCount(source.count) }
        guard target.count == 4 else { throw .wrongPointCount(target.count) }
        try checkNonDegenerate(source)
        try checkNonDegenerate(target)
        var system: [[Double]] = []
        for (s, t) in zip(source, target) {
            system.append([s.x, s.y, 1, 0, 0, 0, -s.x * t.x, -s.y * t.x, t.x])
            system.append([0, 0, 0, s.x, s.y, 1, -s.x * t.y, -s.y * t.y, t.y])
        }
        guard let solution = LinearSystem.solve(system), solution.allSatisfy(\.isFinite) else { throw .singular }
        return Homography(unchecked: solution)
    }

    /// Maps `point`; NaN coordinates when the point is non-finite or maps to infinity.
    public func apply(_ point: Point) -> Point {
        let h = entries
        let w = h[6] * point.x + h[7] * point.y + 1
        let mapped = Point(x: (h[0] * point.x + h[1] * point.y + h[2]) / w, y: (h[3] * point.x + h[4] * point.y + h[5]) / w)
        return w != 0 && mapped.isFinite ? mapped : Point(x: .nan, y: .nan)
    }

    /// The inverse mapping; throws `.singular` when there is none.
    public func inverted() throws(CoordinateError) -> Homography {
        let h = entries + [1]
        let cofactors = [
            h[4] * h[8] - h[5] * h[7], h[2] * h[7] - h[1] * h[8], h[1] * h[5] - h[2] * h[4],
            h[5] * h[6] - h[3] * h[8], h[0] * h[8] - h[2] * h[6], h[2] * h[3] - h[0] * h[5],
            h[3] * h[7] - h[4] * h[6], h[1] * h[6] - h[0] * h[7], h[0] * h[4] - h[1] * h[3],
        ]
        let scale = cofactors[8]
        guard scale != 0, scale.isFinite else { throw .singular }
        let entries = cofactors.prefix(8).map { $0 / scale }
        guard entries.allSatisfy(\.isFinite) else { throw .singular }
        return Homography(unchecked: entries)
    }

    /// Throws for non-finite, repeated or (three) collinear points, judged relative to their spread.
    static func checkNonDegenerate(_ points: [Point]) throws(CoordinateError) {
        for (index, point) in points.enumerated() where !point.isFinite { throw .nonFinitePoint(index: index) }
        let spread = points.map { abs($0.x) + abs($0.y) }.max() ?? 0
        let tolerance = 1e-9 * Swift.max(spread, 1e-300)
        for a in 0..<4 {
            for b in (a + 1)..<4 where points[a].distance(to: points[b]) <= tolerance { throw .repeatedPoints(a, b) }
        }
        for a in 0..<4 {
            for b in (a + 1)..<4 {
                for c in (b + 1)..<4 {
                    let (p, q, r) = (points[a], points[b], points[c])
                    let area = (q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x)
                    if abs(area) <= tolerance * tolerance * 1e6 { throw .collinearPoints(a, b, c) }
                }
            }
        }
    }
}

/// Gaussian elimination with partial pivoting for small dense systems.
enum LinearSystem {
    /// Solves the augmented matrix `rows` (n × n+1); `nil` when singular.
    static func solve(_ rows: [[Double]]) -> [Double]? {
        var m = rows
        let n = m.count
        for column in 0..<n {
            guard let pivot = (column..<n).max(by: { abs(m[$0][column]) < abs(m[$1][column]) }),
                abs(m[pivot][column]) > 1e-12
            else { return nil }
            m.swapAt(column, pivot)
            for row in 0..<n where row != column {
                let factor = m[row][column] / m[column][column]
                if factor != 0 { for k in column...n { m[row][k] -= factor * m[column][k] } }
            }
        }
        return (0..<n).map { m[$0][n] / m[$0][$0] }
    }
}
