import TouchMapping

extension PlaneFitter {
    /// RANSAC over the first `count` pairs: samples of four (the pairs `first` lists first, then drawn
    /// by a fixed pseudo-random sequence, so the same pairs give the same fit), each sample's exact
    /// homography scored by the pairs it puts within `tolerance` pixels of their target; the best
    /// sample's pairs are refitted (least squares, then Gauss–Newton on the reprojection error) and
    /// the pairs within the tolerance of that fit kept, twice. Returns the fit and how many pairs it
    /// kept (flagged in `inliers`), `nil` when no sample keeps `minimum` pairs. Draws at most `iterations`
    /// samples, and stops once a sample keeps so many that one all-inlier sample was drawn with
    /// `confidence` (0.995: another draw would find more with under 0.5 % probability).
    func robust(
        from: UnsafePointer<Point>, to: UnsafePointer<Point>, count: Int, tolerance: Double, minimum: Int,
        first: (Int, Int, Int, Int)? = nil, iterations: Int = SheetFitConfig().iterations,
        confidence: Double = SheetFitConfig().confidence
    ) -> (homography: Matrix3, inliers: Int)? {
        let n = Swift.min(count, capacity)
        guard n >= Swift.max(minimum, 4) else { return nil }
        var best = 0, bestError = Double.infinity, random: UInt64 = 0x9E37_79B9_7F4A_7C15
        var limit = iterations, iteration = 0
        while iteration < limit {
            let sample = iteration == 0 ? first ?? Self.draw(n, &random) : Self.draw(n, &random)
            iteration += 1
            guard Self.spread(from, sample), Self.spread(to, sample) else { continue }
            for index in 0..<n { inliers[index] = false }
            (inliers[sample.0], inliers[sample.1], inliers[sample.2], inliers[sample.3]) = (true, true, true, true)
            guard let h = fit(from: from, to: to, count: n, use: inliers.pointer) else { continue }
            let (kept, error) = score(h, from, to, n, tolerance)
            guard kept > best || (kept == best && error < bestError) else { continue }
            (best, bestError) = (kept, error)
            for index in 0..<n { bestInliers[index] = inliers[index] }
            limit = Swift.min(limit, Self.iterationsNeeded(kept: kept, of: n, confidence: confidence))
        }
        guard best >= minimum else { return nil }
        var result: Matrix3?
        for _ in 0..<2 {
            guard let h = fit(from: from, to: to, count: n, use: bestInliers.pointer, refinements: 4) else { break }
            let (kept, _) = score(h, from, to, n, tolerance)
            guard kept >= minimum else { break }
            result = h
            best = kept
            for index in 0..<n { bestInliers[index] = inliers[index] }
        }
        guard let result else { return nil }
        for index in 0..<n { inliers[index] = bestInliers[index] }
        return (result, best)
    }

    /// The pairs `h` puts within `tolerance` of their target (flagged in `inliers`) and their summed
    /// squared error.
    private func score(
        _ h: Matrix3, _ from: UnsafePointer<Point>, _ to: UnsafePointer<Point>, _ n: Int, _ tolerance: Double
    ) -> (kept: Int, error: Double) {
        var kept = 0, error = 0.0
        let limit = tolerance * tolerance
        for index in 0..<n {
            let p = h.project(from[index]), q = to[index]
            let d = (p.x - q.x) * (p.x - q.x) + (p.y - q.y) * (p.y - q.y)
            let inside = d <= limit
            inliers[index] = inside
            if inside { (kept, error) = (kept + 1, error + d) }
        }
        return (kept, error)
    }

    /// Samples needed for a `confidence` chance of one all-inlier sample when `kept` of `n` pairs agree.
    private static func iterationsNeeded(kept: Int, of n: Int, confidence: Double) -> Int {
        let w = Double(kept) / Double(n), all = w * w * w * w
        guard all < 1 else { return 0 }
        guard all > 1e-9 else { return .max }
        return Int((naturalLog(1 - confidence) / naturalLog(1 - all)).rounded(.up))
    }

    /// Four distinct indices below `n` from a xorshift sequence.
    private static func draw(_ n: Int, _ state: inout UInt64) -> (Int, Int, Int, Int) {
        @inline(__always) func next() -> Int {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return Int(state % UInt64(n))
        }
        let a = next()
        var b = next()
        while b == a { b = next() }
        var c = next()
        while c == a || c == b { c = next() }
        var d = next()
        while d == a || d == b || d == c { d = next() }
        return (a, b, c, d)
    }

    /// Whether no three of the four sample points are (nearly) collinear: every triangle they make
    /// has an area of at least 4 square pixels.
    private static func spread(_ points: UnsafePointer<Point>, _ s: (Int, Int, Int, Int)) -> Bool {
        let a = points[s.0], b = points[s.1], c = points[s.2], d = points[s.3]
        @inline(__always) func area(_ p: Point, _ q: Point, _ r: Point) -> Double {
            abs((q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x)) / 2
        }
        return area(a, b, c) >= 4 && area(a, b, d) >= 4 && area(a, c, d) >= 4 && area(b, c, d) >= 4
    }
}
