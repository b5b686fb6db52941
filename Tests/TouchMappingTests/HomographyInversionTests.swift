import KeyboardCore
import Testing
import TouchMapping

/// `Homography.inverted()` is normalised like calibration and checked on the points the mapping came
/// from: at any pair of scales it is as right as calibrating the other way, or it throws.
struct HomographyInversionTests {
    static let quad = [Point(x: 100, y: 120), Point(x: 540, y: 100), Point(x: 600, y: 400), Point(x: 40, y: 420)]
    static let sheet = [Point(x: 0.05, y: 0.1), Point(x: 0.95, y: 0.08), Point(x: 0.9, y: 0.93), Point(x: 0.1, y: 0.9)]

    static func scaled(_ points: [Point], _ scale: Double) -> [Point] {
        points.map { Point(x: $0.x * scale, y: $0.y * scale) }
    }

    static func spread(_ points: [Point]) -> Double {
        let xs = points.map(\.x), ys = points.map(\.y)
        return Swift.max((xs.max() ?? 0) - (xs.min() ?? 0), (ys.max() ?? 0) - (ys.min() ?? 0))
    }

    /// Whether `h` maps every `source[i]` within 1e-6 of the targets' spread of `target[i]`.
    static func maps(_ h: Homography, _ source: [Point], onto target: [Point]) -> Bool {
        let tolerance = 1e-6 * spread(target)
        return zip(source, target).allSatisfy { s, t in
            let mapped = h.apply(s)
            return abs(mapped.x - t.x) <= tolerance && abs(mapped.y - t.y) <= tolerance
        }
    }

    @Test func pixelsToPointsNear1eMinus161InvertCorrectly() throws {
        let target = Self.scaled(Self.sheet, 1e-161)
        let h = try Homography.calibrate(from: Self.quad, to: target)
        let inverse = try h.inverted()
        #expect(
            Self.maps(inverse, target, onto: Self.quad),
            "dst[2] maps to \(inverse.apply(target[2])), not \(Self.quad[2])")
    }

    @Test func scalePairsFrom1eMinus300To1e300InvertLikeTheReverseCalibration() {
        var checked = 0, wrong: [String] = [], refused: [String] = []
        for sourceExponent in stride(from: -300, through: 300, by: 20) {
            for targetExponent in stride(from: -300, through: 300, by: 20) {
                let source = Self.scaled(Self.quad, Double("1e\(sourceExponent)") ?? 1)
                let target = Self.scaled(Self.sheet, Double("1e\(targetExponent)") ?? 1)
                guard let h = try? Homography.calibrate(from: source, to: target) else { continue }
                let reverse = try? Homography.calibrate(from: target, to: source)
                checked += 1
                do {
                    let inverse = try h.inverted()
                    if !Self.maps(inverse, target, onto: source) {
                        wrong.append("1e\(sourceExponent) → 1e\(targetExponent)")
                    }
                } catch {
                    if reverse != nil { refused.append("1e\(sourceExponent) → 1e\(targetExponent)") }
                }
            }
        }
        #expect(checked > 500, "only \(checked) calibrations succeeded")
        #expect(wrong.isEmpty, "silently wrong inverses: \(wrong.count) of \(checked), e.g. \(wrong.prefix(5))")
        #expect(
            refused.isEmpty,
            "refused though the reverse calibration exists: \(refused.count) of \(checked), e.g. \(refused.prefix(5))")
    }

    @Test func aMatrixWithoutCalibrationPointsIsInvertedAndChecked() throws {
        let identity = try Homography.identity.inverted()
        #expect(Self.maps(identity, Self.quad, onto: Self.quad))
        let h = try Homography.calibrate(from: Self.quad, to: Self.sheet)
        let twice = try h.inverted().inverted()
        #expect(Self.maps(twice, Self.quad, onto: Self.sheet))
    }
}
