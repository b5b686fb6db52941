import KeyboardCore
import Testing
import TouchMapping

/// Calibration judges degeneracy relative to the points' spread, at any scale.
struct CalibrationScaleTests {
    static let unit = [Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: 1, y: 1), Point(x: 0, y: 1)]
    static let quad = [Point(x: 100, y: 120), Point(x: 540, y: 100), Point(x: 600, y: 400), Point(x: 40, y: 420)]

    static func scaled(_ points: [Point], _ scale: Double, offset: Double = 0) -> [Point] {
        points.map { Point(x: $0.x * scale + offset, y: $0.y * scale + offset) }
    }

    static func close(_ a: Point, _ b: Point, relativeTo spread: Double) -> Bool {
        abs(a.x - b.x) <= 1e-9 * spread && abs(a.y - b.y) <= 1e-9 * spread
    }

    @Test(arguments: [1e-100, 1e-170, 1e-300, 1e-6, 1e160, 1e300])
    func scaledSquaresCalibrateBothWays(_ scale: Double) throws {
        let square = Self.scaled(Self.unit, scale)
        let toUnit = try Homography.calibrate(from: square, to: Self.unit)
        let fromUnit = try Homography.calibrate(from: Self.unit, to: square)
        for (s, u) in zip(square, Self.unit) {
            #expect(Self.close(toUnit.apply(s), u, relativeTo: 1))
            #expect(Self.close(fromUnit.apply(u), s, relativeTo: scale))
        }
        #expect(Self.close(toUnit.apply(Point(x: 0.5 * scale, y: 0.25 * scale)), Point(x: 0.5, y: 0.25), relativeTo: 1))
    }

    @Test(arguments: [1e-6, 1e-9, 1e-150])
    func smallPerspectiveQuadsCalibrate(_ scale: Double) throws {
        let small = Self.scaled(Self.quad, scale, offset: 3 * scale)
        let h = try Homography.calibrate(from: small, to: Self.unit)
        for (s, u) in zip(small, Self.unit) { #expect(Self.close(h.apply(s), u, relativeTo: 1)) }
    }

    /// Nearly collinear points either calibrate to a mapping that hits its own four targets (to 1e-6
    /// of their spread), or are refused by name: never a silent large error. (Before calibration was normalised, the
    /// unit square onto three points 1e-11 off a line at scale 1e100 missed by 5.6e-6 of the spread.)
    @Test(arguments: [1e-150, 1e-50, 1, 1e50, 1e100, 1e150])
    func nearlyCollinearPointsAreAccurateOrRefused(_ scale: Double) {
        for epsilon in [1e-3, 1e-5, 1e-7, 1e-9, 1e-10, 1e-11, 1e-12, 1e-13, 1e-15] {
            let shapes = [
                [Point(x: 0, y: 0), Point(x: 1, y: epsilon), Point(x: 2, y: 0), Point(x: 1, y: 1)],
                [Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: 2, y: epsilon), Point(x: 0, y: 1)],
                [Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: 1 + epsilon, y: epsilon), Point(x: 0, y: 2 * epsilon)],
            ]
            for shape in shapes {
                let points = Self.scaled(shape, scale)
                for (from, to) in [(points, Self.unit), (Self.unit, points)] {
                    let spread = to.map { Swift.max(abs($0.x), abs($0.y)) }.max() ?? 1
                    do throws(CoordinateError) {
                        let h = try Homography.calibrate(from: from, to: to)
                        for (s, t) in zip(from, to) {
                            let mapped = h.apply(s)
                            #expect(
                                abs(mapped.x - t.x) <= 1e-6 * spread && abs(mapped.y - t.y) <= 1e-6 * spread,
                                "ε \(epsilon) scale \(scale)")
                        }
                    } catch {
                        switch error {
                        case .collinearPoints, .repeatedPoints, .singular: break
                        default: Issue.record("ε \(epsilon) scale \(scale): \(error)")
                        }
                    }
                }
            }
        }
    }
}
