import Testing
@testable import VisionPipeline

/// The 3 × 3 majority vote against a pixel-by-pixel count.
@Suite struct MajorityTests {
    @Test func voteEqualsNaiveCountAcrossWordBoundariesAndBorders() {
        let width = 130, height = 20
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        var bytes = [UInt8](repeating: 0, count: width * height)
        for index in bytes.indices {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            bytes[index] = state >> 61 < 4 ? 1 : 0
        }
        let mask = BitMask(bytes: bytes, width: width, height: height), out = BitMask(width: width, height: height)
        mask.majority(into: out, rows: 0..<height)
        var mismatches = 0
        for y in 0..<height {
            for x in 0..<width {
                var set = 0
                for dy in -1...1 {
                    for dx in -1...1 where x + dx >= 0 && x + dx < width && y + dy >= 0 && y + dy < height {
                        set += Int(bytes[(y + dy) * width + x + dx])
                    }
                }
                if out[x, y] != (set >= 5) { mismatches += 1 }
            }
        }
        #expect(mismatches == 0)
        #expect(out.population > 0 && out.population < width * height)
    }

    @Test func voteFillsAHoleAndDropsASpeck() {
        var bytes = [UInt8](repeating: 0, count: 70 * 10)
        for y in 1..<8 { for x in 60..<68 { bytes[y * 70 + x] = 1 } }
        bytes[4 * 70 + 63] = 0
        bytes[5 * 70 + 10] = 1
        let mask = BitMask(bytes: bytes, width: 70, height: 10), out = BitMask(width: 70, height: 10)
        mask.majority(into: out, rows: 0..<10)
        #expect(out[63, 4], "a one-pixel hole in the hand is filled")
        #expect(!out[10, 5], "a one-pixel speck on the desk is dropped")
    }
}
