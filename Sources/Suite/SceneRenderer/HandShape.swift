import TouchMapping

/// A hand seen from above, pointing up the image: an index finger (a capsule of radius `radius`
/// from its tip's centre down to the knuckle) and the palm (an ellipse below). Its shadow is the same
/// shape cast along `direction` by each part's height: the finger rises with `slope` from the tip, so
/// at contact the shadow meets the finger at the tip and opens away from it.
struct HandShape {
    let tip: Point, height: Double
    let radius: Double, length: Double
    let palmCentre: Point, palmAxes: (x: Double, y: Double)
    /// A second finger: its axis from the tip's cap centre to its base on the palm, and its tip's height.
    let second: (start: Point, end: Point, height: Double)?
    /// The finger's axis, from its tip's cap centre to the knuckle.
    let fingerStart: Point, fingerEnd: Point
    /// The shadow's finger axis and palm centre: the parts cast by their heights.
    let shadowStart: Point, shadowEnd: Point, palmShadow: Point
    /// The second finger's shadow: its axis cast by the heights along it.
    let secondShadow: (start: Point, end: Point)?
    static let direction = (x: 0.8, y: -0.6)
    static let slope = 0.5

    init(
        tip: Point, height: Double, scale: Double, second: (tip: Point, height: Double, converges: Bool)? = nil
    ) {
        self.tip = tip
        self.height = height
        radius = 8 * scale
        length = 110 * scale
        palmCentre = Point(x: tip.x + 8 * scale, y: tip.y + radius + length + 38 * scale)
        palmAxes = (44 * scale, 48 * scale)
        let (palm, radius) = (palmCentre, radius)
        self.second = second.map { finger in
            // Its base on the palm's upper part: held beside the typing finger, parallel to it; spread to
            // press a key of its own, half as far to the side as its tip (the fingers converge).
            let side = finger.converges ? (finger.tip.x - tip.x) / 2 : finger.tip.x - tip.x
            let base = Point(x: tip.x + side, y: palm.y - 30 * scale)
            let dx = base.x - finger.tip.x, dy = base.y - finger.tip.y, run = (dx * dx + dy * dy).squareRoot()
            let start = Point(x: finger.tip.x + dx / run * radius, y: finger.tip.y + dy / run * radius)
            return (start, base, finger.height)
        }
        // Made once here: the pixel tests read them for every pixel of the hand's and the shadow's boxes.
        fingerStart = Point(x: tip.x, y: tip.y + radius)
        fingerEnd = Point(x: tip.x, y: tip.y + radius + length)
        shadowStart = Self.cast(fingerStart, lift: height)
        shadowEnd = Self.cast(fingerEnd, lift: height + Self.slope * length)
        palmShadow = Self.cast(palmCentre, lift: height + Self.slope * length + 10 * radius / 8)
        secondShadow = self.second.map { finger in
            let run = finger.start.distance(to: finger.end)
            return (
                Self.cast(finger.start, lift: finger.height),
                Self.cast(finger.end, lift: finger.height + Self.slope * run)
            )
        }
    }

    /// The offset of a part `lift` above the surface.
    static func cast(_ point: Point, lift: Double) -> Point {
        Point(x: point.x + lift * direction.x, y: point.y + lift * direction.y)
    }

    func isHand(_ p: Point) -> Bool {
        Self.inCapsule(p, fingerStart, fingerEnd, radius) || Self.inEllipse(p, palmCentre, palmAxes)
            || second.map { Self.inCapsule(p, $0.start, $0.end, radius) } ?? false
    }
    /// The fingernail: the finger's far end, from its tip down 1.5 radii, 0.7 radii either side of its axis.
    func isNail(_ p: Point) -> Bool {
        p.y <= tip.y + 1.5 * radius && abs(p.x - tip.x) <= 0.7 * radius
    }
    func isShadow(_ p: Point) -> Bool {
        Self.inCapsule(p, shadowStart, shadowEnd, radius) || Self.inEllipse(p, palmShadow, palmAxes)
            || secondShadow.map { Self.inCapsule(p, $0.start, $0.end, radius) } ?? false
    }

    /// Pixel boxes (inclusive) of the hand and of its shadow.
    var handBox: (Int, Int, Int, Int) {
        union(Self.box(fingerStart, fingerEnd, radius, palmCentre, palmAxes), second.map { ($0.start, $0.end) })
    }
    var shadowBox: (Int, Int, Int, Int) {
        union(Self.box(shadowStart, shadowEnd, radius, palmShadow, palmAxes), secondShadow)
    }

    /// `box` grown to hold the second finger's capsule (`segment`, this hand's radius), if any.
    func union(_ box: (Int, Int, Int, Int), _ segment: (start: Point, end: Point)?) -> (Int, Int, Int, Int) {
        guard let segment else { return box }
        let other = Self.box(segment.start, segment.end, radius, segment.start, (radius, radius))
        return (
            Swift.min(box.0, other.0), Swift.min(box.1, other.1), Swift.max(box.2, other.2), Swift.max(box.3, other.3)
        )
    }

    static func box(_ a: Point, _ b: Point, _ radius: Double, _ palm: Point, _ axes: (x: Double, y: Double)) -> (
        Int, Int, Int, Int
    ) {
        let minX = Swift.min(a.x, b.x) - radius, maxX = Swift.max(a.x, b.x) + radius
        let minY = Swift.min(a.y, b.y) - radius, maxY = Swift.max(a.y, b.y) + radius
        return (
            Int(Swift.min(minX, palm.x - axes.x)) - 1, Int(Swift.min(minY, palm.y - axes.y)) - 1,
            Int(Swift.max(maxX, palm.x + axes.x)) + 1, Int(Swift.max(maxY, palm.y + axes.y)) + 1
        )
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
