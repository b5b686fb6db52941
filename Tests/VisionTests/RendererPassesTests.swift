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
        var settings = SceneSettings()
        (settings.width, settings.height, settings.seed) = (132, 100, 5)
        var conditions = SceneConditions()
        change(&settings, &conditions)
        let renderer = try SceneRenderer(settings: settings, text: "fj")
        renderer.conditions = conditions
        if reservingCameraMoves { renderer.reserveCameraMoves() }
        var hash = FNV1a()
        for frame in 0..<2 {
            renderer.renderReference(index: frame)
            hash.add(renderer.frame.pixels)
        }
        return hash.value
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

}
