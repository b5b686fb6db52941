import FuzzSubjects
import FuzzSupport
import Testing

/// The fuzz target reaches the vision pipeline (selector 3) and its seeds hold.
@Suite struct VisionFuzzTests {
    @Test func theSeedsRunClean() {
        for seed in 1...3 {
            var random = UInt64(seed) &* 0x9E37_79B9_7F4A_7C15
            let bytes: [UInt8] =
                [3]
                + (0..<160).map { _ in
                    random = random &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                    return UInt8(truncatingIfNeeded: random >> 33)
                }
            #expect(FuzzTarget.run(bytes, options: FuzzOptions()) == nil, "seed \(seed)")
        }
    }

    @Test func badLayoutsAndMarksAreNamedNotFindings() {
        // Selector 3, then: a negative width, NaN marks (calibration case), a short buffer.
        let bytes: [UInt8] = [3, 0x80, 7, 0x85, 1, 0, 0, 9, 3, 2, 0, 1, 4, 1, 1, 2, 3, 3, 1, 0, 1]
        #expect(FuzzTarget.run(bytes, options: FuzzOptions()) == nil)
    }
}
