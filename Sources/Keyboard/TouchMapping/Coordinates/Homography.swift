/// A plane-to-plane projective mapping (3 × 3 matrix, last entry 1): the four-point calibration
/// from the camera image to the keyboard plane. A calibrated mapping keeps the four point pairs it
/// came from, so that `inverted()` can check its result on them (and fall back to calibrating the
/// other way); equality and hashing look at the entries only.
public struct Homography: Hashable, Sendable {
    /// Row-major entries h11 h12 h13 h21 h22 h23 h31 h32 (h33 = 1).
    public let entries: [Double]
    /// The points the mapping was calibrated from and onto (`source[i]` → `target[i]`); empty when
    /// it was not calibrated (`identity`).
    let source: [Point], target: [Point]

    /// The identity mapping.
    public static let identity = Homography(unchecked: [1, 0, 0, 0, 1, 0, 0, 0])

    init(unchecked entries: [Double], source: [Point] = [], target: [Point] = []) {
        self.entries = entries
        self.source = source
        self.target = target
    }

    /// Equal when the entries are.
    public static func == (lhs: Homography, rhs: Homography) -> Bool { lhs.entries == rhs.entries }

    /// Hashes the entries.
    public func hash(into hasher: inout Hasher) { hasher.combine(entries) }

    /// The homography taking `source[i]` to `target[i]` for four pairs. Throws a `CoordinateError`
    /// for a count other than 4, non-finite points, repeated points, three collinear points on
    /// either side, or a system with no solution — or none that maps the four points onto their
    /// targets to 1e-6 of the targets' spread in double precision.
    ///
    /// Scale-invariant: both sides are first moved to their centroid and scaled to a spread of 1
    /// (Hartley's normalisation, with an exact power-of-two pre-scale so nothing over- or underflows),
    /// degeneracy is judged there, and the solution is composed back. A unit square scaled by 1e-300
    /// or 1e300 calibrates like the unit square; a mapping whose entries do not fit a `Double` (a
    /// 1e-300 square onto a 1e300 one) is `.singular`.
    public static func calibrate(from source: [Point], to target: [Point]) throws(CoordinateError) -> Homography {
        guard source.count == 4 else { throw .wrongPointCount(source.count) }
        guard target.count == 4 else { throw .wrongPointCount(target.count) }
        for (index, point) in source.enumerated() where !point.isFinite { throw .nonFinitePoint(index: index) }
        for (index, point) in target.enumerated() where !point.isFinite { throw .nonFinitePoint(index: index) }
        let from = try Normalisation(source), to = try Normalisation(target)
        let normalisedSource = source.map(from.apply), normalisedTarget = target.map(to.apply)
        try checkNonDegenerate(normalisedSource)
        try checkNonDegenerate(normalisedTarget)
        var system: [[Double]] = []
        for (s, t) in zip(normalisedSource, normalisedTarget) {
            system.append([s.x, s.y, 1, 0, 0, 0, -s.x * t.x, -s.y * t.x, t.x])
            system.append([0, 0, 0, s.x, s.y, 1, -s.x * t.y, -s.y * t.y, t.y])
        }
        guard let solution = LinearSystem.solve(system), solution.allSatisfy(\.isFinite) else { throw .singular }
        let normalised = Homography(unchecked: solution)
        try requireAccurate(normalised, normalisedSource, normalisedTarget, spread: 1)
        guard let composed = Homography.composing(to.inverseMatrix, solution + [1], from.matrix) else {
            throw .singular
        }
        try requireAccurate(composed, source, target, spread: to.spread)
        return Homography(unchecked: composed.entries, source: source, target: target)
    }

    /// Throws `.singular` unless `h` maps every `source[i]` within 1e-6 × `spread` of `target[i]`.
    private static func requireAccurate(_ h: Homography, _ source: [Point], _ target: [Point], spread: Double)
        throws(CoordinateError)
    {
        for (s, t) in zip(source, target) {
            let mapped = h.apply(s)
            guard abs(mapped.x - t.x) <= 1e-6 * spread, abs(mapped.y - t.y) <= 1e-6 * spread else { throw .singular }
        }
    }

    /// `a · b · c` (3 × 3, row-major) scaled so its last entry is 1; `nil` unless that is possible and finite.
    private static func composing(_ a: [Double], _ b: [Double], _ c: [Double]) -> Homography? {
        let product = multiply(multiply(a, b), c)
        let last = product[8]
        guard last != 0, last.isFinite else { return nil }
        let entries = product.prefix(8).map { $0 / last }
        return entries.allSatisfy(\.isFinite) ? Homography(unchecked: Array(entries)) : nil
    }

    private static func multiply(_ a: [Double], _ b: [Double]) -> [Double] {
        (0..<9).map { cell in
            let row = cell / 3, column = cell % 3
            return a[row * 3] * b[column] + a[row * 3 + 1] * b[3 + column] + a[row * 3 + 2] * b[6 + column]
        }
    }

    /// Maps `point`; NaN coordinates when the point is non-finite or maps to infinity.
    public func apply(_ point: Point) -> Point {
        let h = entries
        let w = h[6] * point.x + h[7] * point.y + 1
        let mapped = Point(
            x: (h[0] * point.x + h[1] * point.y + h[2]) / w, y: (h[3] * point.x + h[4] * point.y + h[5]) / w)
        return w != 0 && mapped.isFinite ? mapped : Point(x: .nan, y: .nan)
    }

    /// Throws for repeated or (three) collinear points among normalised points (spread 1, see
    /// `Normalisation`): closer than 1e-9, or a triangle of doubled area at most 1e-10.
    static func checkNonDegenerate(_ points: [Point]) throws(CoordinateError) {
        for a in 0..<4 {
            for b in (a + 1)..<4 {
                let (p, q) = (points[a], points[b])
                if Swift.max(abs(p.x - q.x), abs(p.y - q.y)) <= 1e-9 { throw .repeatedPoints(a, b) }
            }
        }
        for a in 0..<4 {
            for b in (a + 1)..<4 {
                for c in (b + 1)..<4 {
                    let (p, q, r) = (points[a], points[b], points[c])
                    let area = (q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x)
                    if abs(area) <= 1e-10 { throw .collinearPoints(a, b, c) }
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
