import FuzzSupport
import KeyboardCore
import TouchMapping

/// Extremes as fuzz properties: layouts spanning very different magnitudes, keys at
/// subnormal scales, many keys beside a tiny one with an infinite reach (bounded filing), calibration
/// at any power-of-two scale, and printed keyboards for any camera and gap.
extension TouchProbe {
    static func extremes(_ input: inout FuzzBytes) throws(FuzzFinding) {
        switch input.byte() % 5 {
        case 0: try mixedMagnitudes(&input)
        case 1: try subnormalRow(&input)
        case 2: try manyKeys(&input)
        case 3: try scaledCalibration(&input)
        default: try printedKeyboard(&input)
        }
    }

    /// A whole number in `0..<count` from two bytes (`FuzzBytes.index(below:)` reads one).
    static func wideIndex(_ input: inout FuzzBytes, below count: Int) -> Int {
        (Int(input.byte()) << 8 | Int(input.byte())) % count
    }

    static func frames(_ rects: [Rect]) -> LayoutFrames {
        let keys = rects.enumerated().map { index, rect in
            KeyFrame(
                key: KeyDefinition(id: "k\(index)", output: "k", label: "k", kind: .character, width: .unit),
                row: 0, frame: rect, hitRegion: rect)
        }
        return LayoutFrames(bounds: Rect(x: 0, y: 0, width: 10, height: 10), keys: keys)
    }

    /// The three locators' answers at `point`: all equal to `expected`.
    static func expectAll(_ frames: LayoutFrames, _ point: Point, _ distance: Double, _ expected: Int?, _ what: String)
        throws(FuzzFinding)
    {
        let answers = [
            LinearScanLocator(frames: frames, searchDistance: distance).keyIndex(at: point),
            UniformGridLocator(frames: frames, searchDistance: distance).keyIndex(at: point),
            SpatialHashLocator(frames: frames, searchDistance: distance).keyIndex(at: point),
        ]
        try expect(
            answers.allSatisfy { $0 == expected }, what,
            "at \(point), search distance \(distance): \(answers.map { String(describing: $0) }) instead of \(String(describing: expected))"
        )
    }

    /// A 10 × 10 key at the origin among keys far away (up to ±1e308, never over it): (5, 5) is its.
    static func mixedMagnitudes(_ input: inout FuzzBytes) throws(FuzzFinding) {
        var rects: [Rect] = []
        for _ in 0..<(1 + input.index(below: 4)) {
            let magnitude = 1e3 * Double(sign: .plus, exponent: wideIndex(&input, below: 1_010), significand: 1)
            let x = input.byte() % 2 == 0 ? magnitude : -magnitude - 1e3
            let size = input.byte() % 2 == 0 ? 10 : magnitude / 2
            rects.append(Rect(x: x, y: input.byte() % 2 == 0 ? 0 : x, width: size, height: size))
        }
        let near = input.index(below: rects.count + 1)
        rects.insert(Rect(x: 0, y: 0, width: 10, height: 10), at: near)
        let distance = input.pick([0, 1, 5, Double.infinity])
        try expectAll(frames(rects), Point(x: 5, y: 5), distance, near, "magnitudes")
        try expectAll(frames(rects), Point(x: 10, y: 10), distance, near, "magnitudes")
    }

    /// A row of unit keys, 3 apart, scaled by 2^-k (down to subnormal): centres and gap points get the
    /// nearest key by exact arithmetic.
    static func subnormalRow(_ input: inout FuzzBytes) throws(FuzzFinding) {
        let scale = Double(sign: .plus, exponent: -(150 + wideIndex(&input, below: 920)), significand: 1)
        let count = 2 + input.index(below: 6)
        let rects = (0..<count).map { Rect(x: Double(3 * $0) * scale, y: 0, width: scale, height: scale) }
        let key = input.index(below: count - 1)
        try expectAll(
            frames(rects), Point(x: Double(3 * key) * scale + scale / 2, y: scale / 2), .infinity, key, "subnormal")
        // In the gap after `key` (from 3k + 1 to 3k + 3): nearer `key` before 3k + 2, nearer the next after it.
        let offset = Double(1 + input.index(below: 3)) / 4  // 0.25, 0.5 or 0.75 of the gap's half
        try expectAll(
            frames(rects), Point(x: (Double(3 * key) + 1 + offset) * scale, y: 0), .infinity, key, "subnormal gap")
        try expectAll(
            frames(rects), Point(x: (Double(3 * key) + 3 - offset) * scale, y: 0), .infinity, key + 1, "subnormal gap")
        try expectAll(
            frames(rects), Point(x: (Double(3 * key) + 1 + offset) * scale, y: 0), 0, nil, "subnormal, distance 0")
    }

