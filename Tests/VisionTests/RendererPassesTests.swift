@testable import SceneRenderer
import Determinism
import Testing
import TouchMapping

/// The renderer's pixel passes — the desk lit and with noise through a shifted, turned or tilted camera,
/// the blurs and the JPEG-like re-encoding — give the very bytes they gave as straightforward per-pixel
/// loops: the hashes below are those loops' frames (hand-free, so the hand's drawing is not part of them).
/// A faster pass must keep every one of them.
@Suite struct RendererPassesTests {
    /// Each case: a name, its settings and conditions, and the FNV-1a hash of frames 0 and 1 rendered hand-free.
    static let cases: [(String, @Sendable (inout SceneSettings, inout SceneConditions) -> Void, UInt64)] = [
        ("plain", { $1.table = .plain }, 0x824f7b7e8641c2de),
        ("none", { _, _ in }, 0x75d371c32ed916e),
        ("wood", { $1.table = .wood }, 0xe9d970e440e8426),
        ("checker", { $1.table = .checker }, 0x3a0f153cf100a0e2),
        (
            "shift",
            {
                $1.table = .plain; $1.cameraShift = (5, -3)
            }, 0x6c1353e8f3d043ca
        ),
        (
            "drift",
            {
                $1.table = .wood; $1.camera = CameraPose(dx: 1.5, dy: 0.75, degrees: 2.25)
            }, 0x60956a151e4f3c5c
        ),
        ("turn", { $1.camera = CameraPose(degrees: 5) }, 0xe17e93e1eb8041e6),
        (
            "tilt",
            {
                $1.table = .checker; $1.camera = CameraPose(pitch: -12, yaw: 8)
            }, 0x6e15c6833e31e320
        ),
        ("noise", { $1.noise = 15 }, 0xac0e504b09538b91),
        ("dim", { $1.light = SceneConditions.changedLight }, 0xd88d644365829ce8),
        ("bright", { $1.light = (1.25, 1.1, 1.3) }, 0x8bbcea0532df169a),
        ("flicker", { $1.flicker = true }, 0xecce0b2d16a353a),
        ("jpeg20", { $1.jpegQuality = 20 }, 0xdd26897ac2f36152),
        (
            "jpeg90",
            {
                $1.table = .wood; $1.jpegQuality = 90
            }, 0x6cc529e155377518
        ),
        ("motion", { $1.blur = .motion(length: 9) }, 0x5c3e8b4455f77258),
        ("defocus", { $1.blur = .defocus(sigma: 3) }, 0x62a3cddf22d3fc6b),
        (
            "defocus8",
            {
                $1.table = .checker; $1.blur = .defocus(sigma: 8)
            }, 0x5bcb072ffda9c4db
        ),
        (
            "bgra",
            {
                ($0.order, $0.bytesPerRow) = (.bgra, 132 * 4 + 12)
                $1.camera = CameraPose(degrees: 3)
                $1.blur = .defocus(sigma: 2)
                $1.jpegQuality = 35
            }, 0x2004ad88c003f190
        ),
    ]

    @Test(arguments: cases.indices) func thePassesKeepTheirBytes(index: Int) throws {
        let (name, change, expected) = Self.cases[index]
        #expect(try Self.hash(change, reservingCameraMoves: false) == expected, "\(name)")
        // The same frames with the camera's desk pixels kept (the second frame reads them).
        #expect(try Self.hash(change, reservingCameraMoves: true) == expected, "\(name), camera moves reserved")
    }

    /// The FNV-1a hash of frames 0 and 1 of a 132 × 100 scene changed by `change`, rendered hand-free.
    static func hash(
        _ change: (inout SceneSettings, inout SceneConditions) -> Void, reservingCameraMoves: Bool
    ) throws -> UInt64 {
        let renderer = try scene(change, size: (132, 100), seed: 5, text: "fj")
        if reservingCameraMoves { renderer.reserveCameraMoves() }
        var hash = FNV1a()
        for frame in 0..<2 {
            renderer.renderReference(index: frame)
            hash.add(renderer.frame.pixels)
        }
        return hash.value
    }

    /// A scene of `size` typing `text`, its settings and conditions changed by `change`.
    static func scene(
        _ change: (inout SceneSettings, inout SceneConditions) -> Void, size: (Int, Int), seed: UInt64, text: String
    ) throws -> SceneRenderer {
        var settings = SceneSettings()
        (settings.width, settings.height, settings.seed) = (size.0, size.1, seed)
        var conditions = SceneConditions()
        change(&settings, &conditions)
        let renderer = try SceneRenderer(settings: settings, text: text)
        renderer.conditions = conditions
        return renderer
    }

