import TouchMapping

/// The camera's move since calibration as the sheet's plane sees it: a homography of the image
/// (camera pixels at calibration → camera pixels now), kept with its inverse. A shift or turn of the
/// camera is the special case of a similarity; a camera pitched or tilted changes the sheet's
/// perspective, which only the full homography (8 degrees of freedom) follows. A value: applying,
/// composing and inverting allocate nothing.
public struct PlaneMove: Hashable, Sendable {
    /// The homography (last entry 1) and its inverse.
    public let matrix: Matrix3, inverse: Matrix3

    /// The move of `matrix`; `nil` when it is singular or not finite.
    public init?(_ matrix: Matrix3) {
        guard matrix.isFinite, matrix.m8 != 0, let inverse = matrix.inverse, inverse.isFinite else { return nil }
        self.matrix = matrix.normalised
        self.inverse = inverse.normalised
    }

    /// The move of a similarity (always invertible when its scale is not 0).
    public init(_ s: Similarity) {
        let forward = Matrix3(s.a, -s.b, s.tx, s.b, s.a, s.ty, 0, 0, 1)
        self = PlaneMove(forward) ?? .identity
    }

    private init(unchecked matrix: Matrix3, inverse: Matrix3) {
        (self.matrix, self.inverse) = (matrix, inverse)
    }

    /// No move.
    public static let identity = PlaneMove(unchecked: .identity, inverse: .identity)

    /// The image of `p`.
    @inline(__always) public func apply(_ p: Point) -> Point { matrix.project(p) }

    /// The point whose image is `p`.
    @inline(__always) public func invert(_ p: Point) -> Point { inverse.project(p) }

    /// self ∘ other: `other` first, then this move.
    public func after(_ other: PlaneMove) -> PlaneMove {
        PlaneMove(unchecked: (matrix * other.matrix).normalised, inverse: (other.inverse * inverse).normalised)
    }

    /// The move taking what `b` shows to what this move shows: self ∘ b⁻¹.
    public func relative(to b: PlaneMove) -> PlaneMove {
        PlaneMove(unchecked: (matrix * b.inverse).normalised, inverse: (b.matrix * inverse).normalised)
    }

    /// a + weight × (b − a), entry by entry (moves a pixel or two apart: their mean).
    static func blend(_ a: PlaneMove, _ b: PlaneMove, weight: Double) -> PlaneMove {
        let p = a.matrix, q = b.matrix
        @inline(__always) func mix(_ u: Double, _ v: Double) -> Double { u + weight * (v - u) }
        let mixed = Matrix3(
            mix(p.m0, q.m0), mix(p.m1, q.m1), mix(p.m2, q.m2), mix(p.m3, q.m3), mix(p.m4, q.m4), mix(p.m5, q.m5),
            mix(p.m6, q.m6), mix(p.m7, q.m7), 1)
        return PlaneMove(mixed) ?? a
    }
}
