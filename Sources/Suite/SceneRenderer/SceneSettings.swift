import TouchMapping

/// A skin colour under white light (8-bit RGB).
public struct SkinTone: Hashable, Sendable {
    /// A name for reports.
    public let name: String
    /// Red, green, blue.
    public let red: UInt8, green: UInt8, blue: UInt8

    /// Creates a tone.
    public init(name: String, red: UInt8, green: UInt8, blue: UInt8) {
        self.name = name
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// Pale skin.
    public static let light = SkinTone(name: "light", red: 232, green: 190, blue: 160)
    /// Medium skin.
    public static let medium = SkinTone(name: "medium", red: 198, green: 140, blue: 100)
    /// Dark skin.
    public static let dark = SkinTone(name: "dark", red: 120, green: 80, blue: 58)
}

/// The byte order of the rendered frames.
public enum SceneChannelOrder: String, Hashable, Sendable {
    /// Red, green, blue, alpha.
    case rgba
    /// Blue, green, red, alpha.
    case bgra
}

/// What a scene looks like, fixed when the renderer is made.
public struct SceneSettings: Hashable, Sendable {
    /// Frame size in pixels and the row stride in bytes (`nil`: width × 4).
    public var width = 640, height = 480
    /// Bytes from one row to the next (`nil`: width × 4).
    public var bytesPerRow: Int? = nil
    /// Channel order.
    public var order: SceneChannelOrder = .rgba
    /// The keyboard printed.
    public var language: LanguageLayout = .english
    /// How far the keyboard's top corners are pulled in (share of the width): the perspective.
    public var perspective = 0.04
    /// Frames per second (timestamps are frame / fps).
    public var framesPerSecond = 60.0
    /// Frames of approach, of contact and of lift per key press (lift may be 0: the next approach starts
    /// at once), and hand-free frames per word gap.
    public var approachFrames = 4, contactFrames = 6, liftFrames = 3, awayFrames = 3
    /// The share of the way to the key still to go on the last frame of the approach (0: the finger is
    /// above its aim; a fast finger comes down still moving sideways).
    public var landingStep = 0.0
    /// Every `slideEvery`-th press (0: none) the finger, after its contact, slides on the paper
    /// `TypingScript.slideKeys` key widths sideways over `TypingScript.slideFrames` frames and rests there
    /// `TypingScript.slideRest` frames before it lifts: one press, not one per key it crosses or stops on.
    public var slideEvery = 0
    /// A second finger held beside the typing one (never touching), if any.
    public var neighbour: SecondFinger? = nil
    /// Every `chordEvery`-th press (0: none) a second finger presses the key to the right of the typing
    /// finger's at the same time: two contacts in the same frames.
    public var chordEvery = 0
    /// Aim scatter around the key centre: σ = `aimNoise` × the key's size.
    public var aimNoise = 0.1
    /// The seed of every random choice.
    public var seed: UInt64 = 2026
    /// Aim every press within 2 px (at 640 px wide) of its key's left or right edge instead of near its centre.
    public var aimAtKeyEdges = false

    /// The defaults (640 × 480 RGBA).
    public init() {}
}

/// What may change while the scene runs (lighting, noise, jitter, hostile frames).
public struct SceneConditions: Hashable, Sendable {
    /// Sensor noise σ per channel (levels).
    public var noise = 3.0
    /// Camera jitter: each frame moves by up to this many pixels on each axis.
    public var jitter = 1
    /// A lasting camera move (pixels), e.g. a bumped phone.
    public var cameraShift = (x: 0, y: 0)
    /// The light's gains per channel.
    public var light = (red: 1.0, green: 1.0, blue: 1.0)
    /// Every other frame is lit at `flickerDepth` × the light.
    public var flicker = false
    /// The share of the light a flickering frame gets.
    public var flickerDepth = 0.55
    /// The skin tones used, in turn over the script (each for an equal share of it).
    public var tones: [SkinTone] = [.light, .medium, .dark]
    /// A second hand hovering over the keyboard (never touching).
    public var secondHand = false
    /// Hide the hand entirely.
    public var noHand = false
    /// Replace the whole frame by black or by saturated white.
    public var fill: Fill? = nil
    /// The table around the sheet.
    public var table: TableSurface = .none
    /// The camera's move since calibration (on top of `cameraShift` and the jitter).
    public var camera: CameraPose = .still
    /// Fingernails at the fingertips.
    public var nails = false
    /// Defocus or motion blur of the whole frame.
    public var blur: SceneBlur? = nil
    /// JPEG-like re-encoding at this quality (1…100): an 8 × 8 DCT quantiser in YCbCr.
    public var jpegQuality: Int? = nil
    /// Objects put down on the desk during the session (a phone, a mug).
    public var objects: [DeskObject] = []

    /// A whole-frame fill.
    public enum Fill: Hashable, Sendable {
        case black
        case saturated
    }

    /// The defaults.
    public init() {}

    /// The light after the scenario's lighting change: dimmer and warmer.
    public static let changedLight = (red: 0.74, green: 0.70, blue: 0.58)

    /// Equal when every condition is.
    public static func == (a: SceneConditions, b: SceneConditions) -> Bool {
        a.noise == b.noise && a.jitter == b.jitter && a.cameraShift == b.cameraShift && a.light == b.light
            && a.flicker == b.flicker && a.flickerDepth == b.flickerDepth && a.tones == b.tones
            && a.secondHand == b.secondHand && a.noHand == b.noHand && a.fill == b.fill && a.table == b.table
            && a.camera == b.camera && a.nails == b.nails && a.blur == b.blur && a.jpegQuality == b.jpegQuality
            && a.objects == b.objects
    }

    /// Hashes a subset of what `==` compares (noise, tones, fill, table, camera).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(noise)
        hasher.combine(tones)
        hasher.combine(fill)
        hasher.combine(table)
        hasher.combine(camera)
    }
}

/// Why a scene cannot be made.
public enum SceneError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A size outside 64…8192 pixels per side, or a stride below width × 4.
    case invalidSize(width: Int, height: Int, bytesPerRow: Int)
    /// The perspective or frame rate is not finite and within range.
    case invalidSetting(String)

    /// One line naming the problem.
    public var description: String {
        switch self {
        case .invalidSize(let width, let height, let stride):
            "scene size \(width) × \(height) with \(stride) bytes per row is invalid (64…8192 per side, stride ≥ width × 4)"
        case .invalidSetting(let what): "scene setting invalid: \(what)"
        }
    }
}
