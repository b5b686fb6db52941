import Testing
import TouchMapping

@testable import VisionPipeline

/// A print point's match (`PrintPoints.find`) is the exhaustive search's: the smallest zero-mean
/// absolute difference over every offset of the window (the first in row order), refined by the same
/// parabolas, or none when it is above the match's ceiling or on the window's edge. The search's order
/// of rows and its bounds only make it stop early on offsets that are no match.
@Suite struct PrintMatchTests {
    static let (width, height) = (160, 120)

    /// A gray print: lines, blobs and a ramp, so that patches have structure in both directions.
    static func print(_ x: Int, _ y: Int) -> Int {
        var value = 200 - x / 4
        if x % 13 < 2 || y % 11 == 0 { value -= 120 }
        if (x / 7 + y / 5) % 3 == 0 { value -= 40 }
        return Swift.max(0, Swift.min(255, value))
    }

    /// The points calibrated on the print, and the tracker's print points.
    static func calibrated() -> (PrintPoints, [Point]) {
        let points = PrintPoints(SheetFitConfig(), width: 640)
        let luma: [UInt8] = (0..<(width * height)).map { (index: Int) -> UInt8 in
            UInt8(print(index % width, index / width))
        }
        var candidates: [Point] = (0..<points.capacity).map { (index: Int) -> Point in
            let column = Double(40 + (index % 6) * 16), row = Double(36 + (index / 6) * 12)
            return Point(x: column + 0.3, y: row + 0.6)
        }
        let count = candidates.count
        luma.withUnsafeBufferPointer { luma in
            candidates.withUnsafeMutableBufferPointer {
                points.calibrate($0.baseAddress!, count: count, luma: luma.baseAddress!, width: width, height: height)
            }
        }
        return (points, (0..<points.count).map { points.calibrated[$0] })
    }

    /// A gray RGBA frame of the print shifted by (`dx`, `dy`), with noise of up to ±`noise` levels and a
    /// flat "hand" of level 150 over `covered`.
    static func frame(dx: Int, dy: Int, noise: Int, seed: UInt64, covered: ClosedRange<Int>? = nil) -> [UInt8] {
        var state = seed
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                let jitter = noise == 0 ? 0 : Int(state >> 33) % (2 * noise + 1) - noise
                var value = print(x - dx, y - dy) + jitter
                if let covered, covered.contains(x) { value = 150 }
                let level = UInt8(Swift.max(0, Swift.min(255, value)))
                for channel in 0..<3 { pixels[(y * width + x) * 4 + channel] = level }
            }
        }
        return pixels
    }

    /// The exhaustive search for point `index` (centred on `point`) near `expected` in `frame`'s luma.
    static func exhaustive(
        _ points: PrintPoints, _ point: Point, near expected: Point, in frame: [UInt8]
    ) -> Point? {
        let (radius, reach) = (points.radius, points.reach), side = 2 * radius + 1
        let luma = { (x: Int, y: Int) in Int32(frame[(y * width + x) * 4]) }
        let px = Int(point.x), py = Int(point.y)
        var patch = [Int32](), sum: Int32 = 0
        for dy in -radius...radius { for dx in -radius...radius { sum += Int32(print(px + dx, py + dy)) } }
        let mean = sum / Int32(side * side)
        for dy in -radius...radius {
            for dx in -radius...radius { patch.append(Int32(print(px + dx, py + dy)) - mean) }
        }
        let contrast = patch.reduce(0) { $0 + abs($1) }
        let cx = Int(expected.x.rounded(.down)), cy = Int(expected.y.rounded(.down))
        func cost(_ ox: Int, _ oy: Int) -> Int32 {
            var total: Int32 = 0
            for y in 0..<side {
                for x in 0..<side { total += luma(cx - reach + ox + x - radius, cy - reach + oy + y - radius) }
            }
            let windowMean = total / Int32(side * side)
            var difference: Int32 = 0
            for y in 0..<side {
                for x in 0..<side {
                    let value = luma(cx - reach + ox + x - radius, cy - reach + oy + y - radius)
                    difference += abs(value - windowMean - patch[y * side + x])
                }
            }
            return difference
        }
        var (best, bestX, bestY) = (Int32.max, 0, 0)
        for oy in 0...(2 * reach) {
            for ox in 0...(2 * reach) where cost(ox, oy) < best { (best, bestX, bestY) = (cost(ox, oy), ox, oy) }
        }
        let ceiling = Int32(clamping: Int((points.matchShare * Double(contrast)).rounded(.down)))
        guard best <= ceiling, bestX > 0, bestY > 0, bestX < 2 * reach, bestY < 2 * reach else { return nil }
        func vertex(_ left: Int32, _ centre: Int32, _ right: Int32) -> Double {
            let curvature = Double(left) - 2 * Double(centre) + Double(right)
            return curvature > 0 ? 0.5 * Double(left - right) / curvature : 0
        }
        let dx = vertex(cost(bestX - 1, bestY), best, cost(bestX + 1, bestY))
        let dy = vertex(cost(bestX, bestY - 1), best, cost(bestX, bestY + 1))
        let offset = (x: Double(bestX - reach) + dx, y: Double(bestY - reach) + dy)
        return Point(x: Double(cx) + offset.x + 0.5, y: Double(cy) + offset.y + 0.5)
    }

    /// Every point of frames shifted, noisy and partly covered is found where the exhaustive search finds it.
    @Test(arguments: [
        (0, 0, 0, false), (2, -1, 3, false), (-4, 3, 6, false), (5, 5, 2, false), (1, -2, 4, true), (7, 0, 3, false),
    ])
    func findIsTheExhaustiveSearch(dx: Int, dy: Int, noise: Int, covered: Bool) throws {
        let (points, calibrated) = Self.calibrated()
        #expect(points.count == points.capacity)
        let frame = Self.frame(
            dx: dx, dy: dy, noise: noise, seed: UInt64(200 + dx * 31 + dy), covered: covered ? 60...100 : nil)
        let layout = try FrameLayout(width: Self.width, height: Self.height)
        let corrections = (0..<768).map { UInt8($0 % 256) }
        var found = 0
        for (index, point) in calibrated.enumerated() {
            let expected = Point(x: point.x + 0.4, y: point.y - 0.3)
            let seen = frame.withUnsafeBufferPointer { frame in
                corrections.withUnsafeBufferPointer {
                    points.find(index, near: expected, in: frame.baseAddress!, layout, corrections: $0.baseAddress!)
                }
            }
            let truth = Self.exhaustive(points, point, near: expected, in: frame)
            #expect(
                seen == truth, "point \(index) at \(point): \(String(describing: seen)) vs \(String(describing: truth))"
            )
            if seen != nil { found += 1 }
        }
        // Not a vacuous agreement: most points are matched, and a covered band or a shift beyond the
        // window loses some.
        #expect(found >= (abs(dx) > points.reach ? 0 : covered ? 1 : calibrated.count / 2))
    }
}
