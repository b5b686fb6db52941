import KeyboardCore
import Testing
import TouchMapping

/// The shadow must lie on the finger's key's own frame (seed 002), and the finger's
/// margin is a share of the key, so it means the same on screen (points) and on the printed keyboard
/// (normalised units, keys about 0.1 wide).
struct ValidationSeedRuleTests {
    static let printed = PrintedKeyboard(language: .english)

    static func observe(_ finger: Point, _ shadow: Point) -> TouchObservation {
        TouchObservation(finger: finger, shadow: shadow, distance: 0.5, timestamp: 0)
    }

    static func centre(_ id: String, _ frames: LayoutFrames) throws -> Point {
        try #require(frames.keyFrame(forID: id)).frame.centre
    }

    @Test func fingerOnQShadowOnMIsRefusedOnThePrintedKeyboard() throws {
        let frames = Self.printed.frames
        let validator = TouchValidator(locator: UniformGridLocator(frames: frames))
        let q = try Self.centre("letter.q", frames), m = try Self.centre("letter.m", frames)
        #expect(validator.validate(Self.observe(q, m)) == .shadowMismatch)
        #expect(validator.validate(Self.observe(q, q)).keyIndex == TestLayouts.index("letter.q", in: frames))
    }

    @Test func shadowJustOutsideTheFingersKeyIsRefused() throws {
        let frames = TestLayouts.englishLetters
        let g = try #require(frames.keyFrame(forID: "letter.g")).frame
        let validator = TouchValidator(locator: LinearScanLocator(frames: frames))
        #expect(validator.validate(Self.observe(g.centre, Point(x: g.maxX + 0.5, y: g.centre.y))) == .shadowMismatch)
        #expect(
            validator.validate(Self.observe(g.centre, Point(x: g.maxX, y: g.maxY))).keyIndex != nil,
            "the frame's edge is on it")
    }

    @Test func fingerMarginIsAShareOfTheKeyOnThePrintedKeyboard() throws {
        let frames = Self.printed.frames
        let a = try #require(frames.keyFrame(forID: "letter.a")).frame
        let validator = TouchValidator(locator: SpatialHashLocator(frames: frames))
        let near = Point(x: a.x - 0.01 * a.width, y: a.centre.y), far = Point(x: a.x - 0.3 * a.width, y: a.centre.y)
        #expect(
            validator.validate(Self.observe(near, a.centre)).keyIndex != nil, "1 % of a key outside: within the margin")
        #expect(validator.validate(Self.observe(far, a.centre)) == .outsideKey, "30 % of a key outside: beyond it")
    }
}
