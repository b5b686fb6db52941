import BenchKit
import KeyboardCore
import KeyboardVocabulary
import TouchMapping

/// Where the points of a lookup benchmark fall.
enum TouchPoints: String, CaseIterable, Sendable {
    /// Uniform over the keyboard's bounds grown by a tenth on every side (gaps, edges, outside).
    case uniform
    /// Gaussian around key centres, σ = 0.1 of the key's width and height (what a typist hits).
    case centred

    /// `count` points of this kind for `frames`, the same for the same seed.
    func make(for frames: LayoutFrames, count: Int, seed: UInt64) -> [Point] {
        var random = SeededGenerator(seed: seed)
        let area = frames.bounds.grown(by: Swift.max(frames.bounds.width, frames.bounds.height) / 10)
        return (0..<count).map { _ in
            guard self == .centred, !frames.keys.isEmpty else {
                return Point(x: random.uniform(area.x...area.maxX), y: random.uniform(area.y...area.maxY))
            }
            let key = frames.keys[Int(random.next() % UInt64(frames.keys.count))].frame
            return Point(
                x: key.midX + random.gaussian(sigma: key.width / 10),
                y: key.centre.y + random.gaussian(sigma: key.height / 10))
        }
    }
}

/// A layout the touch benchmarks run on, with a name usable in a benchmark's name. Its frames are
/// built only when a benchmark's subject is made: a worker running one benchmark (or none, for the
/// resident floor) builds no other layout.
struct TouchLayoutCase: Sendable {
    /// `iphone-14-pro-en`, `printed-de`.
    let name: String
    let makeFrames: @Sendable () throws -> LayoutFrames

    /// The built layout.
    func frames() throws -> LayoutFrames { try makeFrames() }

    /// The on-screen letters layout of `language` on `device`.
    static func screen(_ device: DevicePreset, _ language: KeyboardLanguage) -> TouchLayoutCase {
        let slug = device.name.lowercased().split(separator: " ").joined(separator: "-")
        return TouchLayoutCase(name: "\(slug)-\(language.layout.code)") {
            try KeyboardGeometry(width: device.screenWidth).keyFrames(for: language.layout.keyboardLayout)
        }
    }

    /// The camera's printed keyboard of `language` (640 × 480, upright).
    static func printed(_ language: KeyboardLanguage) -> TouchLayoutCase {
        TouchLayoutCase(name: "printed-\(language.layout.code)") { PrintedKeyboard(language: language.layout).frames }
    }

    /// The cases of the `pr` tag: English on the iPhone 14 Pro.
    static var pr: [TouchLayoutCase] { [screen(.iPhone14Pro, .english)] }
    /// The cases of the `nightly` tag only: every language on the iPhone 14 Pro, English on the other
    /// devices, and two printed keyboards.
    static var nightlyOnly: [TouchLayoutCase] {
        KeyboardLanguage.builtIn.dropFirst().map { screen(.iPhone14Pro, $0) }
            + [screen(.iPhoneSE, .english), screen(.iPhone14ProMax, .english), printed(.english), printed(.german)]
    }
}

/// A locator over one layout with a fixed set of points, looked up one per call (cycling).
final class TouchLookupBench<Locator: KeyLocator> {
    /// Points per batch call.
    static var batchSize: Int { 1_024 }
    let frames: LayoutFrames
    let locator: Locator
    let points: [Point]
    private var results: [Int?]
    private var cursor = 0
    private var sink = 0

    init(frames: LayoutFrames, points: TouchPoints, seed: UInt64 = 2026) {
        self.frames = frames
        locator = Locator(frames: frames)
        self.points = points.make(for: frames, count: 4_096, seed: seed)
        results = Array(repeating: nil, count: Self.batchSize)
    }

    /// One lookup of the next point.
    func lookup() {
        sink &+= locator.keyIndex(at: points[cursor]) ?? -1
        cursor = (cursor + 1) & (points.count - 1)
    }

    /// One batch of `batchSize` points into the preallocated results; returns the wall time per point.
    func batch() -> Double {
        let start = cursor & ~(Self.batchSize - 1)
        cursor = (start + Self.batchSize) & (points.count - 1)
        let before = ClockProbe.monotonicNanoseconds()
        _ = points.withUnsafeBufferPointer { source in
            results.withUnsafeMutableBufferPointer {
                locator.locate(UnsafeBufferPointer(rebasing: source[start..<(start + Self.batchSize)]), into: $0)
            }
        }
        return Double(ClockProbe.monotonicNanoseconds() - before) / Double(Self.batchSize)
    }

    /// Builds a fresh index for the layout (what a layout or language switch costs).
    func build() {
        sink &+= Locator(frames: frames).searchDistance > 0 ? 1 : 0
    }
}
