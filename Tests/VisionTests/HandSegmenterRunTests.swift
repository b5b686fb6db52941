import Testing
@testable import VisionPipeline

/// `HandSegmenter.classify` and the coarse scan (`sampledBox`), which run the hand test over runs, set
/// exactly the bits the scalar `isHand` gives, on a captured reference, for column ranges that start and
/// end anywhere, with and without the learned warmth and tint (the coarse scan where it tests: the half
/// grid, and around what the half grid found); a hand-sized patch is found whole.
@Suite struct HandSegmenterRunTests {
    /// A segmenter on a captured paper-and-print reference, and a frame of paper, print, shadow and skin.
    static func scene(order: PixelOrder) -> (HandSegmenter, [UInt8], FrameLayout) {
        let (width, height) = (150, 41)
        var random = HandTestRunTests.Random(state: 11)
        let (reference, layout) = TestScenes.frame(width: width, height: height, order: order) { x, y in
            (x + 2 * y) % 7 == 0 ? (60, 60, 64) : (232, 230, 224)
        }
        let (frame, _) = TestScenes.frame(width: width, height: height, order: order) { x, y in
            let ref = (x + 2 * y) % 7 == 0 ? (60, 60, 64) : (232, 230, 224)
            let (r, g, b) = HandTestRunTests.frameColour(&random, over: ref)
            return (UInt8(r), UInt8(g), UInt8(b))
        }
        let model = ReferenceModel(width: width, height: height), classifier = SkinClassifier()
        reference.withUnsafeBufferPointer { model.capture($0.baseAddress!, layout, classifier: classifier) }
        let segmenter = HandSegmenter(classifier: classifier, reference: model)
        segmenter.followNoise()
        return (segmenter, frame, layout)
    }

    /// Pixels of `columns` × all rows where `classify` differs from `isHand`, and the hand pixels.
    static func classifyMismatches(
        _ segmenter: HandSegmenter, _ frame: UnsafePointer<UInt8>, _ layout: FrameLayout, columns: Range<Int>
    )
        -> (wrong: Int, hands: Int)
    {
        let mask = BitMask(width: layout.width, height: layout.height), test = segmenter.test
        segmenter.classify(frame, layout, columns: columns, rows: 0..<layout.height, into: mask)
        var wrong = 0, hands = 0
        for y in 0..<layout.height {
            for x in 0..<layout.width {
                let pixel = frame + y * layout.bytesPerRow + x * 4
                let hand =
                    columns.contains(x)
                    && test.isHand(pixel[layout.order.redOffset], pixel[1], pixel[layout.order.blueOffset], x: x, y: y)
                let bit = mask.words[y * mask.wordsPerRow + x >> 6] >> UInt64(x & 63) & 1 == 1
                if hand != bit { wrong += 1 }
                if hand { hands += 1 }
            }
        }
        return (wrong, hands)
    }

    /// Samples of the coarse grid where `sampledBox`'s scan differs from `isHand`: every sample of the half
    /// grid (even rows and columns) and every sample within two of one set there is tested, every other
    /// sample is left clear. Also returns the samples `isHand` sets that the scan left untested.
    static func coarseMismatches(
        _ segmenter: HandSegmenter, _ frame: UnsafePointer<UInt8>, _ layout: FrameLayout, step: Int
    )
        -> (wrong: Int, untested: Int)
    {
        _ = segmenter.sampledBox(frame, layout, step: step, minimum: 1)
        let test = segmenter.test, coarse = segmenter.coarse
        let columns = (layout.width - step / 2 + step - 1) / step, rows = (layout.height - step / 2 + step - 1) / step
        func isHand(_ i: Int, _ j: Int) -> Bool {
            let (x, y) = (i * step + step / 2, j * step + step / 2)
            let pixel = frame + y * layout.bytesPerRow + x * 4
            return test.isHand(pixel[layout.order.redOffset], pixel[1], pixel[layout.order.blueOffset], x: x, y: y)
        }
        func nearHalfGridHand(_ i: Int, _ j: Int) -> Bool {
            for jj in Swift.max(j - 2, 0)...Swift.min(j + 2, rows - 1) where jj % 2 == 0 {
                for ii in Swift.max(i - 2, 0)...Swift.min(i + 2, columns - 1) where ii % 2 == 0 && isHand(ii, jj) {
                    return true
                }
            }
            return false
        }
        var wrong = 0, untested = 0
        for j in 0..<rows {
            for i in 0..<columns {
                let tested = (i % 2 == 0 && j % 2 == 0) || nearHalfGridHand(i, j)
                let expected = tested && isHand(i, j)
                if !tested, isHand(i, j) { untested += 1 }
                if expected != (coarse.words[j * coarse.wordsPerRow + i >> 6] >> UInt64(i & 63) & 1 == 1) { wrong += 1 }
            }
        }
        return (wrong, untested)
    }

    @Test(arguments: PixelOrder.allCases) func classifyAndCoarseScanAreTheScalarTest(order: PixelOrder) {
        let (segmenter, pixels, layout) = Self.scene(order: order)
        for (warmth, tint) in [(HandSegmenter.noWarmth, 0), (240, 120)] {
            (segmenter.warmth, segmenter.tint) = (warmth, tint)
            pixels.withUnsafeBufferPointer { buffer in
                let frame = buffer.baseAddress!
                for columns in [0..<150, 3..<150, 1..<64, 63..<130, 5..<12, 149..<150] {
                    let (wrong, hands) = Self.classifyMismatches(segmenter, frame, layout, columns: columns)
                    #expect(wrong == 0, "columns \(columns): \(wrong) pixels differ")
                    #expect(columns.count < 60 || hands > 0)
                }
                for step in [1, 2, 3, 4, 6] {
                    #expect(Self.coarseMismatches(segmenter, frame, layout, step: step).wrong == 0)
                }
            }
        }
    }

    /// A patch of skin the size of a fingertip (16 × 16 pixels, four samples a side at step 4) anywhere on
    /// the paper is tested whole by the coarse scan: no sample of it is left to the half grid's gaps.
    @Test func aFingertipSizedPatchIsScannedWhole() {
        let (width, height) = (150, 41)
        let (reference, layout) = TestScenes.frame(width: width, height: height, order: .rgba) { _, _ in (232, 230, 224)
        }
        let model = ReferenceModel(width: width, height: height), classifier = SkinClassifier()
        reference.withUnsafeBufferPointer { model.capture($0.baseAddress!, layout, classifier: classifier) }
        let segmenter = HandSegmenter(classifier: classifier, reference: model)
        segmenter.followNoise()
        for (left, top) in [(3, 2), (40, 9), (61, 13), (101, 20), (130, 24)] {
            let (frame, _) = TestScenes.frame(width: width, height: height, order: .rgba) { x, y in
                (left..<left + 16).contains(x) && (top..<top + 16).contains(y) ? (200, 140, 110) : (232, 230, 224)
            }
            frame.withUnsafeBufferPointer { buffer in
                let (wrong, untested) = Self.coarseMismatches(segmenter, buffer.baseAddress!, layout, step: 4)
                #expect(wrong == 0 && untested == 0, "patch at \(left), \(top): \(wrong) wrong, \(untested) untested")
            }
        }
    }
}
