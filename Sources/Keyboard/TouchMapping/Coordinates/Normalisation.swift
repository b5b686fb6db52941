/// Moves points to their centroid and scales them to a spread (largest coordinate deviation) of 1,
/// via an exact power-of-two pre-scale so that neither 1e-300 nor 1e300 over- or underflows.
struct Normalisation {
    /// The pre-scale's power of two: points are first multiplied by 2^`exponent`.
    let exponent: Int
    /// The pre-scaled points' centroid and largest deviation from it.
    let centre: Point, deviation: Double

    /// Throws `.repeatedPoints(0, 1)` when all points coincide (no spread to scale by).
    init(_ points: Homography.Corners) throws(CoordinateError) {
        var largest = Swift.max(abs(points[0].x), abs(points[0].y))
        for index in 1..<4 { largest = Swift.max(largest, Swift.max(abs(points[index].x), abs(points[index].y))) }
        let exponent = largest > 0 ? -Int(largest.exponent) : 0
        var scaled = points
        for index in 0..<4 {
            scaled[index] = Point(x: Self.scale(points[index].x, exponent), y: Self.scale(points[index].y, exponent))
        }
        var sum = (x: 0.0, y: 0.0)
        for index in 0..<4 { sum = (sum.x + scaled[index].x, sum.y + scaled[index].y) }
        let centre = Point(x: sum.x / 4, y: sum.y / 4)
        var deviation = 0.0
        for index in 0..<4 {
            let away = Swift.max(abs(scaled[index].x - centre.x), abs(scaled[index].y - centre.y))
            deviation = index == 0 ? away : Swift.max(deviation, away)
        }
        guard deviation > 0 else { throw .repeatedPoints(0, 1) }
        (self.exponent, self.centre, self.deviation) = (exponent, centre, deviation)
    }

    /// `value` × 2^`exponent`, exactly when representable.
    static func scale(_ value: Double, _ exponent: Int) -> Double {
        Double(sign: .plus, exponent: exponent, significand: value)
    }

    /// The original points' spread: the largest deviation, in their own units.
    var spread: Double { Self.scale(deviation, -exponent) }

    /// `point` normalised.
    func apply(_ point: Point) -> Point {
        Point(
            x: (Self.scale(point.x, exponent) - centre.x) / deviation,
            y: (Self.scale(point.y, exponent) - centre.y) / deviation)
    }

    /// The normalisation as a 3 × 3 matrix.
    var matrix: Matrix3 {
        let factor = Self.scale(1, exponent) / deviation
        return Matrix3(factor, 0, -centre.x / deviation, 0, factor, -centre.y / deviation, 0, 0, 1)
    }

    /// Its inverse: normalised → original.
    var inverseMatrix: Matrix3 {
        let factor = Self.scale(deviation, -exponent)
        return Matrix3(factor, 0, Self.scale(centre.x, -exponent), 0, factor, Self.scale(centre.y, -exponent), 0, 0, 1)
    }
}
