@testable import SceneRenderer
import Determinism
import Testing
import TouchMapping

/// Runs of consecutive frames under the conditions `vision-conditions` renders — the camera pitched,
/// tilted, turned and shifted after calibration (its desk pixels kept while it stays), sensor noise,
/// JPEG q 20, motion blur and defocus, exposure and white-balance drift, objects put down, a second
/// finger beside and a chord — give the bytes the renderer's straightforward per-pixel passes gave: the
/// FNV-1a hash of every frame of the first 150 (160 × 120) is pinned below. A faster renderer keeps them.
@Suite struct RendererSequenceTests {
    /// A condition: how the scene is set up, and what changes at each frame.
    struct Case: Sendable {
        let name: String
        let setUp: @Sendable (inout SceneSettings, inout SceneConditions) -> Void
        let frame: @Sendable (Int, inout SceneConditions) -> Void
        let hash: UInt64

        init(
            _ name: String, _ hash: UInt64,
            setUp: @escaping @Sendable (inout SceneSettings, inout SceneConditions) -> Void = { _, _ in },
            frame: @escaping @Sendable (Int, inout SceneConditions) -> Void = { _, _ in }
        ) {
            (self.name, self.hash, self.setUp, self.frame) = (name, hash, setUp, frame)
        }
    }

    /// The camera's pose at `frame`: still until frame 20, then `pose` reached linearly over 12 frames.
    static func moved(_ frame: Int, _ pose: CameraPose) -> CameraPose {
        let t = Swift.min(Swift.max(Double(frame - 19) / 12, 0), 1)
        return CameraPose(
            dx: (pose.dx * t).rounded(), dy: (pose.dy * t).rounded(), degrees: pose.degrees * t, pitch: pose.pitch * t,
            yaw: pose.yaw * t)
    }

    static let cases: [Case] = [
        Case("plain", 0x6eac_be75_9e6f_d52a, setUp: { $1.table = .plain }),
        Case("pitch", 0x5ebe_9c06_6c55_141f, setUp: { $1.table = .plain }) {
            $1.camera = moved($0, CameraPose(pitch: -15))
        },
        Case("tilt", 0x5574_2ff1_2c4b_921f, setUp: { $1.table = .checker }) {
            $1.camera = moved($0, CameraPose(pitch: -12, yaw: 8))
        },
        Case("turn", 0x28df_9f9c_511c_694c, setUp: { $1.table = .wood }) {
            $1.camera = moved($0, CameraPose(degrees: 5))
        },
        Case("shift", 0xe5ba_df51_b68e_38d9, setUp: { $1.table = .plain }) {
            $1.camera = moved($0, CameraPose(dx: 8, dy: -6))
        },
        Case("noise", 0x6220_9030_e92c_7533, setUp: { $1.noise = 15 }),
        Case("jpeg_q20", 0x19b4_b10c_27d2_20d9, setUp: { $1.jpegQuality = 20 }),
        Case("motion_blur", 0xa7d2_0e4d_5501_ced6, setUp: { $1.blur = .motion(length: 9) }),
        Case("defocus", 0xa96d_8599_c9a1_cc4d, setUp: { $1.blur = .defocus(sigma: 3) }),
        Case("exposure", 0xd95f_64d6_1bad_1913, setUp: { $1.table = .plain }) {
            $1.light = LightDrift.exposureClip($0, period: 150)
        },
        Case("wb_drift", 0x5bc8_f9f5_d140_1085, setUp: { $1.table = .wood }) {
            $1.light = LightDrift.whiteBalanceDrift($0, period: 150)
            $1.camera = moved($0, CameraPose(degrees: 3))
        },
        Case(
            "objects", 0xd721_2cb1_ef34_66cb,
            setUp: {
                $1.table = .plain; $1.objects = DeskObject.sample(from: 20)
            }),
        Case(
            "finger_beside_nails", 0x60db_3f6c_1893_b38f,
            setUp: {
                $0.neighbour = .beside; $1.nails = true
            }),
        Case(
            "two_fingers_second_hand", 0x19ae_2823_196c_1a98,
            setUp: {
                $0.chordEvery = 3; $1.secondHand = true
            }),
    ]

    @Test(arguments: cases.indices) func framesKeepTheirBytes(index: Int) throws {
        let tested = Self.cases[index]
        var settings = SceneSettings()
        (settings.width, settings.height, settings.seed) = (160, 120, 31)
        var conditions = SceneConditions()
        tested.setUp(&settings, &conditions)
        let renderer = try SceneRenderer(settings: settings, text: "the quick brown fox")
        renderer.conditions = conditions
        renderer.reserveCameraMoves()
        #expect(renderer.frameCount >= 150)
        var hash = FNV1a()
        for frame in 0..<150 {
            tested.frame(frame, &renderer.conditions)
            renderer.render(frame: frame)
            hash.add(renderer.frame.pixels)
        }
        #expect(hash.value == tested.hash, "\(tested.name): 0x\(String(hash.value, radix: 16))")
    }
}
