import KeyboardCore
import Testing
import TouchMapping

/// The validator and the locators at the limits of double precision: a margin kept at any magnitude
/// where it is representable, a search distance judged exactly, a key of negative width never counted.
struct NumericLimitTests {
    static func frames(_ rects: [Rect]) -> LayoutFrames {
        let keys = rects.enumerated().map { index, rect in
            KeyFrame(
                key: KeyDefinition(id: "k\(index)", output: "k", label: "k", kind: .character, width: .unit), row: 0,
                frame: rect, hitRegion: rect)
        }
        let bounds = rects.dropFirst().reduce(rects[0]) { $0.union($1) }
        return LayoutFrames(bounds: bounds, keys: keys)
    }

    static func validator(_ rects: [Rect], margin: Double) -> TouchValidator<LinearScanLocator> {
        TouchValidator(
            config: TouchValidationConfig(fingerMargin: .layoutUnits(margin), shadowMargin: .layoutUnits(margin)),
            locator: LinearScanLocator(frames: frames(rects), searchDistance: 10))
    }

    static func touch(_ point: Point) -> TouchObservation {
        TouchObservation(finger: point, shadow: point, distance: 0, timestamp: 0)
    }

    /// A key spanning −1e17…0: `x + width` is exactly 0, but the frame grown by 2 as a rectangle has a
    /// width of 1e17 + 4, which rounds to 1e17 — its right edge fell back to 0 and the margin was lost.
    @Test(arguments: [1e15, 1e17, 1e20, 1e300])
    func theMarginIsKeptAtAnEdgeWhereItIsRepresentable(span: Double) {
        let validator = Self.validator([Rect(x: -span, y: -span, width: span, height: span)], margin: 2)
        #expect(
            validator.validate(Self.touch(Point(x: 1, y: -1))) == .touchValid(keyIndex: 0),
            "1 pt right of the edge at 0")
        #expect(
            validator.validate(Self.touch(Point(x: -1, y: 1.5))) == .touchValid(keyIndex: 0),
            "1.5 pt below the edge at 0")
        #expect(validator.validate(Self.touch(Point(x: 2.5, y: -1))) == .outsideKey, "2.5 pt right: beyond the margin")
    }

    /// Where the margin is below the spacing of doubles at the edge (|edge| ≥ margin × 2^53), the only
    /// points within it are on the edge: the margin cannot be honoured there, and nothing pretends it is.
    @Test func aMarginBelowTheSpacingOfDoublesAtTheEdgeLeavesOnlyTheEdge() {
        let validator = Self.validator([Rect(x: -1e17, y: 0, width: 10, height: 10)], margin: 2)
        #expect(validator.validate(Self.touch(Point(x: -1e17, y: 5))) == .touchValid(keyIndex: 0))
        #expect(
            validator.validate(Self.touch(Point(x: (-1e17).nextDown, y: 5))) == .outsideKey,
            "16 pt outside (the next double)")
    }

    /// Distances are judged exactly on the coordinates as stored: a point 1.000000001 from a unit key
    /// gets no key at search distance 1, on the plain path and on the near-zero one (a coordinate of 0).
    /// A point written as 1.000000001 away at an offset where doubles are spaced wider than 1e-9 (beyond
    /// about 4e6) is stored at exactly 1 away, and is answered: that is the input's rounding, not the rule's.
    @Test(arguments: [1.000000001, 1.0000000001, 1 + 0x1p-52])
    func aPointJustBeyondTheSearchDistanceGetsNoKey(distance: Double) {
        let frames = Self.frames([Rect(x: 0, y: 0, width: 1, height: 1)])
        let locators: [any KeyLocator] = [
            LinearScanLocator(frames: frames, searchDistance: 1), UniformGridLocator(frames: frames, searchDistance: 1),
            SpatialHashLocator(frames: frames, searchDistance: 1),
        ]
        let points = [
            Point(x: -distance, y: 0.5), Point(x: 0.5, y: -distance), Point(x: -distance, y: 0),
            Point(x: 0, y: -distance),
            Point(x: 1 + distance, y: 0), Point(x: 1 + distance, y: 1), Point(x: 0.5, y: 1 + distance),
        ].filter { Self.gap($0) > 1 }
        #expect(points.count >= 4)
        for locator in locators {
            for point in points { #expect(locator.keyIndex(at: point) == nil, "\(type(of: locator)) at \(point)") }
            #expect(
                locator.keyIndex(at: Point(x: 2, y: 0.5)) == 0, "\(type(of: locator)) at exactly the search distance")
        }
    }

    /// How far an axis-aligned neighbour of the unit square is from it, as stored.
    static func gap(_ point: Point) -> Double { Swift.max(-point.x, point.x - 1, -point.y, point.y - 1) }

    @Test(arguments: [(1e17, -1.0), (1.0, -0x1p-60), (1e300, -1e283), (0.0, -0.0)])
    func aKeyOfNegativeWidthNeverCounts(x: Double, width: Double) {
        let frames = Self.frames([Rect(x: x, y: 0, width: width, height: 10)])
        let locators: [any KeyLocator] = [
            LinearScanLocator(frames: frames, searchDistance: 0), UniformGridLocator(frames: frames, searchDistance: 0),
            SpatialHashLocator(frames: frames, searchDistance: 0),
        ]
        let expected: Int? = width.sign == .minus && width != 0 ? nil : 0
        for locator in locators {
            #expect(locator.keyIndex(at: Point(x: x, y: 5)) == expected, "\(type(of: locator)) x \(x) width \(width)")
        }
    }
}
