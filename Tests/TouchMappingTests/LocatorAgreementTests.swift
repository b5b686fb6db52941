import KeyboardCore
import PropertyBased
import Testing
import TouchMapping

/// The property the issue asks for: the grid and the spatial hash give the linear scan's answer
/// for every point — inside keys, in gaps, on edges and corners, outside, non-finite — on every
/// layout, language and device preset.
struct LocatorAgreementTests {
    /// Points of every kind for `frames`, deterministic for `seed`.
    static func points(for frames: LayoutFrames, count: Int, seed: UInt64) -> [Point] {
        var random = SeededGenerator(seed: seed)
        let bounds = frames.bounds
        let reach = bounds.grown(by: Swift.max(bounds.width, bounds.height) * 0.2)
        let special: [Double] = [.nan, .infinity, -.infinity, .greatestFiniteMagnitude, -.greatestFiniteMagnitude]
        var points: [Point] = []
        for index in 0..<count {
            let key = frames.keys.isEmpty ? nil : frames.keys[Int(random.next() % UInt64(frames.keys.count))]
            switch index % 6 {
            case 0:
                points.append(
                    Point(x: random.uniform(span(reach.x, reach.maxX)), y: random.uniform(span(reach.y, reach.maxY))))
            case 1:  // on a hit-region or frame edge or corner
                let rect = index % 12 == 1 ? key?.hitRegion ?? bounds : key?.frame ?? bounds
                let xs = [rect.x, rect.maxX, rect.midX], ys = [rect.y, rect.maxY, rect.centre.y]
                points.append(Point(x: xs[Int(random.next() % 3)], y: ys[Int(random.next() % 3)]))
            case 2:  // near a key, often in a gap
                let rect = key?.frame ?? bounds
                points.append(
                    Point(
                        x: random.uniform(span(rect.x - 6, rect.maxX + 6)),
                        y: random.uniform(span(rect.y - 6, rect.maxY + 6))))
            case 3:
                points.append(Point(x: special[Int(random.next() % 5)], y: random.uniform(span(bounds.y, bounds.maxY))))
            case 4:
                points.append(Point(x: random.uniform(span(bounds.x, bounds.maxX)), y: special[Int(random.next() % 5)]))
            default:  // around the keyboard's edges, inside and out
                let x = random.uniform(span(bounds.x - bounds.width * 0.1, bounds.maxX + bounds.width * 0.1))
                points.append(
                    Point(
                        x: x,
                        y: random.next() % 2 == 0
                            ? bounds.y - random.uniform(0...30) : bounds.maxY + random.uniform(-1...30)))
            }
        }
        return points
    }

    /// `low...high`, or a single point when the bounds are not finite and ordered.
    static func span(_ low: Double, _ high: Double) -> ClosedRange<Double> {
        low.isFinite && high.isFinite && low <= high ? low...high : (low.isFinite ? low...low : 0...0)
    }

    static func expectAgreement(_ frames: LayoutFrames, _ name: String, points: [Point], searchDistance: Double? = nil)
    {
        let distance = searchDistance ?? frames.defaultSearchDistance
        let linear = LinearScanLocator(frames: frames, searchDistance: distance)
        let grid = UniformGridLocator(frames: frames, searchDistance: distance)
        let hash = SpatialHashLocator(frames: frames, searchDistance: distance)
        var disagreements = 0
        for point in points {
            let expected = linear.keyIndex(at: point)
            if grid.keyIndex(at: point) != expected || hash.keyIndex(at: point) != expected {
                disagreements += 1
                if disagreements <= 3 {
                    Issue.record(
                        "\(name): \(point) linear \(String(describing: expected)) grid \(String(describing: grid.keyIndex(at: point))) hash \(String(describing: hash.keyIndex(at: point)))"
                    )
                }
            }
        }
        #expect(disagreements == 0, "\(name): \(disagreements) disagreements")
    }

    @Test func allLocatorsAgreeOnEveryLayoutLanguageAndDevice() {
        for (offset, layout) in TestLayouts.all.enumerated() {
            let points = Self.points(for: layout.frames, count: 1_000, seed: UInt64(offset) + 1)
            Self.expectAgreement(layout.frames, layout.name, points: points)
        }
    }

    @Test(arguments: [0.0, 1, 44, 1_000, .infinity, .nan, -5, .greatestFiniteMagnitude])
    func allLocatorsAgreeForAnySearchDistance(_ distance: Double) {
        let layout = TestLayouts.englishLetters
        Self.expectAgreement(
            layout, "letters d=\(distance)", points: Self.points(for: layout, count: 3_000, seed: 7),
            searchDistance: distance)
    }

    @Test func allLocatorsAgreeOnRandomLayouts() async {
        await propertyCheck(count: 80, input: Gen.int(in: 0...1_000_000)) { seed in
            let frames = RandomLayouts.make(seed: UInt64(seed))
            Self.expectAgreement(
                frames, "random \(seed)", points: Self.points(for: frames, count: 400, seed: UInt64(seed)))
        }
    }
}

/// Random layouts with gaps, overlaps, zero-size and non-finite keys.
enum RandomLayouts {
    static func make(seed: UInt64) -> LayoutFrames {
        var random = SeededGenerator(seed: seed)
        let count = Int(random.next() % 40)
        let keys = (0..<count).map { index -> KeyFrame in
            let x = random.uniform(0...300), y = random.uniform(0...200)
            let width = random.next() % 10 == 0 ? 0 : random.uniform(0...60)
            let height = random.next() % 10 == 0 ? 0 : random.uniform(0...50)
            var region = Rect(x: x, y: y, width: width, height: height)
            if random.next() % 25 == 0 { region.width = .nan }
            if random.next() % 25 == 0 { region.height = -5 }
            let key = KeyDefinition(id: "k\(index)", output: "k", label: "k", kind: .character, width: .unit)
            return KeyFrame(key: key, row: 0, frame: region, hitRegion: region)
        }
        return LayoutFrames(bounds: Rect(x: 0, y: 0, width: 360, height: 250), keys: keys)
    }
}
