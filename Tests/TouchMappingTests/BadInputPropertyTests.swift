import KeyboardCore
import PropertyBased
import Testing
import TouchMapping

/// Random and hostile input through every entry point: a named error or "no key", never a trap.
struct BadInputPropertyTests {
    static let hostile: [Double] = [
        .nan, .infinity, -.infinity, .greatestFiniteMagnitude, -0.0, 0, .leastNonzeroMagnitude, -1e308,
    ]

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
            var mapper = TouchMapper<UniformGridLocator>(
                frames: frames, config: config, searchDistance: Self.value(&random))
            for _ in 0..<300 {
                if let press = mapper.process(Self.observation(&random)).press {
                    #expect(frames.keys.indices.contains(press.keyIndex))
                    #expect((0...1).contains(press.confidence))
                }
            }
        }
    }

    static let square = [Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: 1, y: 1), Point(x: 0, y: 1)]

    /// Any points: a mapping that takes them to their targets (and whose inverse takes the targets
    /// back), or the error their first fault calls for.
    @Test func calibrationMapsItsPointsOrNamesTheirFault() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...1_000_000)) { seed in
            var random = SeededGenerator(seed: UInt64(seed))
            let count = random.next() % 4 == 0 ? Int(random.next() % 6) : 4
            let points = (0..<count).map { _ in Point(x: Self.value(&random), y: Self.value(&random)) }
            do throws(CoordinateError) {
                let h = try Homography.calibrate(from: points, to: Self.square)
                #expect(count == 4 && points.allSatisfy(\.isFinite))
                for (point, target) in zip(points, Self.square) {
                    let mapped = h.apply(point)
                    #expect(
                        abs(mapped.x - target.x) <= 1e-6 && abs(mapped.y - target.y) <= 1e-6, "\(points) → \(mapped)")
                }
                let any = h.apply(Point(x: Self.value(&random), y: Self.value(&random)))
                #expect(
                    any.isFinite || (any.x.isNaN && any.y.isNaN), "a point maps to a point or to NaN, never half of one"
                )
            } catch {
                if count != 4 {
                    #expect(error == .wrongPointCount(count))
                } else if let bad = points.firstIndex(where: { !$0.isFinite }) {
                    #expect(error == .nonFinitePoint(index: bad))
                } else {
                    #expect(Self.isDegeneracy(error), "\(points): \(error)")
                }
            }
        }
    }

    static func isDegeneracy(_ error: CoordinateError) -> Bool {
        switch error {
        case .repeatedPoints, .collinearPoints, .singular: true
        default: false
        }
    }

    /// Any camera size and gap: a named refusal, or a printed keyboard whose every key has room, whose
    /// locator answers within the layout, and whose camera conversion round-trips.
    @Test func cameraSpacesAndPrintedKeyboardsAcceptOnlyUsableSizes() async {
        await propertyCheck(count: 200, input: Gen.int(in: 0...1_000_000)) { seed in
            var random = SeededGenerator(seed: UInt64(seed))
            let width = Self.value(&random), height = Self.value(&random), gap = Self.value(&random)
            let usable = CameraSpace.sideRange.contains(width) && CameraSpace.sideRange.contains(height)
            let camera = try? CameraSpace(width: width, height: height, rotation: .quarter)
            #expect((camera != nil) == usable)
            guard let camera else { return }
            do throws(CoordinateError) {
                let keyboard = try PrintedKeyboard(camera: camera, gapPixels: gap)
                #expect(gap.isFinite && gap >= 0)
                #expect(
                    keyboard.frames.keys.allSatisfy {
                        $0.frame.width > 0 && $0.frame.height > 0 && $0.hitRegion.height > 0
                    })
                let point = keyboard.keyboardPoint(fromCamera: Point(x: 1, y: 1))
                let index = UniformGridLocator(frames: keyboard.frames).keyIndex(at: point)
                #expect(index == LinearScanLocator(frames: keyboard.frames).keyIndex(at: point))
                #expect(index.map(keyboard.frames.keys.indices.contains) ?? true)
            } catch {
                switch error {
                case .invalidGap(let pixels): #expect(!(gap.isFinite && gap >= 0) && pixels.isNaN == gap.isNaN)
                case .gapLeavesNoRoom(let pixels, _, _): #expect(pixels == gap && gap > 0)
                default: Issue.record("unexpected \(error)")
                }
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
            let simulator = TouchTypingSimulator(frames: frames, settings: settings)
            let script = simulator.script(for: "Ab c", seed: UInt64(seed))
            // Every character is typed or counted as skipped, with the keys the layout gives it.
            let keys = "Ab c".map(simulator.keys(for:))
            #expect(script.characterStarts.count == 4 && script.characterTruths.count == 4)
            #expect(script.skipped == keys.filter { $0 == nil }.count)
            #expect(script.truth.map(\.keyIndex) == keys.compactMap { $0 }.flatMap { $0 })
            // The hostile frame counts are clamped: 1 000 hover frames a press (not Int.max), one lift
            // after each press and bounce (bounces of Int.min frames have none), at most 10 000 contacts.
            let lifts = script.frames.filter { $0 == nil }.count
            #expect(lifts == script.truth.count + script.bounces)
            #expect(script.frames.count >= script.truth.count * 1_002 + script.bounces)
            #expect(script.frames.count <= script.truth.count * 11_001 + script.bounces)
            var mapper = TouchMapper<SpatialHashLocator>(frames: frames)
            for frame in script.frames.prefix(5_000) {
                guard let press = mapper.process(frame).press else { continue }
                #expect(frames.keys.indices.contains(press.keyIndex))
                #expect((0...1).contains(press.confidence))
            }
        }
    }
}
