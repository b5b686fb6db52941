import KeyboardCore
import Testing
import TouchMapping

/// Camera frame ↔ upright ↔ normalised ↔ UI, and the four-point calibration.
struct CoordinateTests {
    static func near(_ a: Point, _ b: Point, _ tolerance: Double = 1e-9) -> Bool {
        abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }

    @Test func rotationsMoveTheCornersClockwise() throws {
        let origin = Point(x: 0, y: 0)
        #expect(try CameraSpace(rotation: .none).upright(origin) == origin)
        #expect(try CameraSpace(rotation: .quarter).upright(origin) == Point(x: 480, y: 0))
        #expect(try CameraSpace(rotation: .half).upright(origin) == Point(x: 640, y: 480))
        #expect(try CameraSpace(rotation: .threeQuarters).upright(origin) == Point(x: 0, y: 640))
        #expect(try CameraSpace(rotation: .quarter).uprightSize == (480, 640))
        #expect(try CameraSpace(mirrored: true).upright(Point(x: 10, y: 20)) == Point(x: 630, y: 20))
    }

    @Test(arguments: CameraRotation.allCases, [false, true])
    func cameraConversionsRoundTrip(_ rotation: CameraRotation, _ mirrored: Bool) throws {
        let camera = try CameraSpace(width: 640, height: 480, rotation: rotation, mirrored: mirrored)
        var random = SeededGenerator(seed: UInt64(rotation.rawValue) + (mirrored ? 1 : 0))
        for _ in 0..<200 {
            let point = Point(x: random.uniform(0...640), y: random.uniform(0...480))
            #expect(Self.near(camera.camera(fromUpright: camera.upright(point)), point))
            let normalised = camera.normalised(point)
            #expect((0...1).contains(normalised.x) && (0...1).contains(normalised.y))
            #expect(Self.near(camera.camera(fromNormalised: normalised), point, 1e-9))
        }
    }

    @Test func uiPointsAndNormalisedKeyboardSpaceRoundTrip() {
        let keyboard = Rect(x: 0, y: 60, width: 393, height: 260)
        #expect(keyboard.normalised(Point(x: 0, y: 60)) == Point(x: 0, y: 0))
        #expect(keyboard.normalised(Point(x: 393, y: 320)) == Point(x: 1, y: 1))
        let point = Point(x: 123.25, y: 200.5)
        #expect(Self.near(keyboard.denormalised(keyboard.normalised(point)), point))
        #expect(!Rect(x: 0, y: 0, width: 0, height: 10).normalised(point).isFinite)
    }

    @Test(arguments: [(0.0, 480.0), (-1, 480), (.nan, 480), (640, .infinity)])
    func invalidCameraSizeIsNamed(_ width: Double, _ height: Double) {
        #expect(throws: CoordinateError.self) { try CameraSpace(width: width, height: height) }
    }