    /// A tiny key and up to 2,048 ordinary ones under an infinite reach: the filing stays within
    /// 65,536 + 16 references per key, and the answers are the linear scan's.
    static func manyKeys(_ input: inout FuzzBytes) throws(FuzzFinding) {
        let count = 1 + 8 * input.index(below: 256)
        let tiny = Rect(x: 0, y: 0, width: 1e-9, height: 1e-9)
        let rects =
            [tiny] + (1..<count).map { Rect(x: Double($0 % 64) * 10, y: Double($0 / 64) * 10, width: 9, height: 9) }
        let layout = frames(rects)
        let grid = UniformGridLocator(frames: layout, searchDistance: .infinity, columns: 256, rows: 256)
        let hash = SpatialHashLocator(frames: layout, searchDistance: .infinity)
        let budget = 65_536 + 16 * count
        try expect(
            grid.filedKeyReferences <= budget && hash.filedKeyReferences <= budget, "filing",
            "\(count) keys filed \(grid.filedKeyReferences) (grid) and \(hash.filedKeyReferences) (hash) references, over \(budget)"
        )
        let linear = LinearScanLocator(frames: layout, searchDistance: .infinity)
        for _ in 0..<4 {
            let point = Point(x: Double(input.smallInt()) * 6, y: Double(input.smallInt()) * 3)
            let expected = linear.keyIndex(at: point)
            try expect(
                grid.keyIndex(at: point) == expected && hash.keyIndex(at: point) == expected, "filing",
                "locators disagree at \(point)")
        }
    }

    /// The unit square scaled by 2^k onto the unit square and back: accurate, or (only when the
    /// mapping's entries cannot be doubles) refused as singular.
    static func scaledCalibration(_ input: inout FuzzBytes) throws(FuzzFinding) {
        let exponent = wideIndex(&input, below: 2_074) - 1_050  // 2^-1050 (subnormal) … 2^1023
        let scale = Double(sign: .plus, exponent: exponent, significand: 1)
        let unit = [Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: 1, y: 1), Point(x: 0, y: 1)]
        let square = unit.map { Point(x: $0.x * scale, y: $0.y * scale) }
        for (from, to, spread) in [(square, unit, 1.0), (unit, square, scale)] {
            let h: Homography
            do throws(CoordinateError) {
                h = try Homography.calibrate(from: from, to: to)
            } catch {
                try expect(
                    error == .singular && abs(exponent) > 1_000, "calibrate", "2^\(exponent) square refused: \(error)")
                continue
            }
            for (s, t) in zip(from, to) {
                let m = h.apply(s)
                try expect(
                    abs(m.x - t.x) <= 1e-9 * spread && abs(m.y - t.y) <= 1e-9 * spread, "calibrate",
                    "2^\(exponent) square: \(s) maps to \(m), not \(t)")
            }
        }
    }

    /// Any camera and gap: a named refusal, or keys that all have room.
    static func printedKeyboard(_ input: inout FuzzBytes) throws(FuzzFinding) {
        let width = input.double(), height = input.double(), gap = input.double()
        guard let camera = try? CameraSpace(width: width, height: height) else { return }
        let keyboard: PrintedKeyboard
        do throws(CoordinateError) {
            keyboard = try PrintedKeyboard(
                language: input.pick(KeyboardLanguage.builtIn).layout, camera: camera, gapPixels: gap)
        } catch {
            switch error {
            case .invalidGap, .gapLeavesNoRoom: return
            default: throw FuzzFinding("printed", "\(width) × \(height), gap \(gap): unexpected \(error)")
            }
        }
        let cramped = keyboard.frames.keys.first {
            !($0.frame.width > 0 && $0.frame.height > 0 && $0.hitRegion.height > 0)
        }
        try expect(
            cramped == nil, "printed", "\(width) × \(height), gap \(gap): key \(cramped?.key.id ?? "") has no room")
    }
}
