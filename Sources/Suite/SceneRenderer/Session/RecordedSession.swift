import TouchMapping

/// A recorded camera session on disk (format version 1, docs/vision.md "Replay a recorded session"): a folder
/// holding `session.json` (the truth), `calibration.rgba` (a hand-free frame) and `frame-000000.rgba`
/// … one file per frame, each `width × height × 4` bytes of 8-bit RGBA, rows top to bottom, no padding
/// — or, with `"frame_format": "png"`, the same names ending in `.png` (8-bit RGB or RGBA PNG).
public struct RecordedSession: Sendable {
    /// The format's name in `session.json`, and the one version this reader knows.
    public static let formatName = "keyboard-bench vision session", formatVersion = 1
    /// The truth file's name in the folder.
    public static let truthFile = "session.json"

    /// How frames are stored: raw RGBA (`.rgba` files) or PNG (`.png`).
    public enum FrameFormat: String, Sendable, CaseIterable {
        case rgba, png
    }

    /// The folder.
    public let directory: String
    /// Frame size in pixels, and frames per second (frame `n` is seen at `n / fps` seconds).
    public let width: Int, height: Int, framesPerSecond: Double
    /// The printed keyboard's language (its code in the file, e.g. `en`).
    public let language: LanguageLayout
    /// Frames in the session, and how they are stored.
    public let frameCount: Int, frameFormat: FrameFormat
    /// The true touches: first and last frame of contact and the key (an index into the printed keyboard's keys).
    public let touches: [TrueContact]
    /// The true fingertip of each frame (`nil` where no hand is in view).
    public let fingertips: [Point?]

    /// Creates a session's description (nothing is read or checked).
    public init(
        directory: String, width: Int, height: Int, framesPerSecond: Double, language: LanguageLayout,
        frameCount: Int, frameFormat: FrameFormat = .rgba, touches: [TrueContact], fingertips: [Point?]
    ) {
        self.directory = directory
        (self.width, self.height, self.framesPerSecond) = (width, height, framesPerSecond)
        self.language = language
        self.frameCount = frameCount
        self.frameFormat = frameFormat
        self.touches = touches
        self.fingertips = fingertips
    }

    /// Bytes in one frame file.
    public var frameBytes: Int { width * height * 4 }

    /// The printed keyboard the session's key ids refer to, laid out for its camera.
    public var keyboard: PrintedKeyboard {
        guard let camera = try? CameraSpace(width: Double(width), height: Double(height)) else {
            return PrintedKeyboard(language: language)
        }
        return PrintedKeyboard(language: language, camera: camera)
    }

    /// The file of frame `index` (`frame-000042.rgba`).
    public func frameFile(_ index: Int) -> String {
        let digits = String(index)
        return "frame-" + String(repeating: "0", count: Swift.max(6 - digits.count, 0)) + digits + "."
            + frameFormat.rawValue
    }

    /// The path of frame `index`.
    public func framePath(_ index: Int) -> String { directory + "/" + frameFile(index) }
    /// The path of the hand-free calibration frame (`calibration.rgba`).
    public var calibrationPath: String { directory + "/calibration." + frameFormat.rawValue }

    /// The languages a session may name, by code.
    static let languages: [LanguageLayout] = [.english, .spanish, .french, .german, .arabic, .chinesePinyin]
}

extension TrueContact {
    /// A contact from `start` to `end` (inclusive) on key `keyIndex`.
    public init(start: Int, end: Int, key keyIndex: Int) {
        self.init(start: start, end: end, keyIndex: keyIndex)
    }
}
