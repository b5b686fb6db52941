/// A 3 × 3 matrix of doubles held in fixed storage (row-major `m0…m8`): a projective map of the plane
/// in homogeneous coordinates, or a rotation and camera matrix of 3-D space. A value: every operation
/// allocates nothing.
public struct Matrix3: Hashable, Sendable {
    /// Row-major entries.
    public var m0: Double, m1: Double, m2: Double, m3: Double, m4: Double, m5: Double, m6: Double, m7: Double,
        m8: Double

    /// A matrix from its nine row-major entries.
    public init(
        _ m0: Double, _ m1: Double, _ m2: Double, _ m3: Double, _ m4: Double, _ m5: Double, _ m6: Double,
        _ m7: Double, _ m8: Double
    ) {
        (self.m0, self.m1, self.m2, self.m3, self.m4) = (m0, m1, m2, m3, m4)
        (self.m5, self.m6, self.m7, self.m8) = (m5, m6, m7, m8)
    }

    /// The identity.
    public static let identity = Matrix3(1, 0, 0, 0, 1, 0, 0, 0, 1)

    /// A matrix whose columns are `a`, `b` and `c`.
    public init(columns a: (Double, Double, Double), _ b: (Double, Double, Double), _ c: (Double, Double, Double)) {
        self.init(a.0, b.0, c.0, a.1, b.1, c.1, a.2, b.2, c.2)
    }

    /// The product self × other.
    public static func * (a: Matrix3, b: Matrix3) -> Matrix3 {
        Matrix3(
            a.m0 * b.m0 + a.m1 * b.m3 + a.m2 * b.m6, a.m0 * b.m1 + a.m1 * b.m4 + a.m2 * b.m7,
            a.m0 * b.m2 + a.m1 * b.m5 + a.m2 * b.m8,
            a.m3 * b.m0 + a.m4 * b.m3 + a.m5 * b.m6, a.m3 * b.m1 + a.m4 * b.m4 + a.m5 * b.m7,
            a.m3 * b.m2 + a.m4 * b.m5 + a.m5 * b.m8,
            a.m6 * b.m0 + a.m7 * b.m3 + a.m8 * b.m6, a.m6 * b.m1 + a.m7 * b.m4 + a.m8 * b.m7,
            a.m6 * b.m2 + a.m7 * b.m5 + a.m8 * b.m8)
    }

    /// The product with a column vector.
    public func times(_ v: (Double, Double, Double)) -> (Double, Double, Double) {
        (m0 * v.0 + m1 * v.1 + m2 * v.2, m3 * v.0 + m4 * v.1 + m5 * v.2, m6 * v.0 + m7 * v.1 + m8 * v.2)
    }

    /// The transpose.
    public var transposed: Matrix3 { Matrix3(m0, m3, m6, m1, m4, m7, m2, m5, m8) }

    /// The determinant.
    var determinant: Double {
        m0 * (m4 * m8 - m5 * m7) - m1 * (m3 * m8 - m5 * m6) + m2 * (m3 * m7 - m4 * m6)
    }

    /// The inverse (the adjugate over the determinant); `nil` when the matrix is singular or not finite.
    public var inverse: Matrix3? {
        let det = determinant
        guard det.isFinite, abs(det) > 1e-300 else { return nil }
        let r = 1 / det
        return Matrix3(
            (m4 * m8 - m5 * m7) * r, (m2 * m7 - m1 * m8) * r, (m1 * m5 - m2 * m4) * r,
            (m5 * m6 - m3 * m8) * r, (m0 * m8 - m2 * m6) * r, (m2 * m3 - m0 * m5) * r,
            (m3 * m7 - m4 * m6) * r, (m1 * m6 - m0 * m7) * r, (m0 * m4 - m1 * m3) * r)
    }

    /// Scaled so that the last entry is 1 (a homography's usual form); unchanged when it is 0.
    public var normalised: Matrix3 {
        guard m8 != 0, m8.isFinite else { return self }
        let r = 1 / m8
        return Matrix3(m0 * r, m1 * r, m2 * r, m3 * r, m4 * r, m5 * r, m6 * r, m7 * r, 1)
    }

    /// The image of plane point `p` under the projective map (non-finite on the line at infinity).
    @inline(__always) public func project(_ p: Point) -> Point {
        let w = m6 * p.x + m7 * p.y + m8
        return Point(x: (m0 * p.x + m1 * p.y + m2) / w, y: (m3 * p.x + m4 * p.y + m5) / w)
    }

    /// Whether every entry is finite.
    public var isFinite: Bool {
        m0.isFinite && m1.isFinite && m2.isFinite && m3.isFinite && m4.isFinite && m5.isFinite && m6.isFinite
            && m7.isFinite && m8.isFinite
    }
}
