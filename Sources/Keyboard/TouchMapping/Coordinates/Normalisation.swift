/// Moves points to their centroid and scales them to a spread (largest coordinate deviation) of 1,
/// via an exact power-of-two pre-scale so that neither 1e-300 nor 1e300 over- or underflows.
struct Normalisation {
    /// The pre-scale's power of two: points are first multiplied by 2^`exponent`.
    let exponent: Int
    /// The pre-scaled points' centroid and largest deviation from it.
    let centre: Point, deviation: Double

    /// Throws `.repeatedPoints(0, 1)` when all points coincide (no spread to scale by).
    init(_ points: [Point]) throws(CoordinateError) {
        let largest = points.map { Swift.max(abs($0.x), abs($0.y)) }.max() ?? 0
        let exponent = largest > 0 ? -Int(largest.exponent) : 0
        let scaled = points.map { Point(x: Self.scale($0.x, exponent), y: Self.scale($0.y, exponent)) }
        let count = Double(scaled.count)
        let centre = Point(x: scaled.map(\.x).reduce(0, +) / count, y: scaled.map(\.y).reduce(0, +) / count)
        let deviation = scaled.map { Swift.max(abs($0.x - centre.x), abs($0.y - centre.y)) }.max() ?? 0
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

    /// The normalisation as a 3 × 3 matrix (row-major).
    var matrix: [Double] {
        let factor = Self.scale(1, exponent) / deviation
        return [factor, 0, -centre.x / deviation, 0, factor, -centre.y / deviation, 0, 0, 1]
    }

    /// Its inverse: normalised → original.
    var inverseMatrix: [Double] {
        let factor = Self.scale(deviation, -exponent)
        return [factor, 0, Self.scale(centre.x, -exponent), 0, factor, Self.scale(centre.y, -exponent), 0, 0, 1]
    }
}
