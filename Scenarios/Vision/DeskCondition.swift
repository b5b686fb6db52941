import SceneRenderer
import TouchMapping

/// One condition of a real desk and camera for `vision-conditions`: how its scene is set up, what
/// happens to the camera, and its budgets' key-accuracy floor.
struct DeskCondition: Sendable {
    /// The name in metric names (`key_accuracy.<name>`).
    let name: String
    /// What the scene looks like (a plain table unless the condition is the table).
    let conditions: SceneConditions
    /// Scene settings fixed at creation (aim at key edges).
    let aimAtKeyEdges: Bool
    /// How the typing is scripted (frames of approach, contact and lift, slides), fixed at creation.
    let typing: @Sendable (inout SceneSettings) -> Void
    /// The camera's pose at a frame (calibration sees `.still`); `nil` when the camera never moves.
    let camera: (@Sendable (Int) -> CameraPose)?
    /// The light's gains on the renderer's values at a frame (calibration sees frame 0's); `nil` when the
    /// light stays as `conditions` has it.
    let light: (@Sendable (Int) -> (red: Double, green: Double, blue: Double))?
    /// The key accuracy the goals ask for.
    let accuracyFloor: Double
    /// The frame from which the camera stays where it is (recovery is counted from it).
    let settleFrame: Int
    /// Whether the tones take turns in equal blocks of the quick run's frames (each tone seen in a quick run too),
    /// not in shares of the whole script.
    let cyclesTones: Bool
    /// The CPU a frame of it takes, render and pipeline together, in plain-table frames: `vision-conditions`
    /// deals its conditions to its parts by it, so that the parts finish together. Measured on a 2-vCPU AMD
    /// EPYC, 600 frames each: the plain table 1.0 ms, a JPEG re-encoding 13.9, defocus 6.2, the rest 0.8–3.6
    /// (a figure left at 1 is within 0.8–1.3).
    let frameCost: Double

    init(
        _ name: String, aimAtKeyEdges: Bool = false, accuracyFloor: Double = 0.95, settleFrame: Int = moveFrame,
        cyclesTones: Bool = false, frameCost: Double = 1, _ change: (inout SceneConditions) -> Void = { _ in },
        typing: @escaping @Sendable (inout SceneSettings) -> Void = { _ in },
        camera: (@Sendable (Int) -> CameraPose)? = nil,
        light: (@Sendable (Int) -> (red: Double, green: Double, blue: Double))? = nil
    ) {
        var conditions = SceneConditions()
        conditions.table = .plain
        change(&conditions)
        (self.name, self.conditions, self.aimAtKeyEdges) = (name, conditions, aimAtKeyEdges)
        (self.camera, self.accuracyFloor, self.settleFrame) = (camera, accuracyFloor, settleFrame)
        (self.cyclesTones, self.frameCost) = (cyclesTones, frameCost)
        self.typing = typing
        self.light = light
    }

    /// The frame at which the camera moves in the camera conditions.
    static let moveFrame = 60

    /// The conditions measured: the list of what every real desk and camera has.
    static let all: [DeskCondition] = [
        DeskCondition("plain"),
        DeskCondition("wood") { $0.table = .wood },
        DeskCondition("checker") { $0.table = .checker },
        DeskCondition("camera_shift_10px", camera: { $0 < moveFrame ? .still : CameraPose(dx: 8, dy: -6) }),
        DeskCondition("camera_rotate_5deg", camera: { $0 < moveFrame ? .still : CameraPose(degrees: 5) }),
        DeskCondition("camera_drift", settleFrame: moveFrame + 240, frameCost: 1.7, camera: drift),
        DeskCondition("camera_pitch_8deg", settleFrame: moveFrame + tiltFrames, camera: { tilt($0, pitch: -8) }),
        DeskCondition("camera_pitch_15deg", settleFrame: moveFrame + tiltFrames, camera: { tilt($0, pitch: -15) }),
        DeskCondition(
            "camera_tilt_12deg", settleFrame: moveFrame + tiltFrames, camera: { tilt($0, pitch: -12, yaw: 8) }),
        DeskCondition("nails") { $0.nails = true },
        DeskCondition("tones_8", cyclesTones: true) { $0.tones = SkinTone.fitzpatrick },
        DeskCondition("noise_10", frameCost: 1.3) { $0.noise = 10 },
        DeskCondition("noise_15", accuracyFloor: 0.85, frameCost: 1.5) { $0.noise = 15 },
        DeskCondition("jpeg_q20", frameCost: 13.9) { $0.jpegQuality = 20 },
        DeskCondition("motion_blur_9px", frameCost: 3.2) { $0.blur = .motion(length: 9) },
        DeskCondition("defocus_3", frameCost: 6.2) { $0.blur = .defocus(sigma: 3) },
        DeskCondition("key_edges", aimAtKeyEdges: true),
        DeskCondition("fast_typing", typing: fastTyping),
        DeskCondition("finger_slide", typing: { $0.slideEvery = 2 }),
        DeskCondition("finger_beside", typing: { $0.neighbour = .beside }),
        DeskCondition("finger_ahead", typing: { $0.neighbour = .ahead }),
        DeskCondition("two_fingers", typing: { $0.chordEvery = 3 }),
        DeskCondition("exposure_drift", accuracyFloor: 0.97, frameCost: 1.5, light: exposureDrift),
        DeskCondition("exposure_clip", accuracyFloor: 0.97, frameCost: 1.5, light: exposureClip),
        DeskCondition("wb_drift", accuracyFloor: 0.97, frameCost: 1.5, light: whiteBalanceDrift),
        DeskCondition("object_put_down", accuracyFloor: 0.97, frameCost: 2.3) { $0.objects = putDown },
        DeskCondition(
            "sheet_settling", accuracyFloor: 0.97, settleFrame: moveFrame + 180, frameCost: 3.6, camera: settling),
    ]

