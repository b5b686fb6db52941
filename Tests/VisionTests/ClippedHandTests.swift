import Testing
@testable import VisionPipeline

/// A clipped channel in the hand test (`HandTest.isClippedHand`): its true value is at least what it
/// reads, so against each reference pixel the test reads it counts as that pixel's value when that is
/// higher. Under a light that clips the paper's blue channel, the print that the camera's jitter moved by
/// a pixel is still the print: the paper now where a line of ink was matches the paper beside it.
@Suite struct ClippedHandTests {
    /// Paper with one-pixel lines of ink every eight columns, from column `first`.
    static func print(first: Int, blueGain: Double) -> (UInt8, UInt8, UInt8, Int) -> (UInt8, UInt8, UInt8) {
        { red, green, blue, x in
            let ink = x % 8 == first
            let b = Double(ink ? 64 : Int(blue)) * blueGain
            return ink ? (60, 60, UInt8(Swift.min(b, 255))) : (red, green, UInt8(Swift.min(b, 255)))
        }
    }

    /// The hand test of every pixel of `frame` (`isHand` on the raw channels) against the reference of
    /// the paper with its lines at columns 4, 12, …, under a light of `blueGain` in blue.
    static func handPixels(blueGain: Double, frame colour: @escaping (Int, Int) -> (UInt8, UInt8, UInt8)) -> Int {
        let (width, height) = (48, 24)
        let paper = Self.print(first: 4, blueGain: 1)
        let (reference, layout) = TestScenes.frame(width: width, height: height) { x, _ in paper(232, 230, 224, x) }
        let (frame, _) = TestScenes.frame(width: width, height: height, colour)
        let model = ReferenceModel(width: width, height: height), classifier = SkinClassifier()
        reference.withUnsafeBufferPointer { model.capture($0.baseAddress!, layout, classifier: classifier) }
        classifier.setCorrections(model.whiteBalance * ChannelGains(red: 1, green: 1, blue: blueGain))
        let segmenter = HandSegmenter(classifier: classifier, reference: model)
        segmenter.followNoise()
        let test = segmenter.test
        var hands = 0
        frame.withUnsafeBufferPointer { pixels in
            for y in 0..<height {
                for x in 0..<width {
                    let pixel = pixels.baseAddress! + (y * layout.bytesPerRow + x * 4)
                    if test.isHand(pixel[0], pixel[1], pixel[2], x: x, y: y) { hands += 1 }
                }
            }
        }
        return hands
    }

    @Test func printMovedByJitterUnderAClippingLightIsNotHand() {
        // Blue × 1.3 clips the paper's blue (224 → 291 → 255) and not the ink's (64 → 83); the lines moved
        // one column left.
        let moved = Self.print(first: 3, blueGain: 1.3)
        #expect(Self.handPixels(blueGain: 1.3) { x, _ in moved(232, 230, 224, x) } == 0)
        // The same light one step weaker clips nothing: the plain rule, the same answer.
        let unclipped = Self.print(first: 3, blueGain: 1.1)
        #expect(Self.handPixels(blueGain: 1.1) { x, _ in unclipped(232, 230, 224, x) } == 0)
    }

    @Test func handWithAClippedChannelIsStillHand() {
        // Skin under the same light, its red clipped, over the middle of the sheet (lines included).
        let moved = Self.print(first: 3, blueGain: 1.3)
        let hands = Self.handPixels(blueGain: 1.3) { x, y in
            (16..<32).contains(x) && (6..<18).contains(y) ? (255, 190, 150) : moved(232, 230, 224, x)
        }
        // Every pixel of the patch at least two pixels inside it (the test reads two pixels each way).
        #expect(hands >= 12 * 8, "hand pixels: \(hands)")
        #expect(hands <= 16 * 12)
    }
}
