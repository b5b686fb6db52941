import KeyboardCore
import Testing
import TouchMapping

/// Layouts spanning very different magnitudes and subnormal
/// scales keep the one answer rule in all three locators.
struct LocatorExtremeScaleTests {
    static func frames(_ rects: [Rect]) -> LayoutFrames {
        let keys = rects.enumerated().map { index, rect in
            KeyFrame(
                key: KeyDefinition(id: "k\(index)", output: "k", label: "k", kind: .character, width: .unit),
                row: 0, frame: rect, hitRegion: rect)
        }
        return LayoutFrames(bounds: Rect(x: 0, y: 0, width: 10, height: 10), keys: keys)
    }

    static func answers(_ frames: LayoutFrames, _ point: Point, searchDistance: Double) -> [Int?] {
        [
            LinearScanLocator(frames: frames, searchDistance: searchDistance).keyIndex(at: point),
            UniformGridLocator(frames: frames, searchDistance: searchDistance).keyIndex(at: point),
            SpatialHashLocator(frames: frames, searchDistance: searchDistance).keyIndex(at: point),
        ]
    }

    static let near = Rect(x: 0, y: 0, width: 10, height: 10)

    @Test(arguments: [
        [near, Rect(x: -1e18, y: 0, width: 10, height: 10)],
        [near, Rect(x: -1e20, y: 0, width: 1e20, height: 10)],
        [near, Rect(x: 1e300, y: 1e300, width: 10, height: 10), Rect(x: -1e300, y: -1e300, width: 10, height: 10)],
        [Rect(x: 1e300, y: 0, width: 10, height: 10), near, Rect(x: 0, y: -1e300, width: 1e300, height: 1)],
    ])
    func nearKeysSurviveFarOnes(_ rects: [Rect]) {
        let frames = Self.frames(rects)
        let index = rects.firstIndex(of: Self.near)
        for distance in [0, 1, frames.defaultSearchDistance, .infinity] {
            #expect(
                Self.answers(frames, Point(x: 5, y: 5), searchDistance: distance) == [index, index, index],
                "\(distance)")
            #expect(
                Self.answers(frames, Point(x: 10, y: 10), searchDistance: distance) == [index, index, index],
                "corner, \(distance)")
        }
    }

    @Test func subnormalGapsAreStillDistances() {
        let frames = Self.frames([
            Rect(x: -1e-200, y: 0, width: 1e-200, height: 1), Rect(x: 1e-200, y: 0, width: 1, height: 1),
        ])
        #expect(
            Self.answers(frames, Point(x: 1e-200, y: 0.5), searchDistance: 1) == [1, 1, 1],
            "on key 1, 1e-200 from key 0")
        let tiny = Self.frames([
            Rect(x: 0, y: 0, width: 1e-300, height: 1e-300), Rect(x: 2e-300, y: 0, width: 1e-300, height: 1e-300),
        ])
        #expect(Self.answers(tiny, Point(x: 2.5e-300, y: 0.5e-300), searchDistance: 1) == [1, 1, 1])
        #expect(Self.answers(tiny, Point(x: 1.6e-300, y: 0), searchDistance: 1) == [1, 1, 1], "nearer key 1")
        #expect(Self.answers(tiny, Point(x: 1.4e-300, y: 0), searchDistance: 1) == [0, 0, 0], "nearer key 0")
    }

    @Test func aPointOutsideTheOnlyKeyGetsNothingWithSearchDistanceZero() {
        let only = Self.frames([Rect(x: 0, y: 0, width: 1e-300, height: 1e-300)])
        #expect(Self.answers(only, Point(x: 2e-300, y: 0), searchDistance: 0) == [nil, nil, nil])
        #expect(Self.answers(only, Point(x: 1e-300, y: 1e-300), searchDistance: 0) == [0, 0, 0], "its corner")
        #expect(Self.answers(only, Point(x: 2e-300, y: 0), searchDistance: 1.5e-300) == [0, 0, 0])
        #expect(Self.answers(only, Point(x: 2e-300, y: 0), searchDistance: 0.5e-300) == [nil, nil, nil])
    }
}

/// The index's size is bounded (65,536 + 16 references per key) whatever the search
/// distance, and the answers stay the linear scan's.
struct LocatorFilingBudgetTests {
    static func manyKeys(_ count: Int) -> LayoutFrames {
        let spread: [Rect] = (1..<count).map { (index: Int) -> Rect in
            Rect(x: Double(index % 50) * 10, y: Double(index / 50) * 10, width: 9, height: 9)
        }
        let rects: [Rect] = [Rect(x: 0, y: 0, width: 1e-6, height: 1e-6)] + spread
        return LocatorExtremeScaleTests.frames(rects)
    }

    @Test(arguments: [501, 5_001])
    func aTinyKeyAndAnInfiniteReachFileBoundedReferences(_ count: Int) {
        let frames = Self.manyKeys(count)
        let grid = UniformGridLocator(frames: frames, searchDistance: .infinity, columns: 256, rows: 256)
        let hash = SpatialHashLocator(frames: frames, searchDistance: .infinity)
        #expect(grid.filedKeyReferences <= 65_536 + 16 * count, "\(grid.filedKeyReferences)")
        #expect(hash.filedKeyReferences <= 65_536 + 16 * count, "\(hash.filedKeyReferences)")
        let linear = LinearScanLocator(frames: frames, searchDistance: .infinity)
        var random = SeededGenerator(seed: UInt64(count))
        for _ in 0..<300 {
            let point = Point(x: random.uniform(-100...600), y: random.uniform(-100...(Double(count / 50) * 10 + 100)))
            let expected = linear.keyIndex(at: point)
            #expect(grid.keyIndex(at: point) == expected && hash.keyIndex(at: point) == expected, "\(point)")
        }
    }

    @Test func ordinaryLayoutsKeepTheirFullGrid() {
        let frames = TestLayouts.englishLetters
        let grid = UniformGridLocator(frames: frames)
        #expect(grid.filedKeyReferences >= frames.keys.count && grid.filedKeyReferences < 65_536)
    }
}
