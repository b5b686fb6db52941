import KeyboardCore
import Testing
import TouchMapping

/// The locators against a brute-force reference in exact integer arithmetic, over random points and
/// points exactly at the search limit (and one step either side of it). Every coordinate is a whole
/// number of 2^-32 layout units, so the reference's squared distances are exact in `Int128`, while the
/// locators' `dx² + dy²` in doubles rounds (up to 88 significant bits).
struct SearchLimitDifferentialTests {
    static let unit = 0x1p-32

    /// A rectangle in whole units.
    struct Box {
        var minX: Int64, minY: Int64, maxX: Int64, maxY: Int64

        /// The exact squared distance from (`x`, `y`) in units², 0 inside.
        func square(_ x: Int64, _ y: Int64) -> Int128 {
            let dx = Int128(Swift.max(minX - x, x - maxX, 0)), dy = Int128(Swift.max(minY - y, y - maxY, 0))
            return dx * dx + dy * dy
        }
    }

    /// The reference: the nearest box (ties to the lowest index) if its exact distance is at most `distance`.
    static func reference(_ boxes: [Box], _ x: Int64, _ y: Int64, distance: Int64) -> Int? {
        var best: (index: Int, square: Int128)?
        for (index, box) in boxes.enumerated() {
            let square = box.square(x, y)
            if best == nil || square < best!.square { best = (index, square) }
        }
        guard let best, best.square <= Int128(distance) * Int128(distance) else { return nil }
        return best.index
    }

    static func frames(_ boxes: [Box]) -> LayoutFrames {
        let keys = boxes.enumerated().map { index, box in
            let rect = Rect(
                x: Double(box.minX) * unit, y: Double(box.minY) * unit, width: Double(box.maxX - box.minX) * unit,
                height: Double(box.maxY - box.minY) * unit)
            return KeyFrame(
                key: KeyDefinition(id: "k\(index)", output: "k", label: "k", kind: .character, width: .unit), row: 0,
                frame: rect, hitRegion: rect)
        }
        let minX = boxes.map(\.minX).min()!, minY = boxes.map(\.minY).min()!
        let maxX = boxes.map(\.maxX).max()!, maxY = boxes.map(\.maxY).max()!
        return LayoutFrames(
            bounds: Rect(
                x: Double(minX) * unit, y: Double(minY) * unit, width: Double(maxX - minX) * unit,
                height: Double(maxY - minY) * unit),
            keys: keys)
    }

    /// A random whole number in `range`.
    static func int(_ random: inout SeededGenerator, _ range: ClosedRange<Int64>) -> Int64 {
        Int64.random(in: range, using: &random)
    }

    /// A layout of 1–12 random boxes, a search distance k·c and the points to try: random ones around
    /// the boxes, and for every box the points k·(a, b) off each corner (exactly at the limit, by the
    /// Pythagorean triple (a, b, c)), d off each side, and each of those one unit nearer and farther.
    static func case_(_ random: inout SeededGenerator) -> (boxes: [Box], distance: Int64, points: [(Int64, Int64)]) {
        let boxes = (0..<Int.random(in: 1...12, using: &random)).map { _ in
            let x = int(&random, -(1 << 43)...(1 << 43)), y = int(&random, -(1 << 43)...(1 << 43))
            return Box(minX: x, minY: y, maxX: x + int(&random, 1...(1 << 40)), maxY: y + int(&random, 1...(1 << 40)))
        }
        let m = int(&random, 2...40), n = int(&random, 1...(m - 1))
        let (a, b, c) = (m * m - n * n, 2 * m * n, m * m + n * n)
        let k = int(&random, 1...(1 << 40) / c)
        let distance = k * c
        var points: [(Int64, Int64)] = []
        for box in boxes {
            for (cx, sx) in [(box.minX, Int64(-1)), (box.maxX, 1)] {
                for (cy, sy) in [(box.minY, Int64(-1)), (box.maxY, 1)] {
                    for step in [Int64(-1), 0, 1] {
                        points.append((cx + sx * (k * a + step), cy + sy * k * b))
                        points.append((cx + sx * k * b, cy + sy * (k * a + step)))
                    }
                }
            }
            for step in [Int64(-1), 0, 1] {
                points.append((box.maxX + distance + step, box.minY))
                points.append((box.minX, box.minY - distance - step))
            }
        }
        for _ in 0..<16 {
            let box = boxes.randomElement(using: &random)!
            points.append(
                (
                    int(&random, (box.minX - 2 * distance)...(box.maxX + 2 * distance)),
                    int(&random, (box.minY - 2 * distance)...(box.maxY + 2 * distance))
                ))
        }
        return (boxes, distance, points)
    }

    /// Whether the plain rounded rule (`dx² + dy² ≤ d²` in doubles) judges the reference's nearest box
    /// otherwise than exact arithmetic: the points that show a rounded limit.
    static func roundedRuleErrs(_ boxes: [Box], _ x: Int64, _ y: Int64, distance: Int64) -> Bool {
        guard let nearest = boxes.indices.min(by: { boxes[$0].square(x, y) < boxes[$1].square(x, y) }) else {
            return false
        }
        let box = boxes[nearest]
        let dx = Double(Swift.max(box.minX - x, x - box.maxX, 0)) * unit
        let dy = Double(Swift.max(box.minY - y, y - box.maxY, 0)) * unit
        let d = Double(distance) * unit
        return (dx * dx + dy * dy <= d * d) != (box.square(x, y) <= Int128(distance) * Int128(distance))
    }

    @Test func everyLocatorAgreesWithExactBruteForceAtAndAroundTheSearchLimit() {
        var random = SeededGenerator(seed: 36)
        var checked = 0, atLimit = 0, roundedWrong = 0
        var mismatches: [String] = []
        for _ in 0..<800 {
            let (boxes, distance, points) = Self.case_(&random)
            let frames = Self.frames(boxes)
            let searchDistance = Double(distance) * Self.unit
            let linear = LinearScanLocator(frames: frames, searchDistance: searchDistance)
            let grid = UniformGridLocator(frames: frames, searchDistance: searchDistance)
            let hash = SpatialHashLocator(frames: frames, searchDistance: searchDistance)
            for (x, y) in points {
                let expected = Self.reference(boxes, x, y, distance: distance)
                let point = Point(x: Double(x) * Self.unit, y: Double(y) * Self.unit)
                let answers = [linear.keyIndex(at: point), grid.keyIndex(at: point), hash.keyIndex(at: point)]
                checked += 1
                if boxes.contains(where: { $0.square(x, y) == Int128(distance) * Int128(distance) }) { atLimit += 1 }
                if Self.roundedRuleErrs(boxes, x, y, distance: distance) { roundedWrong += 1 }
                if answers.contains(where: { $0 != expected }), mismatches.count < 1_000_000 {
                    mismatches.append(
                        "\(point) at \(searchDistance): \(answers) instead of \(String(describing: expected))")
                }
            }
        }
        #expect(atLimit > 10_000, "the corpus holds points exactly at the limit (\(atLimit))")
        #expect(roundedWrong > 1_000, "the corpus holds points where dx² + dy² ≤ d² in doubles errs (\(roundedWrong))")
        #expect(mismatches.isEmpty, "\(mismatches.count) of \(checked) points disagree; first: \(mismatches.prefix(3))")
    }
}
