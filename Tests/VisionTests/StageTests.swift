import Testing
@testable import VisionPipeline

/// Each stage on small hand-made frames and masks.
@Suite struct StageTests {
    @Test func hsvMatchesOpenCVsKnownValues() {
        #expect(OpenCVHSV.hsv(red: 255, green: 0, blue: 0) == (0, 255, 255))
        #expect(OpenCVHSV.hsv(red: 0, green: 255, blue: 0) == (60, 255, 255))
        #expect(OpenCVHSV.hsv(red: 0, green: 0, blue: 255) == (120, 255, 255))
        #expect(OpenCVHSV.hsv(red: 255, green: 0, blue: 128) == (165, 255, 255))
        #expect(OpenCVHSV.hsv(red: 128, green: 128, blue: 128) == (0, 0, 128))
        #expect(OpenCVHSV.hsv(red: 0, green: 0, blue: 0) == (0, 0, 0))
    }

    @Test func skinHueWrapsAroundRed() {
        let range = SkinRange.standard
        #expect(range.containsHue(175) && range.containsHue(0) && range.containsHue(22))
        #expect(!range.containsHue(23) && !range.containsHue(169) && !range.containsHue(90))
        let straight = SkinRange(hueLow: 10, hueHigh: 20, saturation: 0...255, value: 0...255)
        #expect(straight.containsHue(15) && !straight.containsHue(5) && straight.openCVBounds.count == 1)
        #expect(range.openCVBounds.count == 2)
    }

    @Test func classifierAgreesWithTheFormulaOnEveryOrderAndStride() throws {
        let colours: [(UInt8, UInt8, UInt8)] = [
            (232, 190, 160), (120, 80, 58), (228, 226, 218), (62, 62, 70), (200, 60, 90), (30, 200, 40),
        ]
        for order in PixelOrder.allCases {
            let (pixels, layout) = TestScenes.frame(width: 70, height: 2, stride: 70 * 4 + 12, order: order) { x, _ in
                colours[x % colours.count]
            }
            let classifier = SkinClassifier()
            let mask = BitMask(width: 70, height: 2)
            pixels.withUnsafeBufferPointer {
                classifier.classify($0.baseAddress!, layout, columns: 0..<70, rows: 0..<2, into: mask)
            }
            for x in 0..<70 {
                let (r, g, b) = colours[x % colours.count]
                let (h, s, v) = OpenCVHSV.hsv(red: r, green: g, blue: b)
                #expect(mask[x, 1] == SkinRange.standard.contains(h: h, s: s, v: v), "pixel \(x) \(order)")
            }
            #expect(mask[0, 0] && mask[1, 0] && !mask[2, 0] && !mask[3, 0] && !mask[5, 0])
            #expect(mask[4, 0], "hue 174 is skin through the wrap-around")
        }
    }