    /// Objects put down mid-session at frames 120, 200 and 280 (within the quick run's frames).
    static let putDown = DeskObject.sample(from: 120)

    /// The sheet settling on the desk: 2.5 px right, 1.5 px up and 0.25° over 180 frames from the move
    /// frame (3 s), then still. On the plain table the sheet sliding and the view moving are the same frames
    /// (the table has no texture to move against).
    @Sendable static func settling(_ frame: Int) -> CameraPose {
        let t = Swift.min(Swift.max(Double(frame - moveFrame) / 180, 0), 1)
        return CameraPose(dx: 2.5 * t, dy: -1.5 * t, degrees: 0.25 * t)
    }

    /// Frames of one period of a light's drift (`LightDrift`): the full run's length (a quick run sees its
    /// first 30 %: the light up to its brightest or bluest and part of the way back).
    static let lightPeriod = 1_200

    /// Exposure ±25 % on linear light.
    @Sendable static func exposureDrift(_ frame: Int) -> LightDrift.Gains {
        LightDrift.exposureDrift(frame, period: lightPeriod)
    }

    /// Exposure ±25 % on the renderer's values (the paper clipped).
    @Sendable static func exposureClip(_ frame: Int) -> LightDrift.Gains {
        LightDrift.exposureClip(frame, period: lightPeriod)
    }

    /// 3200 K → 6500 K → 3200 K, the white balance locked at 3200 K.
    @Sendable static func whiteBalanceDrift(_ frame: Int) -> LightDrift.Gains {
        LightDrift.whiteBalanceDrift(frame, period: lightPeriod)
    }

    /// Presses 100 ms apart at 60 fps: 83 ms of contact (5 frames) and one frame in the air between
    /// two keys, the finger landing with a fifth of its way still to go sideways.
    @Sendable static func fastTyping(_ settings: inout SceneSettings) {
        (settings.approachFrames, settings.contactFrames, settings.liftFrames) = (1, 5, 0)
        settings.landingStep = 0.2
    }

    /// Frames a pitch or tilt takes (200 ms at 60 fps: a phone tipping on its stand).
    static let tiltFrames = 12

    /// The camera pitched or tilted (degrees) from the move frame, linearly over `tiltFrames`, then still.
    /// The sheet's far edge tips away (a negative pitch): the renderer's marks lie near the frame's
    /// sides, and a camera swung the other way, or yawed alone, puts a mark out of view.
    @Sendable static func tilt(_ frame: Int, pitch: Double = 0, yaw: Double = 0) -> CameraPose {
        let t = Swift.min(Swift.max(Double(frame - moveFrame + 1) / Double(tiltFrames), 0), 1)
        return CameraPose(pitch: pitch * t, yaw: yaw * t)
    }

    /// A slow drift from the move frame over 240 frames to 6 px right, 4 px down and 3°, then still.
    @Sendable static func drift(_ frame: Int) -> CameraPose {
        let t = Swift.min(Swift.max(Double(frame - moveFrame) / 240, 0), 1)
        return CameraPose(dx: 6 * t, dy: 4 * t, degrees: 3 * t)
    }
}