    /// A subnormal side (5e-324), one below a pixel or one no sensor has is refused by name; the
    /// range's own ends are cameras.
    @Test(arguments: [
        (Double.leastNonzeroMagnitude, 480.0), (640, .leastNonzeroMagnitude), (Double.leastNormalMagnitude, 480),
        (0.5, 480), (640, 65_537), (1e300, 1e300), (Double.greatestFiniteMagnitude, 480),
    ])
    func subnormalAndAbsurdCameraSidesAreNamed(_ width: Double, _ height: Double) {
        #expect(throws: CoordinateError.cameraSizeOutOfRange(width: width, height: height)) {
            try CameraSpace(width: width, height: height)
        }
        #expect(!CameraSpace.accepts(width: width, height: height))
        #expect(
            CoordinateError.cameraSizeOutOfRange(width: width, height: height).description.contains(
                "from 1.0 to 65536.0"))
    }

    @Test func theEndsOfTheSideRangeAreCameras() throws {
        #expect(try CameraSpace(width: 1, height: 65_536).uprightSize == (1, 65_536))
        #expect(CameraSpace.accepts(width: 65_536, height: 1))
    }

    @Test func homographyMapsItsFourPointsAndKnownOnes() throws {
        let image = [Point(x: 100, y: 120), Point(x: 540, y: 100), Point(x: 600, y: 400), Point(x: 40, y: 420)]
        let unit = [Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: 1, y: 1), Point(x: 0, y: 1)]
        let h = try Homography.calibrate(from: image, to: unit)
        for (source, target) in zip(image, unit) { #expect(Self.near(h.apply(source), target, 1e-9)) }
        let back = try h.inverted()
        for target in unit { #expect(Self.near(h.apply(back.apply(target)), target, 1e-9)) }
        let affine = try Homography.calibrate(from: unit, to: unit.map { Point(x: 3 * $0.x + 5, y: 2 * $0.y - 1) })
        #expect(Self.near(affine.apply(Point(x: 0.5, y: 0.25)), Point(x: 6.5, y: -0.5), 1e-9))
        #expect(
            Self.near(
                try Homography.calibrate(from: unit, to: unit).apply(Point(x: 0.3, y: 0.7)), Point(x: 0.3, y: 0.7)))
        #expect(!h.apply(Point(x: .nan, y: 1)).isFinite)
    }

    @Test func degenerateCalibrationsAreNamed() {
        let unit = [Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: 1, y: 1), Point(x: 0, y: 1)]
        let repeated = [unit[0], unit[1], unit[1], unit[3]]
        let collinear = [Point(x: 0, y: 0), Point(x: 1, y: 1), Point(x: 2, y: 2), Point(x: 0, y: 1)]
        #expect(throws: CoordinateError.repeatedPoints(1, 2)) { try Homography.calibrate(from: repeated, to: unit) }
        #expect(throws: CoordinateError.collinearPoints(0, 1, 2)) {
            try Homography.calibrate(from: unit, to: collinear)
        }
        #expect(throws: CoordinateError.wrongPointCount(3)) {
            try Homography.calibrate(from: Array(unit.prefix(3)), to: unit)
        }
        #expect(throws: CoordinateError.nonFinitePoint(index: 2)) {
            try Homography.calibrate(from: [unit[0], unit[1], Point(x: .infinity, y: 0), unit[3]], to: unit)
        }
        #expect(CoordinateError.collinearPoints(0, 1, 2).description.contains("collinear"))
    }

    @Test(arguments: CameraRotation.allCases)
    func printedKeyboardRoundTripsThroughTheCamera(_ rotation: CameraRotation) throws {
        let keyboard = PrintedKeyboard(camera: try CameraSpace(rotation: rotation, mirrored: rotation == .half))
        for placed in keyboard.frames.keys {
            let camera = keyboard.cameraPoint(fromKeyboard: placed.frame.centre)
            #expect((0...640).contains(camera.x) && (0...480).contains(camera.y))
            #expect(Self.near(keyboard.keyboardPoint(fromCamera: camera), placed.frame.centre, 1e-9))
        }
        let corner = keyboard.cameraPoint(fromKeyboard: Point(x: 0, y: 0))
        let upright = keyboard.camera.upright(corner), size = keyboard.camera.uprightSize
        #expect(Self.near(upright, Point(x: 0.05 * size.width, y: 0.3 * size.height), 1e-9))
    }

    @Test func calibrationFromTheCameraFindsThePrintedKeys() throws {
        let keyboard = PrintedKeyboard()
        let corners = [Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: 1, y: 1), Point(x: 0, y: 1)]
        let seen = corners.map(keyboard.cameraPoint(fromKeyboard:))
        let h = try Homography.calibrate(from: seen, to: corners)
        let grid = UniformGridLocator(frames: keyboard.frames)
        for (index, placed) in keyboard.frames.keys.enumerated() {
            #expect(grid.keyIndex(at: h.apply(keyboard.cameraPoint(fromKeyboard: placed.frame.centre))) == index)
        }
    }
}
