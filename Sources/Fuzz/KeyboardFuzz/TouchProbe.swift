import FuzzSupport
import KeyboardCore
import TouchMapping

/// The touch-mapping entry points, driven with fuzzed doubles — NaN, ±∞, huge and tiny
/// values included: the three locators and the batch API agree on every point, a calibration from any
/// four points is refused by name or maps finite points to finite or no points, camera conversions never
/// trap, and validation answers for any observation — a valid touch has its shadow on the key's own
/// frame (seed 002). Then one of the extremes (`TouchProbe+Extremes.swift`).
enum TouchProbe {
    static func run(_ input: inout FuzzBytes) throws(FuzzFinding) {
        let frames = layout(&input)
        let distance = input.byte() % 4 == 0 ? input.double() : frames.defaultSearchDistance
        let linear = LinearScanLocator(frames: frames, searchDistance: distance)
        let grid = UniformGridLocator(frames: frames, searchDistance: distance)
        let hash = SpatialHashLocator(frames: frames, searchDistance: distance)
        var points: [Point] = []
        for _ in 0..<input.index(below: 24) { points.append(point(&input, near: frames.bounds)) }
        for point in points {
            let reference = linear.keyIndex(at: point)
            try expect(
                grid.keyIndex(at: point) == reference && hash.keyIndex(at: point) == reference, "locate",
                "locators disagree at \(point): linear \(String(describing: reference)), grid \(String(describing: grid.keyIndex(at: point))), hash \(String(describing: hash.keyIndex(at: point)))"
            )
            if !(point.x.isFinite && point.y.isFinite) {
                try expect(reference == nil, "locate", "a key for the non-finite point \(point)")
            }
        }
        var results = [Int?](repeating: nil, count: points.count)
        _ = grid.locate(points, into: &results)
        try expect(results == points.map(linear.keyIndex(at:)), "batch", "the batch API disagrees with single lookups")
        try calibration(&input)
        try validation(&input, frames: frames, locator: grid)
        try extremes(&input)
    }

    static func layout(_ input: inout FuzzBytes) -> LayoutFrames {
        let language = input.pick(KeyboardLanguage.builtIn)
        if input.byte() % 3 == 0 { return PrintedKeyboard(language: language.layout).frames }
        let width = input.byte() % 4 == 0 ? input.double() : input.pick(DevicePreset.all).screenWidth
        guard let geometry = try? KeyboardGeometry(width: width),
            let frames = try? geometry.keyFrames(for: language.layout.keyboardLayout)
        else {
            return PrintedKeyboard(language: language.layout).frames
        }
        return frames
    }

    /// A point inside, near or far from `bounds`, or a raw fuzzed one.
    static func point(_ input: inout FuzzBytes, near bounds: Rect) -> Point {
        switch input.byte() % 3 {
        case 0: return Point(x: input.double(), y: input.double())
        default:
            let fx = Double(input.byte()) / 200 - 0.1, fy = Double(input.byte()) / 200 - 0.1
            return Point(x: bounds.x + fx * bounds.width, y: bounds.y + fy * bounds.height)
        }
    }

    static func calibration(_ input: inout FuzzBytes) throws(FuzzFinding) {
        let source = (0..<4).map { _ in Point(x: input.double(), y: input.double()) }
        let target = [Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: 1, y: 1), Point(x: 0, y: 1)]
        guard let homography = try? Homography.calibrate(from: source, to: target) else { return }
        _ = homography.apply(Point(x: input.double(), y: input.double()))
        // A camera of any size is refused by name (outside `CameraSpace.sideRange`) or converts without trapping.
        let width = input.double(), height = input.double()
        guard
            let camera = try? CameraSpace(
                width: width, height: height, rotation: input.pick(CameraRotation.allCases),
                mirrored: input.byte() % 2 == 0
            )
        else {
            try expect(
                !CameraSpace.accepts(width: width, height: height), "camera",
                "refused a \(width) × \(height) frame")
            return
        }
        _ = camera.normalised(camera.upright(Point(x: input.double(), y: input.double())))
    }

    static func validation<L: KeyLocator>(_ input: inout FuzzBytes, frames: LayoutFrames, locator: L)
        throws(FuzzFinding)
    {
        let validator = TouchValidator(locator: locator)
        for _ in 0..<input.index(below: 8) {
            let observation = TouchObservation(
                finger: point(&input, near: frames.bounds), shadow: point(&input, near: frames.bounds),
                distance: input.double(), timestamp: input.double()
            )
            guard let index = validator.validate(observation).keyIndex else { continue }
            let frame = frames.keys[index].frame
            let margin = KeyMargin.standardFinger.amount(around: frame), finger = observation.finger
            let fingerOnKey =
                finger.x >= frame.x - margin && finger.x <= frame.maxX + margin
                && finger.y >= frame.y - margin && finger.y <= frame.maxY + margin
            try expect(
                frame.contains(observation.shadow) && fingerOnKey,
                "validate",
                "a touch on key \(index) with finger \(observation.finger) and shadow \(observation.shadow) off its frame \(frame)"
            )
        }
    }
}
