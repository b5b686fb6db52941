/// A plane-to-plane projective mapping (3 × 3 matrix, last entry 1): the four-point calibration
/// from the camera image to the keyboard plane. A calibrated mapping keeps the four point pairs it
/// came from, so that `inverted()` can check its result on them (and fall back to calibrating the
/// other way); equality and hashing look at the entries only. Held in fixed storage: calibrating,
/// inverting and applying a mapping allocate nothing (reading `entries` makes an array).
public struct Homography: Hashable, Sendable {
    /// The matrix (row-major, h33 = 1).
    let matrix: Matrix3
    /// The points the mapping was calibrated from and onto (`source[i]` → `target[i]`), when it was
    /// calibrated (`identity` was not).
    let source: Corners, target: Corners, isCalibrated: Bool

    /// Four points in fixed storage.
    typealias Corners = InlineArray<4, Point>

    /// Row-major entries h11 h12 h13 h21 h22 h23 h31 h32 (h33 = 1).
    public var entries: [Double] {
        [matrix.m0, matrix.m1, matrix.m2, matrix.m3, matrix.m4, matrix.m5, matrix.m6, matrix.m7]
    }

    /// The identity mapping.
    public static let identity = Homography(unchecked: .identity)

    init(unchecked matrix: Matrix3) {
        let none = Corners(repeating: Point(x: 0, y: 0))
        (self.matrix, source, target, isCalibrated) = (matrix, none, none, false)
    }

    init(unchecked matrix: Matrix3, source: Corners, target: Corners, calibrated: Bool = true) {
        (self.matrix, self.source, self.target, isCalibrated) = (matrix, source, target, calibrated)
    }

    /// Equal when the entries are.
    public static func == (lhs: Homography, rhs: Homography) -> Bool {
        let a = lhs.matrix, b = rhs.matrix
        return a.m0 == b.m0 && a.m1 == b.m1 && a.m2 == b.m2 && a.m3 == b.m3 && a.m4 == b.m4 && a.m5 == b.m5
            && a.m6 == b.m6 && a.m7 == b.m7
    }

