/// Inverting a homography at any scale.
extension Homography {
    /// The inverse mapping; throws `.singular` when there is none (or none accurate in double precision).
    ///
    /// The adjugate is taken of the matrix equilibrated by exact powers of two (every row, then every
    /// column, scaled to a largest entry near 1), so no product over- or underflows — a mapping from
    /// pixels to points near 1e-161 has entries whose plain cofactors underflow to subnormals. The
    /// result is then checked on the points the mapping was calibrated from (it must take each target
    /// back to its source within 1e-6 of the sources' spread; a mapping without points is checked on
    /// the unit square's corners); when that check fails the inverse is calibrated from the same
    /// points the other way round — normalised and checked like any calibration — or `.singular`.
    public func inverted() throws(CoordinateError) -> Homography {
        if let inverse = equilibratedInverse(), inverse.takesBack(self) { return inverse }
        guard source.count == 4 else { throw .singular }
        return try Homography.calibrate(from: target, to: source)
    }

    /// The adjugate inverse of the equilibrated matrix, scaled back; `nil` when it is not finite.
    private func equilibratedInverse() -> Homography? {
        var m = entries + [1]
        var rows = [0, 0, 0], columns = [0, 0, 0]
        for row in 0..<3 {
            rows[row] = -Self.binade((0..<3).map { abs(m[row * 3 + $0]) }.max() ?? 0)
            for column in 0..<3 { m[row * 3 + column] = Normalisation.scale(m[row * 3 + column], rows[row]) }
        }
        for column in 0..<3 {
            columns[column] = -Self.binade((0..<3).map { abs(m[$0 * 3 + column]) }.max() ?? 0)
            for row in 0..<3 { m[row * 3 + column] = Normalisation.scale(m[row * 3 + column], columns[column]) }
        }
        var inverse = Self.adjugate(m)
        // (R M C)⁻¹ = C⁻¹ M⁻¹ R⁻¹, so M⁻¹ = C (R M C)⁻¹ R: entry (i, j) scales by 2^(columns[i] + rows[j]).
        for i in 0..<3 {
            for j in 0..<3 { inverse[i * 3 + j] = Normalisation.scale(inverse[i * 3 + j], columns[i] + rows[j]) }
        }
        let last = inverse[8]
        guard last != 0, last.isFinite else { return nil }
        let normalised = inverse.prefix(8).map { $0 / last }
        guard normalised.allSatisfy(\.isFinite) else { return nil }
        return Homography(unchecked: Array(normalised), source: target, target: source)
    }

    /// Whether this mapping (an inverse of `forward`) takes `forward`'s targets back to its sources,
    /// or — for a `forward` without points — the images of the unit square's corners back to them.
    private func takesBack(_ forward: Homography) -> Bool {
        let sources =
            forward.source.count == 4
            ? forward.source : [Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: 1, y: 1), Point(x: 0, y: 1)]
        let targets = forward.source.count == 4 ? forward.target : sources.map(forward.apply)
        let xs = sources.map(\.x), ys = sources.map(\.y)
        let spread = Swift.max((xs.max() ?? 0) - (xs.min() ?? 0), (ys.max() ?? 0) - (ys.min() ?? 0))
        return zip(targets, sources).allSatisfy { t, s in
            let back = apply(t)
            return abs(back.x - s.x) <= 1e-6 * spread && abs(back.y - s.y) <= 1e-6 * spread
        }
    }

    /// The exponent of `value`'s binade (0 for 0 and for non-finite values).
    private static func binade(_ value: Double) -> Int { value > 0 && value.isFinite ? Int(value.exponent) : 0 }

    /// The adjugate of a 3 × 3 matrix (row-major).
    private static func adjugate(_ h: [Double]) -> [Double] {
        [
            h[4] * h[8] - h[5] * h[7], h[2] * h[7] - h[1] * h[8], h[1] * h[5] - h[2] * h[4],
            h[5] * h[6] - h[3] * h[8], h[0] * h[8] - h[2] * h[6], h[2] * h[3] - h[0] * h[5],
            h[3] * h[7] - h[4] * h[6], h[1] * h[6] - h[0] * h[7], h[0] * h[4] - h[1] * h[3],
        ]
    }
}
