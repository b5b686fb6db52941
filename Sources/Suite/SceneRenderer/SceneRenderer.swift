import TouchMapping

/// Synthetic camera frames with exact ground truth: the printed keyboard under a perspective view,
/// a typing hand in several skin tones with its shadow, sensor noise, lighting and camera jitter.
/// Frames are rendered one at a time into the same buffer; frame `n` is the same whatever was
/// rendered before it (its randomness comes from the seed and `n`).
/// Not `Sendable`: it renders into its one frame without locks, so it stays with the one thread that renders with it.
public final class SceneRenderer {
    /// The fixed settings.
    public let settings: SceneSettings
    /// What may change between frames.
    public var conditions = SceneConditions()
    /// The keyboard printed, its keys in normalised keyboard space.
    public let keyboard: PrintedKeyboard
    /// Keyboard space → camera pixels (the view's homography), and back.
    public let cameraFromKeyboard: Homography, keyboardFromCamera: Homography
    /// The typing script.
    public let script: TypingScript
    /// The frame buffer, overwritten by every render.
    public let frame: SceneFrame
    let print: SheetPrint
    /// The desk under white light (4 bytes a pixel in the frame's order, alpha 255) and the table it was
    /// drawn with (`nil` before the first frame).
    var desk: [UInt8]
    var deskTable: TableSurface?
    /// Scratch rows and planes of the blur and re-encoding passes (reused).
    var optics: OpticsBuffers
    var noiseSigma = -1.0
    /// The noise table and the background's per-frame lookup tables (reused: rendering allocates nothing per frame).
    var backgroundTables: BackgroundTables
    /// A turned or tilted camera's desk pixels, kept while its pose stays (empty unless reserved).
    var cameraMap = CameraMap()
    /// The covered pixels of one row of the hand or its shadow (`paintRows`; a byte a column, reused).
    var paintCover: [UInt8]
    static let paper = (228.0, 226.0, 218.0), ink = (62.0, 62.0, 70.0), shadowFactor = 0.5

    /// A scene typing `text`; throws a `SceneError` for a size, stride or setting out of range.
    public init(settings: SceneSettings = SceneSettings(), text: String) throws(SceneError) {
        let stride = settings.bytesPerRow ?? settings.width * 4
        guard (64...8_192).contains(settings.width), (64...8_192).contains(settings.height),
            stride >= settings.width * 4,
            stride <= settings.width * 4 + 4_096
        else {
            throw .invalidSize(width: settings.width, height: settings.height, bytesPerRow: stride)
        }
        guard settings.perspective.isFinite, (0...0.2).contains(settings.perspective) else {
            throw .invalidSetting("perspective \(settings.perspective) (0…0.2)")
        }
        guard settings.framesPerSecond.isFinite, settings.framesPerSecond > 0 else {
            throw .invalidSetting("frames per second \(settings.framesPerSecond)")
        }
        self.settings = settings
        guard let camera = try? CameraSpace(width: Double(settings.width), height: Double(settings.height)) else {
            throw .invalidSize(width: settings.width, height: settings.height, bytesPerRow: stride)
        }
        keyboard = PrintedKeyboard(language: settings.language, camera: camera)
        (cameraFromKeyboard, keyboardFromCamera) = try Self.view(settings)
        script = TypingScript(text: text, keyboard: keyboard, settings: settings)
        frame = SceneFrame(width: settings.width, height: settings.height, bytesPerRow: stride, order: settings.order)
        backgroundTables = BackgroundTables(width: settings.width, order: settings.order)
        desk = [UInt8](repeating: 0, count: 4 * settings.width * settings.height)
        paintCover = [UInt8](repeating: 0, count: settings.width)
        optics = OpticsBuffers(width: settings.width, height: settings.height)
        print = SheetPrint(
            keyboard: keyboard, cameraFromKeyboard: cameraFromKeyboard, keyboardFromCamera: keyboardFromCamera,
            width: settings.width, height: settings.height)
    }

    /// The view: the keyboard's rectangle (90 % × 40 % of the frame, centred) with its top corners pulled in.
    static func view(_ settings: SceneSettings) throws(SceneError) -> (Homography, Homography) {
        let w = Double(settings.width), h = Double(settings.height), inset = settings.perspective * w
        let corners = [
            Point(x: 0.05 * w + inset, y: 0.3 * h), Point(x: 0.95 * w - inset, y: 0.3 * h),
            Point(x: 0.95 * w, y: 0.7 * h), Point(x: 0.05 * w, y: 0.7 * h),
        ]
        let unit = [Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: 1, y: 1), Point(x: 0, y: 1)]
        do {
            let forward = try Homography.calibrate(from: unit, to: corners)
            return (forward, try forward.inverted())
        } catch {
            throw .invalidSetting("the view cannot be calibrated: \(error)")
        }
    }

    /// Allocates what frames of a turned or tilted camera reuse while the camera stays where it is (its
    /// desk pixels, 4 bytes a frame pixel), so that rendering them allocates nothing later; without it
    /// they are computed pixel by pixel every frame.
    public func reserveCameraMoves() { cameraMap.reserve(width: settings.width, height: settings.height) }

    /// Frames in the script.
    public var frameCount: Int { script.frameCount }

    /// The camera pixel of a keyboard-space point.
    public func cameraPoint(_ keyboardPoint: Point) -> Point { cameraFromKeyboard.apply(keyboardPoint) }

    /// A hand-free frame (for calibration), with frame `index`'s noise, jitter and light.
    @discardableResult
    public func renderReference(index: Int = 0) -> FrameTruth { draw(index, pose: nil) }

    /// Frame `index` of the script (no hand past its end).
    @discardableResult
    public func render(frame index: Int) -> FrameTruth { draw(index, pose: pose(at: index)) }

    /// The hand's pose at `index`: fingertip (keyboard space), height, key.
    func pose(at index: Int) -> (tip: Point, height: Double, key: Int)? {
        guard !conditions.noHand, let (segment, offset) = script.segment(at: index),
            case .press(let key, let aim, let from, let slide, _) = segment
        else { return nil }
        let approach = Swift.max(settings.approachFrames, 1), contact = Swift.max(settings.contactFrames, 1)
        if offset < approach {
            let t = Double(offset + 1) / Double(approach) * (1 - Swift.min(Swift.max(settings.landingStep, 0), 1))
            let tip = Point(x: from.x + (aim.x - from.x) * t, y: from.y + (aim.y - from.y) * t)
            return (tip, Double(4 * (approach - offset)), key)
        }
        if offset < approach + contact { return (aim, 0, key) }
        var lift = offset - approach - contact
        if let slide {
            // Eased along the paper (smoothstep), then at rest, then lifted from where it stopped.
            let moved = Swift.min(Double(lift + 1) / Double(TypingScript.slideFrames), 1)
            let t = moved * moved * (3 - 2 * moved)
            let tip = Point(x: aim.x + (slide.x - aim.x) * t, y: aim.y + (slide.y - aim.y) * t)
            lift -= TypingScript.slideFrames + TypingScript.slideRest
            guard lift >= 0 else { return (tip, 0, key) }
            return (slide, Double(8 * (lift + 1)), key)
        }
        return (aim, Double(8 * (lift + 1)), key)
    }
}
