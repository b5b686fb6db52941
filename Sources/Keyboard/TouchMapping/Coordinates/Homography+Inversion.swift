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
        guard isCalibrated else { throw .singular }
        return try Homography.calibrate(from: target, to: source)
    }

    /// The adjugate inverse of the equilibrated matrix, scaled back; `nil` when it is not finite.
    private func equilibratedInverse() -> Homography? {
        let h = matrix
        var m: InlineArray<9, Double> = [h.m0, h.m1, h.m2, h.m3, h.m4, h.m5, h.m6, h.m7, 1]
        var rows: InlineArray<3, Int> = [0, 0, 0], columns: InlineArray<3, Int> = [0, 0, 0]
        for row in 0..<3 {
            rows[row] = -Self.binade(Swift.max(Swift.max(abs(m[row * 3]), abs(m[row * 3 + 1])), abs(m[row * 3 + 2])))
            for column in 0..<3 { m[row * 3 + column] = Normalisation.scale(m[row * 3 + column], rows[row]) }
        }
        for column in 0..<3 {
            columns[column] = -Self.binade(Swift.max(Swift.max(abs(m[column]), abs(m[3 + column])), abs(m[6 + column])))
            for row in 0..<3 { m[row * 3 + column] = Normalisation.scale(m[row * 3 + column], columns[column]) }
        }
        var inverse = Self.adjugate(m)
        // (R M C)⁻¹ = C⁻¹ M⁻¹ R⁻¹, so M⁻¹ = C (R M C)⁻¹ R: entry (i, j) scales by 2^(columns[i] + rows[j]).
        for i in 0..<3 {
            for j in 0..<3 { inverse[i * 3 + j] = Normalisation.scale(inverse[i * 3 + j], columns[i] + rows[j]) }
        }
        let last = inverse[8]
        guard last != 0, last.isFinite,
            let normalised = Homography(
                scaling: Matrix3(
                    inverse[0], inverse[1], inverse[2], inverse[3], inverse[4], inverse[5], inverse[6], inverse[7],
                    last),
                by: last)
        else { return nil }
        return Homography(unchecked: normalised.matrix, source: target, target: source, calibrated: isCalibrated)
    }

    /// Whether this mapping (an inverse of `forward`) takes `forward`'s targets back to its sources,
    /// or — for a `forward` without points — the images of the unit square's corners back to them.
    private func takesBack(_ forward: Homography) -> Bool {
        let square: Corners = [Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: 1, y: 1), Point(x: 0, y: 1)]
        let sources = forward.isCalibrated ? forward.source : square
        var low = sources[0], high = sources[0]
        for index in 1..<4 {
            let p = sources[index]
            low = Point(x: Swift.min(low.x, p.x), y: Swift.min(low.y, p.y))
            high = Point(x: Swift.max(high.x, p.x), y: Swift.max(high.y, p.y))
        }
        let spread = Swift.max(high.x - low.x, high.y - low.y)
        for index in 0..<4 {
            let s = sources[index], t = forward.isCalibrated ? forward.target[index] : forward.apply(s)
            let back = apply(t)
            guard abs(back.x - s.x) <= 1e-6 * spread, abs(back.y - s.y) <= 1e-6 * spread else { return false }
        }
        return true
    }

    /// The exponent of `value`'s binade (0 for 0 and for non-finite values).
    private static func binade(_ value: Double) -> Int { value > 0 && value.isFinite ? Int(value.exponent) : 0 }

    /// The adjugate of a 3 × 3 matrix (row-major).
    private static func adjugate(_ h: InlineArray<9, Double>) -> InlineArray<9, Double> {
        [
            h[4] * h[8] - h[5] * h[7], h[2] * h[7] - h[1] * h[8], h[1] * h[5] - h[2] * h[4],
            h[5] * h[6] - h[3] * h[8], h[0] * h[8] - h[2] * h[6], h[2] * h[3] - h[0] * h[5],
            h[3] * h[7] - h[4] * h[6], h[1] * h[6] - h[0] * h[7], h[0] * h[4] - h[1] * h[3],
        ]
    }
}
