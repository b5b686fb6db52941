import Testing
@testable import VisionPipeline

/// `HandTest.changedAround` (the pixel's own reference inline, its neighbours out of line) is the plain
/// rule: `changed` against the reference at the pixel and at every reference pixel one and two away
/// across and down that lies inside the frame.
@Suite struct HandTestNeighbourTests {
    /// A deterministic sequence of bytes (a linear congruential generator's high bits).
    struct Bytes {
        var state: UInt64
        mutating func next(_ range: ClosedRange<Int>) -> UInt8 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(range.lowerBound + Int(state >> 33) % (range.count))
        }
    }

    /// The plain rule, one offset at a time.
    static func plain(_ test: HandTest, _ c: (red: Int, green: Int, blue: Int), x: Int, y: Int, darkest: Int) -> Bool {
        let offsets = [(0, 0), (1, 0), (-1, 0), (2, 0), (-2, 0), (0, 1), (0, -1), (0, 2), (0, -2)]
        return offsets.allSatisfy { dx, dy in
            let (u, v) = (x + dx, y + dy)
            guard u >= 0, v >= 0, u < test.width, v < test.height else { return true }
            return test.changed(c.red, c.green, c.blue, v * test.width + u, darkest)
        }
    }

    @Test(arguments: [0, 3]) func changedAroundIsThePlainRule(darkest: Int) {
        let (width, height) = (48, 24)
        var bytes = Bytes(state: 7)
        // Paper with printed strokes for the reference; the frame: paper, strokes, shadow and skin.
        let (reference, layout) = TestScenes.frame(width: width, height: height) { x, y in
            (x + 2 * y) % 7 == 0 ? (60, 60, 64) : (232, 230, 224)
        }
        let (frame, _) = TestScenes.frame(width: width, height: height) { _, _ in
            switch bytes.next(0...3) {
            case 0: (bytes.next(220...240), bytes.next(220...240), bytes.next(215...235))
            case 1: (bytes.next(50...70), bytes.next(50...70), bytes.next(55...75))
            case 2: (bytes.next(100...130), bytes.next(100...125), bytes.next(95...120))
            default: (bytes.next(150...220), bytes.next(90...150), bytes.next(70...120))
            }
        }
        let model = ReferenceModel(width: width, height: height), classifier = SkinClassifier()
        reference.withUnsafeBufferPointer { model.capture($0.baseAddress!, layout, classifier: classifier) }
        let segmenter = HandSegmenter(classifier: classifier, reference: model)
        segmenter.followNoise()
        let test = segmenter.test
        var (mismatches, hands) = (0, 0)
        frame.withUnsafeBufferPointer { pixels in
            for y in 0..<height {
                for x in 0..<width {
                    let c = test.corrected(pixels.baseAddress!, layout, x: x, y: y)
                    let fast = test.changedAround(c.red, c.green, c.blue, x: x, y: y, darkest: darkest)
                    if fast != Self.plain(test, c, x: x, y: y, darkest: darkest) { mismatches += 1 }
                    if fast { hands += 1 }
                }
            }
        }
        #expect(mismatches == 0)
        #expect(hands > 0 && hands < width * height, "both outcomes occur: \(hands) changed")
    }
}