    @Test func openingRemovesSpecksKeepsBlocksAndFollowsOpenCVsBorder() {
        // A speck, a 3 × 3 block, a block in the corner (OpenCV: outside counts as set for erosion).
        var bytes = [UInt8](repeating: 0, count: 100 * 9)
        bytes[4 * 100 + 10] = 1
        for y in 3..<6 { for x in 20..<23 { bytes[y * 100 + x] = 1 } }
        for y in 0..<2 { for x in 0..<2 { bytes[y * 100 + x] = 1 } }
        for y in 2..<7 { for x in 62..<67 { bytes[y * 100 + x] = 1 } }
        let mask = BitMask(bytes: bytes, width: 100, height: 9), out = BitMask(width: 100, height: 9),
            scratch = BitMask(width: 100, height: 9)
        mask.open(into: out, scratch: scratch)
        #expect(!out[10, 4])
        #expect(
            out[20, 3] && out[22, 5] && out.population == 9 + 4 + 25,
            "block, corner and the block across a word boundary stay")
        #expect(out[0, 0] && out[1, 1] && out[63, 4] && out[64, 4])
    }

    @Test func componentsAreEightConnectedWithOpenCVsStatistics() {
        var bytes = [UInt8](repeating: 0, count: 130 * 6)
        bytes[0 * 130 + 5] = 1
        bytes[1 * 130 + 6] = 1  // touches (5, 0) diagonally: one component
        for x in 60..<71 { bytes[3 * 130 + x] = 1 }  // a run across the 64-bit word boundary
        bytes[5 * 130 + 129] = 1  // the last pixel of a row whose width is no multiple of 64
        let mask = BitMask(bytes: bytes, width: 130, height: 6)
        let components = RunComponents(maxRuns: 64)
        #expect(components.label(mask))
        #expect(components.count == 3)
        let first = components[0], second = components[1], third = components[2]
        #expect(first.area == 2 && first.minX == 5 && first.maxX == 6 && first.minY == 0 && first.maxY == 1)
        #expect(
            second.area == 11 && second.minX == 60 && second.maxX == 70 && second.centroid.x == 65
                && second.centroid.y == 3)
        #expect(third.area == 1 && third.minX == 129 && third.topRow == 5)
        #expect(components.largest == 1)
    }

    /// The component nearest a point is the one with the nearest pixel, not the one whose box holds it: an
    /// L-shaped strip whose box spans the frame loses to a small blob beside the point, unless the blob is
    /// under the least area asked.
    @Test func theNearestComponentIsByPixelNotByBox() {
        var bytes = [UInt8](repeating: 0, count: 100 * 100)
        for x in 0..<100 { bytes[x] = 1 }  // the strip's top row
        for y in 0..<100 { bytes[y * 100] = 1 }  // its left column
        for y in 60..<70 { for x in 60..<70 { bytes[y * 100 + x] = 1 } }  // a blob
        let components = RunComponents(maxRuns: 256)
        #expect(components.label(BitMask(bytes: bytes, width: 100, height: 100)))
        #expect(components.count == 2)
        let strip = 0, blob = 1
        #expect(components.nearest(x: 50, y: 50, within: 20) == blob, "the blob's corner is 14 px away")
        #expect(components.nearest(x: 50, y: 50, within: 14) == nil, "nothing within 14 px")
        #expect(components.nearest(x: 5, y: 50, within: 20) == strip)
        #expect(components.nearest(x: 65, y: 65, within: 0) == blob, "a point on a pixel is at 0")
        #expect(
            components.nearest(x: 65, y: 65, within: 70, minimumArea: 150) == strip,
            "the blob's 100 pixels are under the least area; the strip's 199 are not")
    }

    @Test func tooManyRunsIsRefusedNotOverrun() {
        var bytes = [UInt8](repeating: 0, count: 64 * 2)
        for x in stride(from: 0, to: 64, by: 2) { bytes[x] = 1 }
        let components = RunComponents(maxRuns: 8)
        #expect(!components.label(BitMask(bytes: bytes, width: 64, height: 2)))
        #expect(components.count == 0)
    }

    @Test func frameLayoutsRefuseBadSizesAndBuffers() throws {
        #expect(throws: VisionError.invalidSize(width: 0, height: 480)) { try FrameLayout(width: 0, height: 480) }
        #expect(throws: VisionError.invalidSize(width: -5, height: 5)) { try FrameLayout(width: -5, height: 5) }
        #expect(throws: VisionError.strideTooSmall(bytesPerRow: 100, width: 640)) {
            try FrameLayout(width: 640, height: 480, bytesPerRow: 100)
        }
        let layout = try FrameLayout(width: 4, height: 2, bytesPerRow: 20)
        #expect(layout.requiredBytes == 36)
        #expect(throws: VisionError.emptyFrame) { try layout.check(byteCount: 0) }
        #expect(throws: VisionError.bufferTooSmall(bytes: 35, needed: 36)) { try layout.check(byteCount: 35) }
        #expect(!VisionError.bufferTooSmall(bytes: 35, needed: 36).description.contains("\n"))
    }
}
