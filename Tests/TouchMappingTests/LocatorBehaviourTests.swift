import KeyboardCore
import Testing
import TouchMapping

/// What the answer rule means on real layouts, checked for all three locators.
struct LocatorBehaviourTests {
    static let layout = TestLayouts.englishLetters

    static func locators(_ frames: LayoutFrames = layout, searchDistance: Double? = nil) -> [any KeyLocator] {
        let distance = searchDistance ?? frames.defaultSearchDistance
        return [
            LinearScanLocator(frames: frames, searchDistance: distance),
            UniformGridLocator(frames: frames, searchDistance: distance),
            SpatialHashLocator(frames: frames, searchDistance: distance),
        ]
    }

    static func id(_ locator: any KeyLocator, _ x: Double, _ y: Double) -> String? {
        locator.key(at: Point(x: x, y: y))?.key.id
    }

    @Test func everyKeyCentreFindsItsKeyOnEveryLayout() {
        for (name, frames) in TestLayouts.all {
            for locator in Self.locators(frames) {
                for (index, placed) in frames.keys.enumerated() {
                    #expect(
                        locator.keyIndex(at: placed.frame.centre) == index,
                        "\(name) \(placed.key.id) \(type(of: locator))")
                }
            }
        }
    }

    @Test func staggeredRowIsNotReadAsAColumnGrid() throws {
        // The seed's getKeyAtPosition would give row 1's first column ("a") for a point left of "a"
        // and ignores that row 1 is shifted by half a key; hit regions get it right.
        let a = try #require(Self.layout.keyFrame(forID: "letter.a")).frame
        let q = try #require(Self.layout.keyFrame(forID: "letter.q")).frame
        #expect(a.x > q.x + q.width / 3)
        for locator in Self.locators() {
            #expect(Self.id(locator, a.x + 1, a.centre.y) == "letter.a")
            #expect(Self.id(locator, q.maxX - 1, a.centre.y) == "letter.a", "the half-key offset of row 1")
            #expect(Self.id(locator, 1, a.centre.y) == "letter.a", "side margin of a centred row")
        }
    }

    @Test func differentWidthsAndTheWideSpaceBar() throws {
        let space = try #require(Self.layout.keyFrame(forID: "space")).frame
        let shift = try #require(Self.layout.keyFrame(forID: "shift")).frame
        for locator in Self.locators() {
            #expect(Self.id(locator, space.x + 2, space.centre.y) == "space")
            #expect(Self.id(locator, space.maxX - 2, space.centre.y) == "space")
            #expect(Self.id(locator, shift.maxX + 1.9, shift.centre.y) == "shift", "left half of the gap")
            #expect(Self.id(locator, shift.maxX + 2.1, shift.centre.y) == "letter.z", "right half of the gap")
        }
    }

    @Test func outsideClampsNearbyAndNothingFarAway() {
        let frames = Self.layout
        let reach = frames.defaultSearchDistance
        for locator in Self.locators() {
            #expect(Self.id(locator, -1, 90) == "letter.q", "left edge clamps")
            #expect(Self.id(locator, 394, 90) == "letter.p", "right edge clamps")
            #expect(Self.id(locator, 200, 60 - reach / 2) != nil, "just above the top row clamps")
            #expect(Self.id(locator, 200, 60 - reach - 1) == nil, "the banner is not a key")
            #expect(Self.id(locator, -reach - 1, 90) == nil)
            #expect(Self.id(locator, 200, 1_000) == nil)
        }
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity, .greatestFiniteMagnitude, -.greatestFiniteMagnitude])
    func nonFiniteAndHugePointsAreNoKey(_ value: Double) {
        for locator in Self.locators() {
            #expect(locator.keyIndex(at: Point(x: value, y: 100)) == nil)
            #expect(locator.keyIndex(at: Point(x: 100, y: value)) == nil)
            #expect(locator.keyIndex(at: Point(x: value, y: value)) == nil)
        }
    }

    @Test func emptyLayoutAndBadKeysGiveNoKey() {
        let empty = LayoutFrames(bounds: Rect(x: 0, y: 0, width: 100, height: 100), keys: [])
        let key = KeyDefinition(id: "z", output: "z", label: "z", kind: .character, width: .unit)
        let zero = Rect(x: 10, y: 10, width: 0, height: 0), bad = Rect(x: .nan, y: 0, width: 10, height: 10)
        let odd = LayoutFrames(
            bounds: empty.bounds,
            keys: [
                KeyFrame(key: key, row: 0, frame: bad, hitRegion: bad),
                KeyFrame(key: key, row: 0, frame: zero, hitRegion: zero),
            ])
        for locator in Self.locators(empty, searchDistance: 5) + Self.locators(odd, searchDistance: 5) {
            #expect(locator.keyIndex(at: Point(x: 50, y: 50)) == nil)
        }
        for locator in Self.locators(odd, searchDistance: 5) {
            #expect(locator.keyIndex(at: Point(x: 10, y: 10)) == 1, "a zero-size key is a point")
            #expect(locator.keyIndex(at: Point(x: 13, y: 14)) == 1)
            #expect(locator.keyIndex(at: Point(x: 14, y: 14)) == nil)
        }
        for locator in Self.locators(odd, searchDistance: .infinity) {
            #expect(locator.keyIndex(at: Point(x: 1e6, y: -1e6)) == 1, "an infinite search distance reaches everything")
        }
        for distance in [-1.0, .nan, 0] {
            for locator in Self.locators(odd, searchDistance: distance) {
                #expect(locator.keyIndex(at: Point(x: 10, y: 10)) == 1)
                #expect(locator.keyIndex(at: Point(x: 10.5, y: 10)) == nil)
            }
        }
    }

    @Test func batchMatchesSingleLookupsWithoutTrapping() {
        let points = LocatorAgreementTests.points(for: Self.layout, count: 500, seed: 3)
        for locator in Self.locators() {
            var results = [Int?](repeating: -1, count: points.count)
            #expect(locator.locate(points, into: &results) == points.count)
            #expect(results == points.map(locator.keyIndex))
            var short = [Int?](repeating: -1, count: 10)
            #expect(locator.locate(points, into: &short) == 10)
            var none: [Int?] = []
            #expect(locator.locate(points, into: &none) == 0)
        }
    }

    @Test func rebuildSwitchesLayoutAndLanguage() throws {
        var grid = UniformGridLocator(frames: Self.layout)
        let german = try KeyboardGeometry(width: 393).keyFrames(for: LanguageLayout.german.keyboardLayout)
        let y = try #require(Self.layout.keyFrame(forID: "letter.y")).frame.centre
        #expect(grid.key(at: y)?.key.id == "letter.y")
        grid.rebuild(for: german)
        #expect(grid.frames == german)
        #expect(grid.key(at: y)?.key.id != "letter.y")
        let z = try #require(german.keyFrame(forID: "letter.z")).frame.centre
        #expect(grid.key(at: z)?.key.id == "letter.z")
    }
}
