import TouchMapping

/// Which pixels of one row a hand or its shadow covers, decided by the very tests `isHand` and
/// `isShadow` make for each pixel centre, without making them for every pixel of the row's span.
extension HandShape {
    /// Sets `bit` in `cover[x − low]` for each pixel x in `low…high` of the row at height `py` (its pixel
    /// centres' y) whose centre is in the hand (`shadow` false) or in its shadow (`shadow` true).
    func mark(_ cover: UnsafeMutablePointer<UInt8>, _ low: Int, _ high: Int, _ py: Double, shadow: Bool, _ bit: UInt8) {
        let palm = shadow ? palmShadow : palmCentre
        if let run = Self.ellipseRun(py, palm, palmAxes) {
            let from = Swift.max(run.lowerBound, low), to = Swift.min(run.upperBound, high)
            if from <= to { for x in from...to { cover[x &- low] |= bit } }
        }
        let (start, end) = shadow ? (shadowStart, shadowEnd) : (fingerStart, fingerEnd)
        Self.markCapsule(cover, low, high, py, start, end, radius, bit)
        let other = shadow ? secondShadow : second.map { (start: $0.start, end: $0.end) }
        if let other { Self.markCapsule(cover, low, high, py, other.start, other.end, radius, bit) }
    }

    /// `mark` for one capsule: `inCapsule` for each pixel of its own span (`capsuleSpan` widened as
    /// `hull` widens it: a superset of the pixels it covers by more than a pixel each way).
    static func markCapsule(
        _ cover: UnsafeMutablePointer<UInt8>, _ low: Int, _ high: Int, _ py: Double, _ a: Point, _ b: Point,
        _ radius: Double, _ bit: UInt8
    ) {
        guard let span = hull(capsuleSpan(py, a, b, radius), nil) else { return }
        let from = Swift.max(span.lowerBound, low), to = Swift.min(span.upperBound, high)
        guard from <= to else { return }
        for x in from...to where inCapsule(Point(x: Double(x) + 0.5, y: py), a, b, radius) { cover[x &- low] |= bit }
    }

    /// The pixels of the row at height `py` whose centres `inEllipse` accepts, or `nil`: one run. Along
    /// the row, x − centre.x rounds monotonically, so u = (x − centre.x) / axes.x does and u² falls
    /// then rises, and the rounded u² + v² ≤ 1 holds on one run of pixels, which holds the pixel either
    /// side of the centre (the smallest u²) when it is not empty. Its ends are found by stepping from
    /// `ellipseSpan`'s pixels (a pixel or two off) to where the test itself changes.
    static func ellipseRun(_ py: Double, _ centre: Point, _ axes: (x: Double, y: Double)) -> ClosedRange<Int>? {
        guard axes.x > 0, let guess = hull(ellipseSpan(py, centre, axes), nil) else { return nil }
        @inline(__always) func inside(_ x: Int) -> Bool { inEllipse(Point(x: Double(x) + 0.5, y: py), centre, axes) }
        let near = Int((centre.x - 0.5).rounded(.down))
        guard let seed = (near - 1...near + 2).first(where: inside) else { return nil }
        var high = Swift.max(guess.upperBound, seed), low = Swift.min(guess.lowerBound, seed)
        if inside(high) {
            while inside(high &+ 1) { high &+= 1 }
        } else {
            repeat { high &-= 1 } while !inside(high)
        }
        if inside(low) {
            while inside(low &- 1) { low &-= 1 }
        } else {
            repeat { low &+= 1 } while !inside(low)
        }
        return low...high
    }
}
