import Testing
@testable import VisionPipeline

/// Skin in shade against shadow: both darker than three quarters of the paper, told apart by the
/// chromaticity the hand's own lit samples teach (`HandSegmenter.learnWarmth`, `HandTest.warmer`).
@Suite struct ShadedSkinTests {
    static let paper: (UInt8, UInt8, UInt8) = (240, 237, 229)
    static let shadow: (UInt8, UInt8, UInt8) = (120, 118, 114)

    /// Half of `a` and half of `b` (a shadow blurred into the hand's edge).
    static func mix(_ a: (UInt8, UInt8, UInt8), _ b: (UInt8, UInt8, UInt8)) -> (UInt8, UInt8, UInt8) {
        (UInt8((Int(a.0) + Int(b.0)) / 2), UInt8((Int(a.1) + Int(b.1)) / 2), UInt8((Int(a.2) + Int(b.2)) / 2))
    }

    /// The hand pixels per quarter of a 128 × 64 frame on paper: lit skin at the top left, skin in shade at
    /// the bottom left, lit skin half mixed into shadow at the bottom middle, shadow at the bottom right;
    /// before and after the segmenter learned the hand's warmth from the frame.
    static func segment(lit: (UInt8, UInt8, UInt8), shaded: (UInt8, UInt8, UInt8)) -> (
        before: [Int], after: [Int]
    ) {
        let (reference, layout) = TestScenes.frame(width: 128, height: 64) { _, _ in paper }
        let (frame, _) = TestScenes.frame(width: 128, height: 64) { x, y in
            if y < 32 { return x < 64 ? lit : paper }
            return x < 32 ? shaded : x < 64 ? mix(lit, shadow) : shadow
        }
        let model = ReferenceModel(width: 128, height: 64), classifier = SkinClassifier()
        reference.withUnsafeBufferPointer { model.capture($0.baseAddress!, layout, classifier: classifier) }
        let segmenter = HandSegmenter(classifier: classifier, reference: model)
        segmenter.followNoise()
        func quarters() -> [Int] {
            let mask = BitMask(width: 128, height: 64)
            frame.withUnsafeBufferPointer {
                segmenter.classify($0.baseAddress!, layout, columns: 0..<128, rows: 0..<64, into: mask)
            }
            return [0..<32, 32..<64, 64..<128].map { columns in
                columns.reduce(0) { count, x in count + (32..<64).filter { mask[x, $0] }.count }
            }
        }
        let before = quarters()
        frame.withUnsafeBufferPointer {
            if let box = segmenter.sampledBox($0.baseAddress!, layout, step: 4, minimum: 3) {
                segmenter.learnWarmth($0.baseAddress!, layout, step: 4, box: box)
            }
        }
        return (before, quarters())
    }

    @Test func veryDarkSkinInShadeIsHandItsShadowIsNot() {
        // (31, 20, 15) is below the HSV box's value and a fifth of the paper's brightness.
        let (before, after) = Self.segment(lit: (62, 40, 30), shaded: (31, 20, 15))
        #expect(before == [0, 0, 0], "the warmth is unknown before a hand was seen: \(before)")
        #expect(after == [32 * 32, 0, 0], "shaded skin, skin blurred into shadow, shadow: \(after)")
    }

    @Test func veryPaleSkinInShadeIsHandItsShadowIsNot() {
        // Pale skin in shade is nearly grey: too little saturation for the HSV box, darker than 3/4 of the paper.
        let (before, after) = Self.segment(lit: (246, 218, 200), shaded: (123, 109, 100))
        #expect(before == [0, 0, 0], "\(before)")
        #expect(after == [32 * 32, 0, 0], "shaded skin, skin blurred into shadow, shadow: \(after)")
    }

    @Test func aShadowAloneTeachesNoWarmth() {
        // A frame of shadow only: no sample is confidently hand, the warmth stays off and the shadow is no hand.
        let (reference, layout) = TestScenes.frame(width: 64, height: 64) { _, _ in Self.paper }
        let (frame, _) = TestScenes.frame(width: 64, height: 64) { x, _ in x < 32 ? Self.shadow : Self.paper }
        let model = ReferenceModel(width: 64, height: 64), classifier = SkinClassifier()
        reference.withUnsafeBufferPointer { model.capture($0.baseAddress!, layout, classifier: classifier) }
        let segmenter = HandSegmenter(classifier: classifier, reference: model)
        segmenter.followNoise()
        let mask = BitMask(width: 64, height: 64)
        frame.withUnsafeBufferPointer {
            let box = segmenter.sampledBox($0.baseAddress!, layout, step: 4, minimum: 1)
            #expect(box == nil)
            segmenter.learnWarmth($0.baseAddress!, layout, step: 4, box: PixelBox(minX: 0, minY: 0, maxX: 63, maxY: 63))
            segmenter.classify($0.baseAddress!, layout, columns: 0..<64, rows: 0..<64, into: mask)
        }
        #expect(segmenter.warmth == HandSegmenter.noWarmth && mask.population == 0)
    }
}
