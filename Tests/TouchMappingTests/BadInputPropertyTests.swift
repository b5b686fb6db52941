import KeyboardCore
import PropertyBased
import Testing
import TouchMapping

/// Random and hostile input through every entry point: a named error or "no key", never a trap.
struct BadInputPropertyTests {
    static let hostile: [Double] = [.nan, .infinity, -.infinity, .greatestFiniteMagnitude, -0.0, 0, .leastNonzeroMagnitude, -1e308]

    static func value(_ random: inout SeededGenerator) -> Double {
        random.next() % 3 == 0 ? hostile[Int(random.next() % UInt64(hostile.count))] : random.uniform(-500...900)
    }

    static func observation(_ random: inout SeededGenerator) -> TouchObservation? {
        guard random.next() % 8 != 0 else { return nil }
        return TouchObservation(
            finger: Point(x: value(&random), y: value(&random)), shadow: Point(x: value(&random), y: value(&random)),
            distance: random.next() % 2 == 0 ? value(&random) : random.uniform(0...2), timestamp: value(&random))
    }

    @Test func mapperSurvivesHostileObservationsOnRandomLayouts() async {
        await propertyCheck(count: 40, input: Gen.int(in: 0...1_000_000)) { seed in
            var random = SeededGenerator(seed: UInt64(seed))
            let frames = seed % 2 == 0 ? RandomLayouts.make(seed: UInt64(seed)) : TestLayouts.englishLetters
            let config = TouchValidationConfig(
                distanceThreshold: Self.value(&random), keyMargin: Self.value(&random),
                minimumTouchDuration: Self.value(&random), debounceFrames: Int(random.next() % 5) - 1)
            var mapper = TouchMapper<UniformGridLocator>(frames: frames, config: config, searchDistance: Self.value(&random))
            for _ in 0..<300 {
                if let press = mapper.process(Self.observation(&random)).press {
                    #expect(frames.keys.indices.contains(press.keyIndex))
                    #expect((0...1).contains(press.confidence))
                }
            }
        }
    }

    @Test func calibrationNeverTraps() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...1_000_000)) { seed in
            var random = SeededGenerator(seed: UInt64(seed))
            let points = (0..<Int(random.next() % 6)).map { _ in Point(x: Self.value(&random), y: Self.value(&random)) }
            let square = [Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: 1, y: 1), Point(x: 0, y: 1)]
            if let h = try? Homography.calibrate(from: points, to: square) {
                _ = h.apply(Point(x: Self.value(&random), y: Self.value(&random)))
                _ = try? h.inverted()
            }
        }
    }

    @Test func cameraSpacesAcceptOnlyUsableSizes() async {
        await propertyCheck(count: 200, input: Gen.int(in: 0...1_000_000)) { seed in
            var random = SeededGenerator(seed: UInt64(seed))
            let width = Self.value(&random), height = Self.value(&random)
            let usable = width.isFinite && height.isFinite && width > 0 && height > 0
            let camera = try? CameraSpace(width: width, height: height, rotation: .quarter)
            #expect((camera != nil) == usable)
            if let camera {
                let keyboard = PrintedKeyboard(camera: camera, gapPixels: Self.value(&random))
                _ = UniformGridLocator(frames: keyboard.frames).keyIndex(at: keyboard.keyboardPoint(fromCamera: Point(x: 1, y: 1)))
            }
        }
    }

    @Test func simulatorSurvivesHostileSettings() async {
        await propertyCheck(count: 40, input: Gen.int(in: 0...1_000_000)) { seed in
            var random = SeededGenerator(seed: UInt64(seed))
            var settings = TouchTypingSettings()
            settings.noise = Self.value(&random)
            settings.jitter = Self.value(&random)
            settings.frameInterval = Self.value(&random)
            settings.unitsPerPixel = Self.value(&random)
            settings.hoverFrames = Int.max
            settings.bounceFrames = Int.min
            settings.bounceEvery = Int(random.next() % 3)
            let frames = seed % 2 == 0 ? RandomLayouts.make(seed: UInt64(seed)) : TestLayouts.englishLetters
            let script = TouchTypingSimulator(frames: frames, settings: settings).script(for: "Ab c", seed: UInt64(seed))
            var mapper = TouchMapper<SpatialHashLocator>(frames: frames)
            for frame in script.frames.prefix(5_000) { _ = mapper.process(frame) }
        }
    }
}
