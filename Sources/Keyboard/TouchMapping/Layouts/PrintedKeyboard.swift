import KeyboardCore

/// The camera's printed keyboard (the skill's layout): the number row and the letter rows of a
/// language, 90 % of the frame's width and 40 % of its height, centred in the upright frame, keys
/// of one width with `gapPixels` between them, shorter rows centred.
///
/// Its `frames` are in normalised keyboard space: (0, 0) the keyboard's top left, (1, 1) its bottom right.
public struct PrintedKeyboard: Hashable, Sendable {
    /// The share of the frame's width the keyboard takes.
    static let widthShare = 0.9
    /// The share of the frame's height the keyboard takes.
    public static let heightShare = 0.4

    /// The language printed.
    public let language: LanguageLayout
    /// The camera looking at it.
    public let camera: CameraSpace
    /// Pixels between neighbouring keys (the skill: 2–4).
    public let gapPixels: Double
    /// Where the keyboard lies in the normalised upright frame.
    public let placement: Rect
    /// Every key with its frame and hit region, in normalised keyboard space.
    public let frames: LayoutFrames

    /// Lays out `language` on the standard 640 × 480 camera with a 3-pixel gap (always room).
    public init(language: LanguageLayout = .english) {
        self.init(valid: language, .standard, 3)
    }

    /// Lays out `language` for `camera` with the skill's 3-pixel gap — narrower on a camera too small
    /// for it, so that the gaps take at most half the keyboard's width and height (`gapPixels` says
    /// which was used). Never fails: every valid camera has room for keys.
    public init(language: LanguageLayout = .english, camera: CameraSpace) {
        let rows = language.printedRows
        let (across, down) = Self.keyboardSize(camera)
        let columnGaps = Swift.max((rows.map(\.count).max() ?? 0) - 1, 1), rowGaps = Swift.max(rows.count - 1, 1)
        self.init(valid: language, camera, Swift.min(3, across / 2 / Double(columnGaps), down / 2 / Double(rowGaps)))
    }

    /// Lays out `language` for `camera` with `gapPixels` between keys. Throws `.invalidGap` for a NaN,
    /// infinite or negative gap and `.gapLeavesNoRoom` when the gaps of the widest row or of the rows
    /// fill the keyboard's width or height (every key keeps a width and a height above 0).
    public init(language: LanguageLayout = .english, camera: CameraSpace, gapPixels: Double) throws(CoordinateError) {
        guard gapPixels.isFinite, gapPixels >= 0 else { throw .invalidGap(pixels: gapPixels) }
        let rows = language.printedRows
        let (across, down) = Self.keyboardSize(camera)
        let columnGaps = Swift.max((rows.map(\.count).max() ?? 0) - 1, 0), rowGaps = Swift.max(rows.count - 1, 0)
        // The same expressions `layOut` sizes the keys with: what is left for the keys must be above 0.
        if gapPixels > 0, !(1 - gapPixels / across * Double(columnGaps) > 0) {
            throw .gapLeavesNoRoom(pixels: gapPixels, gaps: columnGaps, keyboard: across)
        }
        if gapPixels > 0, !(1 - gapPixels / down * Double(rowGaps) > 0) {
            throw .gapLeavesNoRoom(pixels: gapPixels, gaps: rowGaps, keyboard: down)
        }
        self.init(valid: language, camera, gapPixels)
    }

    /// The keyboard's width and height in camera pixels.
    private static func keyboardSize(_ camera: CameraSpace) -> (across: Double, down: Double) {
        (widthShare * camera.uprightSize.width, heightShare * camera.uprightSize.height)
    }

    private init(valid language: LanguageLayout, _ camera: CameraSpace, _ gapPixels: Double) {
        self.language = language
        self.camera = camera
        self.gapPixels = gapPixels
        placement = Rect(
            x: (1 - Self.widthShare) / 2, y: (1 - Self.heightShare) / 2, width: Self.widthShare,
            height: Self.heightShare)
        let (across, down) = Self.keyboardSize(camera)
        // No gap is no gap even on a camera so small that the keyboard's size underflows to 0.
        let gapX = gapPixels > 0 ? gapPixels / across : 0, gapY = gapPixels > 0 ? gapPixels / down : 0
        frames = Self.layOut(language.printedRows, gapX: gapX, gapY: gapY)
    }

    /// Camera pixel → normalised keyboard space.
    public func keyboardPoint(fromCamera point: Point) -> Point { placement.normalised(camera.normalised(point)) }

    /// Normalised keyboard space → camera pixel.
    public func cameraPoint(fromKeyboard point: Point) -> Point {
        camera.camera(fromNormalised: placement.denormalised(point))
    }

    /// How many normalised keyboard units one camera pixel is across (for margins given in pixels).
    public var unitsPerPixel: Double { 1 / (Self.widthShare * camera.uprightSize.width) }

    private static func layOut(_ rows: [[KeyDefinition]], gapX: Double, gapY: Double) -> LayoutFrames {
        let columns = Double(rows.map(\.count).max() ?? 0)
        let keyWidth = columns > 0 ? Swift.max((1 - gapX * (columns - 1)) / columns, 0) : 0
        let keyHeight = rows.isEmpty ? 0 : Swift.max((1 - gapY * Double(rows.count - 1)) / Double(rows.count), 0)
        let placed = rows.enumerated().map { row, keys in
            let used = Double(keys.count) * keyWidth + Double(Swift.max(keys.count - 1, 0)) * gapX
            let left = (1 - used) / 2, top = Double(row) * (keyHeight + gapY)
            return keys.indices.map {
                Rect(x: left + Double($0) * (keyWidth + gapX), y: top, width: keyWidth, height: keyHeight)
            }
        }
        return LayoutFrames.partitioning(rows: rows, frames: placed, bounds: Rect(x: 0, y: 0, width: 1, height: 1))
    }
}
