import TouchMapping

/// A similarity of the image plane (rotation, uniform scale, shift): x' = a·x − b·y + tx,
/// y' = b·x + a·y + ty — the model of OpenCV's `estimateAffinePartial2D`. A value: applying and fitting
/// allocate nothing.
public struct Similarity: Hashable, Sendable {
    /// The rotation–scale pair and the shift.
    public var a: Double, b: Double, tx: Double, ty: Double

    /// A similarity from its four numbers.
    public init(a: Double, b: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.tx = tx
        self.ty = ty
    }

    /// No move.
    public static let identity = Similarity(a: 1, b: 0, tx: 0, ty: 0)

    /// The image of `p`.
    @inline(__always) public func apply(_ p: Point) -> Point {
        Point(x: a * p.x - b * p.y + tx, y: b * p.x + a * p.y + ty)
    }

    /// The point whose image is `p` (the identity's for a degenerate similarity).
    @inline(__always) public func invert(_ p: Point) -> Point {
        let scale = a * a + b * b
        guard scale > 1e-12 else { return p }
        let x = p.x - tx, y = p.y - ty
        return Point(x: (a * x + b * y) / scale, y: (-b * x + a * y) / scale)
    }

    /// The rotation in degrees.
    public var degrees: Double { atan2Degrees(b, a) }

    /// The uniform scale.
    public var scale: Double { (a * a + b * b).squareRoot() }

    /// The least-squares similarity taking `from[i]` to `to[i]` for the first `count` pairs (at least
    /// two distinct points); `nil` when they are too few or coincide.
    static func fit(from: UnsafePointer<Point>, to: UnsafePointer<Point>, count: Int) -> Similarity? {
        guard count >= 2 else { return nil }
        var (px, py, qx, qy) = (0.0, 0.0, 0.0, 0.0)
        for i in 0..<count {
            (px, py, qx, qy) = (px + from[i].x, py + from[i].y, qx + to[i].x, qy + to[i].y)
        }
        let n = Double(count)
        (px, py, qx, qy) = (px / n, py / n, qx / n, qy / n)
        var (dot, cross, norm) = (0.0, 0.0, 0.0)
        for i in 0..<count {
            let ux = from[i].x - px, uy = from[i].y - py, vx = to[i].x - qx, vy = to[i].y - qy
            dot += ux * vx + uy * vy
            cross += ux * vy - uy * vx
            norm += ux * ux + uy * uy
        }
        guard norm > 1e-9 else { return nil }
        let a = dot / norm, b = cross / norm
        return Similarity(a: a, b: b, tx: qx - (a * px - b * py), ty: qy - (b * px + a * py))
    }
}

/// atan2 in degrees without Foundation (a series after reduction; error below 1e-9 degrees).
func atan2Degrees(_ y: Double, _ x: Double) -> Double {
    guard x != 0 else { return y > 0 ? 90 : y < 0 ? -90 : 0 }
    let swap = abs(y) > abs(x)
    let t = swap ? x / y : y / x
    // atan(t) for |t| ≤ 1: reduce once more with atan(t) = 2·atan(t / (1 + √(1 + t²))).
    let u = t / (1 + (1 + t * t).squareRoot())
    var term = u, sum = 0.0
    for k in stride(from: 1.0, through: 61, by: 2) {
        sum += term / k
        term *= -u * u
    }
    var angle = 2 * sum
    if swap { angle = (t >= 0 ? Double.pi / 2 : -Double.pi / 2) - angle }
    if x < 0 { angle += y >= 0 ? Double.pi : -Double.pi }
    return angle * 180 / Double.pi
}