    /// Frames with the hand — its shadow, a nail, a second finger, a second hand, through a turned and
    /// a blurred, re-encoded camera — give the bytes they gave before the hand's parts were made once a
    /// frame (the FNV-1a hash of every 9th frame of the first 180, 160 × 120).
    static let handCases: [(String, @Sendable (inout SceneSettings, inout SceneConditions) -> Void, UInt64)] = [
        ("hand", { _, _ in }, 0x3b4084a65ba565b6),
        (
            "nails and a second hand",
            {
                $1.nails = true; $1.secondHand = true
            }, 0x26553edc40be4c4e
        ),
        ("second finger beside", { settings, _ in settings.neighbour = .beside }, 0x261c1f4ccc95b23f),
        (
            "turned, blurred, re-encoded",
            { settings, conditions in
                settings.neighbour = .ahead
                conditions.camera = CameraPose(degrees: 4)
                conditions.blur = .defocus(sigma: 2)
                conditions.jpegQuality = 30
            }, 0x82ad4d8944cc709c
        ),
    ]

    @Test(arguments: handCases.indices) func handFramesKeepTheirBytes(index: Int) throws {
        let (name, change, expected) = Self.handCases[index]
        let renderer = try Self.scene(change, size: (160, 120), seed: 9, text: "the fox")
        var hash = FNV1a()
        for frame in stride(from: 0, to: Swift.min(180, renderer.frameCount), by: 9) {
            renderer.render(frame: frame)
            hash.add(renderer.frame.pixels)
        }
        #expect(hash.value == expected, "\(name): 0x\(String(hash.value, radix: 16))")
    }

    /// The box blur's rounded mean as a multiply and a shift is the division's for every sum a box of
    /// byte values reaches, for every box size the blurs use.
    @Test func theBoxDividerIsTheDivision() {
        for size in stride(from: 1, through: 63, by: 2) {
            let divider = BoxDivider(size: size)
            for sum in 0...(255 * size) where divider.rounded(Int32(sum)) != Int32((sum + size / 2) / size) {
                Issue.record("size \(size), sum \(sum)")
                return
            }
        }
    }

    /// Rounding half away from zero without libm is `rounded()` (up to the sign of a zero).
    @Test func roundingIsRounded() {
        var random = SeededGenerator(seed: 7)
        var values: [Double] = [
            0.5, -0.5, 1.5, -1.5, 2.5, 0.499_999_999_999_999_94, -0.499_999_999_999_999_94, 0, 1e15 + 0.5,
        ]
        for _ in 0..<100_000 { values.append((Double(random.next() >> 11) / Double(1 << 53) - 0.5) * 4_000) }
        for value in values { #expect(BlockCodec.roundedHalfAway(value) == value.rounded(), "\(value)") }
    }

    /// The rounding of 8 lanes at once is the scalar one lane by lane, to the bit (a zero +0), and the
    /// bytes the re-encoding stores are the scalar rounding clamped to 0…255.
    @Test func roundingLanesAreTheScalarRounding() {
        var random = SeededGenerator(seed: 11)
        var values: [Double] = [
            0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 0.499_999_999_999_999_94, -0.499_999_999_999_999_94, 0, -0.0, -0.25,
            255.5, 256.5, -1.5, 1e15 + 0.5, -1e15 - 0.5, 254.499_999_999_999_97, 127.5, -0.75, 300, -300,
        ]
        for _ in 0..<80_000 { values.append((Double(random.next() >> 11) / Double(1 << 53) - 0.5) * 2_000) }
        for _ in 0..<20_000 { values.append(Double(Int(random.next() % 1_200) - 600) / 2) }
        while values.count % 8 != 0 { values.append(0.5) }
        for start in stride(from: 0, to: values.count, by: 8) {
            let lanes = SIMD8<Double>(values[start..<start + 8])
            let rounded = BlockCodec.roundedHalfAway(lanes), bytes = BlockCodec.roundedBytes(lanes)
            for lane in 0..<8 {
                let value = lanes[lane]
                #expect(rounded[lane].bitPattern == BlockCodec.roundedHalfAway(value).bitPattern, "\(value)")
                #expect(bytes[lane] == SceneRenderer.clamp(BlockCodec.roundedHalfAwayInteger(value)), "\(value)")
            }
        }
    }

    /// The box along rows, 8 values at a time away from the ends, is the box summed value by value with
    /// the indices clamped, for narrow rows (the box wider than the row) and wide ones.
    @Test(arguments: [1, 2, 3, 4, 8, 15]) func theRowBoxIsTheClampedSum(radius: Int) {
        var random = SeededGenerator(seed: UInt64(radius))
        for width in [1, 2, 5, 7, 12, 37, 64] {
            let height = 3, count = 3 * width * height
            let input = (0..<count).map { _ in UInt16(random.next() % 256) }
            var output = [UInt16](repeating: 0, count: count)
            input.withUnsafeBufferPointer { input in
                output.withUnsafeMutableBufferPointer { output in
                    SceneRenderer.boxRows(input, output, width: width, height: height, radius: radius)
                }
            }
            let divider = BoxDivider(size: 2 * radius + 1)
            for y in 0..<height {
                for x in 0..<width {
                    for channel in 0..<3 {
                        var sum: Int32 = 0
                        for k in -radius...radius {
                            sum += Int32(input[3 * (y * width + Swift.min(Swift.max(x + k, 0), width - 1)) + channel])
                        }
                        let at = 3 * (y * width + x) + channel
                        #expect(output[at] == divider.mean(sum), "radius \(radius), width \(width), (\(x), \(y))")
                    }
                }
            }
        }
    }
}
