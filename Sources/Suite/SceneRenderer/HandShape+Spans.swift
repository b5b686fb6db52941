import TouchMapping

extension HandShape {
    /// Columns of pixel row `y` that may be hand (a superset, 2 px wider each side than the shape), or `nil`.
    func handSpan(_ y: Int) -> ClosedRange<Int>? {
        Self.hull(
            Self.merge(
                Self.capsuleSpan(Double(y) + 0.5, fingerStart, fingerEnd, radius),
                second.flatMap { Self.capsuleSpan(Double(y) + 0.5, $0.start, $0.end, radius) }),
            Self.ellipseSpan(Double(y) + 0.5, palmCentre, palmAxes))
    }

    /// Columns of pixel row `y` that may be shadow, as `handSpan`.
    func shadowSpan(_ y: Int) -> ClosedRange<Int>? {
        Self.hull(
            Self.merge(
                Self.capsuleSpan(Double(y) + 0.5, shadowStart, shadowEnd, radius),
                secondShadow.flatMap { Self.capsuleSpan(Double(y) + 0.5, $0.start, $0.end, radius) }),
            Self.ellipseSpan(Double(y) + 0.5, palmShadow, palmAxes))
    }

    /// One range covering both (either may be missing).
    static func merge(_ a: (Double, Double)?, _ b: (Double, Double)?) -> (Double, Double)? {
        guard let a else { return b }
        guard let b else { return a }
        return (Swift.min(a.0, b.0), Swift.max(a.1, b.1))
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
