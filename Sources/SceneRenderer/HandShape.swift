import TouchMapping

/// A hand seen from above, pointing up the image: an index finger (a capsule of radius `radius`
/// from its tip's centre down to the knuckle) and the palm (an ellipse below). Its shadow is the same
/// shape cast along `direction` by each part's height: the finger rises with `slope` from the tip, so
/// at contact the shadow meets the finger at the tip and opens away from it.
struct HandShape {
    let tip: Point, height: Double
    let radius: Double, length: Double
    let palmCentre: Point, palmAxes: (x: Double, y: Double)
    static let direction = (x: 0.8, y: -0.6)
    static let slope = 0.5

    init(tip: Point, height: Double, scale: Double) {
        self.tip = tip
        self.height = height
        radius = 8 * scale
        length = 110 * scale
        palmCentre = Point(x: tip.x + 8 * scale, y: tip.y + radius + length + 38 * scale)
        palmAxes = (44 * scale, 48 * scale)
    }

    var fingerStart: Point { Point(x: tip.x, y: tip.y + radius) }
    var fingerEnd: Point { Point(x: tip.x, y: tip.y + radius + length) }

    /// The offset of a part `lift` above the surface.
    func cast(_ point: Point, lift: Double) -> Point {
        Point(x: point.x + lift * Self.direction.x, y: point.y + lift * Self.direction.y)
    }

    var shadowStart: Point { cast(fingerStart, lift: height) }
    var shadowEnd: Point { cast(fingerEnd, lift: height + Self.slope * length) }
    var palmShadow: Point { cast(palmCentre, lift: height + Self.slope * length + 10 * radius / 8) }

    func isHand(_ p: Point) -> Bool { Self.inCapsule(p, fingerStart, fingerEnd, radius) || Self.inEllipse(p, palmCentre, palmAxes) }
    func isShadow(_ p: Point) -> Bool { Self.inCapsule(p, shadowStart, shadowEnd, radius) || Self.inEllipse(p, palmShadow, palmAxes) }

    /// Pixel boxes (inclusive) of the hand and of its shadow.
    var handBox: (Int, Int, Int, Int) { Self.box(fingerStart, fingerEnd, radius, palmCentre, palmAxes) }
    var shadowBox: (Int, Int, Int, Int) { Self.box(shadowStart, shadowEnd, radius, palmShadow, palmAxes) }

    static func box(_ a: Point, _ b: Point, _ radius: Double, _ palm: Point, _ axes: (x: Double, y: Double)) -> (Int, Int, Int, Int) {
        let minX = Swift.min(a.x, b.x) - radius, maxX = Swift.max(a.x, b.x) + radius
        let minY = Swift.min(a.y, b.y) - radius, maxY = Swift.max(a.y, b.y) + radius
        return (Int(Swift.min(minX, palm.x - axes.x)) - 1, Int(Swift.min(minY, palm.y - axes.y)) - 1,
                Int(Swift.max(maxX, palm.x + axes.x)) + 1, Int(Swift.max(maxY, palm.y + axes.y)) + 1)
    }

    static func inCapsule(_ p: Point, _ a: Point, _ b: Point, _ radius: Double) -> Bool {
        let abx = b.x - a.x, aby = b.y - a.y, apx = p.x - a.x, apy = p.y - a.y
        let length2 = abx * abx + aby * aby
        let t = length2 > 0 ? Swift.min(Swift.max((apx * abx + apy * aby) / length2, 0), 1) : 0
        let dx = apx - t * abx, dy = apy - t * aby
        return dx * dx + dy * dy <= radius * radius
    }

    static func inEllipse(_ p: Point, _ centre: Point, _ axes: (x: Double, y: Double)) -> Bool {
        let u = (p.x - centre.x) / axes.x, v = (p.y - centre.y) / axes.y
        return u * u + v * v <= 1
    }
}

extension HandShape {
    /// Columns of pixel row `y` that may be hand (a superset, 2 px wider each side than the shape), or `nil`.
    func handSpan(_ y: Int) -> ClosedRange<Int>? {
        Self.hull(Self.capsuleSpan(Double(y) + 0.5, fingerStart, fingerEnd, radius), Self.ellipseSpan(Double(y) + 0.5, palmCentre, palmAxes))
    }

    /// Columns of pixel row `y` that may be shadow, as `handSpan`.
    func shadowSpan(_ y: Int) -> ClosedRange<Int>? {
        Self.hull(Self.capsuleSpan(Double(y) + 0.5, shadowStart, shadowEnd, radius), Self.ellipseSpan(Double(y) + 0.5, palmShadow, palmAxes))
    }

    /// The x range of a capsule on the line at height `py`: a point within `radius` of the segment has a
    /// segment point within `radius` of it in y and in x. Widened by a pixel against rounding.
    static func capsuleSpan(_ py: Double, _ a: Point, _ b: Point, _ radius: Double) -> (Double, Double)? {
        let low = py - radius - 1, high = py + radius + 1, dy = b.y - a.y
        var t0 = 0.0, t1 = 1.0
        if dy == 0 {
            guard a.y >= low, a.y <= high else { return nil }
        } else {
            let ta = (low - a.y) / dy, tb = (high - a.y) / dy
            (t0, t1) = (Swift.max(Swift.min(ta, tb), 0), Swift.min(Swift.max(ta, tb), 1))
            guard t0 <= t1 else { return nil }
        }
        let x0 = a.x + (b.x - a.x) * t0, x1 = a.x + (b.x - a.x) * t1
        return (Swift.min(x0, x1) - radius, Swift.max(x0, x1) + radius)
    }

    /// The x range of an ellipse on the line at height `py` (its test's own `v`; nothing when v² > 1).
    static func ellipseSpan(_ py: Double, _ centre: Point, _ axes: (x: Double, y: Double)) -> (Double, Double)? {
        let v = (py - centre.y) / axes.y
        guard v * v <= 1 else { return nil }
        let half = axes.x * (1 - v * v).squareRoot()
        return (centre.x - half, centre.x + half)
    }

    /// The pixel columns (centres at x + 0.5) covering both ranges, 2 px wider each side.
    static func hull(_ a: (Double, Double)?, _ b: (Double, Double)?) -> ClosedRange<Int>? {
        guard let range = a ?? b else { return nil }
        let other = b ?? range
        let low = Swift.min(range.0, other.0), high = Swift.max(range.1, other.1)
        guard low.isFinite, high.isFinite, abs(low) < 1e9, abs(high) < 1e9 else { return nil }
        return (Int((low - 0.5).rounded(.down)) - 2)...(Int((high - 0.5).rounded(.up)) + 2)
    }
}
