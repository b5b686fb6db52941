import Testing
@testable import VisionPipeline

/// `HandTest.handBits` (the hand test over a run of pixels, `HandTest+Run`) gives every pixel the bit
/// the scalar `isHand` gives: on synthetic references and frames made to sit on the test's edges
/// (colours near the reference's, shadows, warm shadows, skin, clipped channels, random), skin-like
/// reference words, the frame's border, runs at any column and of any length, every step of the coarse
/// scan, both channel orders, random corrections, `tint` 0 and above, `darkest` 0 and `shade`.
@Suite struct HandTestRunTests {
    /// A deterministic sequence (a linear congruential generator's high bits).
    struct Random {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % bound
        }
        mutating func byte(_ range: ClosedRange<Int>) -> Int { range.lowerBound + next(range.count) }
        mutating func near(_ value: Int, _ spread: Int) -> Int {
            Swift.min(Swift.max(value + byte(-spread...spread), 0), 255)
        }
    }

    /// The buffers a `HandTest` reads, kept alive by the test.
    struct Scene {
        let classifier: SkinClassifier
        let colour: Storage<UInt8>, skinLike: BitMask
        let frame: [UInt8], layout: FrameLayout

        func test(chroma: Int, brighter: Int, shade: Int, warmth: Int, tint: Int, clipLevel: Int) -> HandTest {
            HandTest(
                corrections: classifier.corrections.pointer, saturationValue: classifier.saturationValue.pointer,
                hues: classifier.hues.pointer, hueDivisors: classifier.hueDivisors.pointer,
                skinLike: skinLike.words.pointer, skinLikeStride: skinLike.wordsPerRow, colour: colour.pointer,
                width: layout.width, height: layout.height, chroma: chroma, brighter: brighter, shade: shade,
                warmth: warmth, tint: tint, clipLevel: clipLevel)
        }
    }

    /// A reference of paper, print, skin-coloured wood and random colours, a fifth of it skin-like in
    /// blocks, and a frame over it; corrections near identity, or random (`randomCorrections`).
    static func scene(width: Int, height: Int, order: PixelOrder, seed: UInt64, randomCorrections: Bool) -> Scene {
        var random = Random(state: seed)
        let colour = Storage<UInt8>(repeating: 0, count: 3 * width * height)
        let skinLike = BitMask(width: width, height: height)
        for index in 0..<width * height {
            let (r, g, b) = referenceColour(&random)
            (colour[3 * index], colour[3 * index + 1], colour[3 * index + 2]) = (UInt8(r), UInt8(g), UInt8(b))
        }
        for y in 0..<height {
            for x in 0..<width where (x / 5 + y / 3 + Int(seed)) % 5 == 0 {
                skinLike.words[y * skinLike.wordsPerRow + x >> 6] |= 1 << UInt64(x & 63)
            }
        }
        let classifier = SkinClassifier()
        for index in 0..<768 {
            let identity = index & 255
            classifier.corrections[index] = UInt8(randomCorrections ? random.next(256) : random.near(identity, 3))
        }
        let (frame, layout) = TestScenes.frame(width: width, height: height, stride: width * 4 + 8, order: order) {
            x, y in
            let at = 3 * (y * width + x)
            let reference = (Int(colour[at]), Int(colour[at + 1]), Int(colour[at + 2]))
            let (r, g, b) = frameColour(&random, over: reference)
            return (UInt8(r), UInt8(g), UInt8(b))
        }
        return Scene(classifier: classifier, colour: colour, skinLike: skinLike, frame: frame, layout: layout)
    }

    static func referenceColour(_ random: inout Random) -> (Int, Int, Int) {
        switch random.next(6) {
        case 0: (random.byte(220...240), random.byte(220...240), random.byte(212...235))
        case 1: (random.byte(40...80), random.byte(40...80), random.byte(45...85))
        case 2: (random.byte(150...220), random.byte(90...150), random.byte(70...120))
        case 3: random.next(2) == 0 ? (0, 0, 0) : (255, 255, 255)
        default: (random.next(256), random.next(256), random.next(256))
        }
    }

    /// A frame colour over reference colour `ref`: near it, darker (shadow, some warmer), brighter (a little
    /// or by up to 45 levels a channel), skin, clipped, or random.
    static func frameColour(_ random: inout Random, over ref: (Int, Int, Int)) -> (Int, Int, Int) {
        switch random.next(9) {
        case 0: return (random.near(ref.0, 6), random.near(ref.1, 6), random.near(ref.2, 6))
        case 1, 2:
            let scale = random.byte(30...95), warm = random.next(3) == 0 ? random.byte(0...25) : 0
            return (
                random.near(ref.0 * scale / 100 + warm, 3), random.near(ref.1 * scale / 100, 3),
                random.near(ref.2 * scale / 100 - warm, 3)
            )
        case 3: return (random.near(ref.0 + 12, 8), random.near(ref.1 + 12, 8), random.near(ref.2 + 12, 8))
        case 4: return (random.byte(150...230), random.byte(90...150), random.byte(70...120))
        case 5: return (random.byte(245...255), random.near(ref.1, 20), random.byte(245...255))
        case 6:
            let lift = random.byte(5...45)
            return (random.near(ref.0 + lift, 4), random.near(ref.1 + lift, 4), random.near(ref.2 + lift, 4))
        default: return (random.next(256), random.next(256), random.next(256))
        }
    }

    /// Pixels whose `handBits` differ from `isHand` over runs at random columns and lengths, whole rows in
    /// words, and every coarse step; and the number of hand pixels seen (both outcomes must occur).
    static func mismatches(_ test: HandTest, _ scene: Scene, seed: UInt64) -> (wrong: Int, hands: Int, tested: Int) {
        var random = Random(state: seed), wrong = 0, hands = 0, tested = 0
        let layout = scene.layout
        scene.frame.withUnsafeBufferPointer { buffer in
            let frame = buffer.baseAddress!
            func check(x: Int, step: Int, count: Int, y: Int) {
                let row = frame + y * layout.bytesPerRow
                let bits = test.handBits(row, layout.order, x: x, step: step, count: count, y: y)
                for k in 0..<count {
                    let column = x + k * step, pixel = row + column * 4
                    let hand = test.isHand(
                        pixel[layout.order.redOffset], pixel[1], pixel[layout.order.blueOffset], x: column, y: y)
                    if hand != (bits >> UInt64(k) & 1 == 1) { wrong += 1 }
                    if hand { hands += 1 }
                    tested += 1
                }
                #expect(count == 64 || bits >> UInt64(count) == 0, "no bits past the run")
            }
            for y in 0..<layout.height {
                for x in stride(from: 0, to: layout.width, by: 64) {
                    check(x: x, step: 1, count: Swift.min(64, layout.width - x), y: y)
                }
                for _ in 0..<6 {
                    let x = random.next(layout.width)
                    check(x: x, step: 1, count: 1 + random.next(Swift.min(64, layout.width - x)), y: y)
                }
                for step in 2...7 {
                    let columns = (layout.width - step / 2 + step - 1) / step
                    guard columns > 0 else { continue }
                    check(x: step / 2, step: step, count: Swift.min(64, columns), y: y)
                }
            }
        }
        return (wrong, hands, tested)
    }

    @Test(arguments: [(131, 19), (64, 7), (9, 5), (200, 3), (83, 40)])
    func runsAreTheScalarTest(size: (width: Int, height: Int)) {
        var (allHands, allTested) = (0, 0)
        for (seed, order) in [(UInt64(1), PixelOrder.rgba), (2, .bgra), (3, .rgba)] {
            let scene = Self.scene(
                width: size.width, height: size.height, order: order, seed: seed, randomCorrections: seed == 3)
            for (chroma, brighter) in [(12, 30), (40, 90)] {
                for (warmth, tint) in [(HandSegmenter.noWarmth, 0), (200, 0), (200, 100), (600, 300)] {
                    for (shade, clipLevel) in [(3, 250), (0, 256), (3, 0)] {
                        let test = scene.test(
                            chroma: chroma, brighter: brighter, shade: shade, warmth: warmth, tint: tint,
                            clipLevel: clipLevel)
                        let (wrong, hands, tested) = Self.mismatches(test, scene, seed: seed)
                        #expect(wrong == 0, "\(wrong) of \(tested) pixels differ: chroma \(chroma) tint \(tint)")
                        (allHands, allTested) = (allHands + hands, allTested + tested)
                    }
                }
            }
        }
        #expect(allHands > 0 && allHands < allTested, "both outcomes occur: \(allHands) of \(allTested)")
    }
}