    /// Hashes the entries.
    public func hash(into hasher: inout Hasher) {
        let m = matrix
        hasher.combine(m.m0)
        hasher.combine(m.m1)
        hasher.combine(m.m2)
        hasher.combine(m.m3)
        hasher.combine(m.m4)
        hasher.combine(m.m5)
        hasher.combine(m.m6)
        hasher.combine(m.m7)
    }

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
        let from: Corners = [source[0], source[1], source[2], source[3]]
        let to: Corners = [target[0], target[1], target[2], target[3]]
        return try calibrate(from: from, to: to)
    }

    /// `calibrate(from:to:)` on four pairs in fixed storage.
    static func calibrate(from source: Corners, to target: Corners) throws(CoordinateError) -> Homography {
        for index in 0..<4 where !source[index].isFinite { throw .nonFinitePoint(index: index) }
        for index in 0..<4 where !target[index].isFinite { throw .nonFinitePoint(index: index) }
        let from = try Normalisation(source), to = try Normalisation(target)
        var normalisedSource = source, normalisedTarget = target
        for index in 0..<4 {
            (normalisedSource[index], normalisedTarget[index]) = (from.apply(source[index]), to.apply(target[index]))
        }
        try checkNonDegenerate(normalisedSource)
        try checkNonDegenerate(normalisedTarget)
        var system = InlineArray<72, Double>(repeating: 0)
        for index in 0..<4 {
            let s = normalisedSource[index], t = normalisedTarget[index], row = 18 * index
            (system[row], system[row + 1], system[row + 2]) = (s.x, s.y, 1)
            (system[row + 6], system[row + 7], system[row + 8]) = (-s.x * t.x, -s.y * t.x, t.x)
            (system[row + 12], system[row + 13], system[row + 14]) = (s.x, s.y, 1)
            (system[row + 15], system[row + 16], system[row + 17]) = (-s.x * t.y, -s.y * t.y, t.y)
        }
        guard let solution = LinearSystem.solve(&system) else { throw .singular }
        let normalised = Homography(unchecked: solution)
        try requireAccurate(normalised, normalisedSource, normalisedTarget, spread: 1)
        guard let composed = Homography.composing(to.inverseMatrix, solution, from.matrix) else {
            throw .singular
        }
        try requireAccurate(composed, source, target, spread: to.spread)
        return Homography(unchecked: composed.matrix, source: source, target: target)
    }

    /// Throws `.singular` unless `h` maps every `source[i]` within 1e-6 × `spread` of `target[i]`.
    private static func requireAccurate(_ h: Homography, _ source: Corners, _ target: Corners, spread: Double)
        throws(CoordinateError)
    {
        for index in 0..<4 {
            let mapped = h.apply(source[index]), t = target[index]
            guard abs(mapped.x - t.x) <= 1e-6 * spread, abs(mapped.y - t.y) <= 1e-6 * spread else { throw .singular }
        }
    }

    /// `a · b · c` scaled so its last entry is 1; `nil` unless that is possible and finite.
    private static func composing(_ a: Matrix3, _ b: Matrix3, _ c: Matrix3) -> Homography? {
        let product = a * b * c
        let last = product.m8
        guard last != 0, last.isFinite else { return nil }
        return Homography(scaling: product, by: last)
    }

    /// The first eight entries of `m` over `last`, with a last entry of 1; `nil` unless all are finite.
    init?(scaling m: Matrix3, by last: Double) {
        let scaled = Matrix3(
            m.m0 / last, m.m1 / last, m.m2 / last, m.m3 / last, m.m4 / last, m.m5 / last, m.m6 / last, m.m7 / last, 1)
        guard scaled.hasFiniteEntries else { return nil }
        self.init(unchecked: scaled)
    }

    /// Maps `point`; NaN coordinates when the point is non-finite or maps to infinity.
    public func apply(_ point: Point) -> Point {
        let h = matrix
        let w = h.m6 * point.x + h.m7 * point.y + 1
        let mapped = Point(
            x: (h.m0 * point.x + h.m1 * point.y + h.m2) / w, y: (h.m3 * point.x + h.m4 * point.y + h.m5) / w)
        return w != 0 && mapped.isFinite ? mapped : Point(x: .nan, y: .nan)
    }

    /// Throws for repeated or (three) collinear points among normalised points (spread 1, see
    /// `Normalisation`): closer than 1e-9, or a triangle of doubled area at most 1e-10.
    static func checkNonDegenerate(_ points: Corners) throws(CoordinateError) {
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

extension Matrix3 {
    /// Whether the first eight entries (a homography's) are finite.
    var hasFiniteEntries: Bool {
        m0.isFinite && m1.isFinite && m2.isFinite && m3.isFinite && m4.isFinite && m5.isFinite && m6.isFinite
            && m7.isFinite
    }
}

/// Gaussian elimination with partial pivoting for the 8 × 8 system of a four-point homography.
enum LinearSystem {
    /// Solves the augmented matrix `m` (8 rows of 9, row-major; eliminated in place) as the first eight
    /// entries of a homography (the last 1); `nil` when singular or not finite.
    static func solve(_ m: inout InlineArray<72, Double>) -> Matrix3? {
        let n = 8, width = 9
        for column in 0..<n {
            var pivot = column
            for row in (column + 1)..<n where abs(m[pivot * width + column]) < abs(m[row * width + column]) {
                pivot = row
            }
            guard abs(m[pivot * width + column]) > 1e-12 else { return nil }
            for k in 0..<width where pivot != column {
                (m[column * width + k], m[pivot * width + k]) = (m[pivot * width + k], m[column * width + k])
            }
            for row in 0..<n where row != column {
                let factor = m[row * width + column] / m[column * width + column]
                if factor != 0 {
                    for k in column...n { m[row * width + k] -= factor * m[column * width + k] }
                }
            }
        }
        var x = InlineArray<8, Double>(repeating: 0)
        for row in 0..<n { x[row] = m[row * width + n] / m[row * width + row] }
        let solution = Matrix3(x[0], x[1], x[2], x[3], x[4], x[5], x[6], x[7], 1)
        return solution.hasFiniteEntries ? solution : nil
    }
}
