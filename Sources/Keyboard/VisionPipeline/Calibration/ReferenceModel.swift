import TouchMapping

/// What the hand-free reference frame says about the scene: per pixel the darkest luma within
/// `CameraConfig.shakeRadius` pixels (so small camera jitter cannot make printed lines look like
/// shadow), the paper's level, and paper sample points with their colours for noticing lighting changes. Its layers are the
/// reference in use; a new one is built (or moved with the camera) aside and copied in when complete.
/// Not `Sendable`: its buffers are written without locks; its one owner (a pipeline)
/// uses it from one thread at a time.
final class ReferenceModel {
    let width: Int, height: Int
    /// Darkest reference luma within ±`radius` pixels, row by row.
    let darkest: Storage<UInt8>
    let scratch: Storage<UInt8>, luma: Storage<UInt8>
    /// Paper sample positions (y × width + x) and their reference colours (r, g, b).
    let samplePositions: Storage<Int32>, sampleColours: Storage<UInt8>
    var sampleCount = 0
    /// Dark sample positions and reference colours (flat surfaces darker than the paper), and how many.
    let darkPositions: Storage<Int32>, darkColours: Storage<UInt8>
    var darkCount = 0
    /// How the light is followed (what counts as clipped, where the dark samples are looked for).
    let lightConfig: LightConfig
    /// The paper's luma (75th percentile of the reference).
    var paperLevel = 0
    /// The ratio histogram of the lighting check (ratios × 256, 0…1,023; the rest unused).
    let histogram = Storage<UInt16>(repeating: 0, count: 3 * 512)
    /// The reference's colour after white balance (r, g, b per pixel), what a frame is compared with.
    let colour: Storage<UInt8>
    /// Where the reference itself reads as skin (a wooden table): there only change, not colour, finds a hand.
    let skinLike: BitMask
    /// The sensor noise σ (levels per channel) measured on the reference's paper.
    var noiseSigma = 3.0
    let levels = Storage<Int>(repeating: 0, count: 256)
    /// The camera's move since calibration that the layers in use see the desk with.
    var alignment = PlaneMove.identity
    /// The last reference captured (what a camera move warps from, so warps never compound) and the
    /// reference being built or warped; neither is read by the frame's stages.
    var captured: ReferenceLayers, work: ReferenceLayers
    /// A copy of the frame a reference is being captured from, its layout, and the skin classifier with
    /// that capture's white balance.
    let staged: Storage<UInt8>, stagingClassifier: SkinClassifier
    var stagedLayout: FrameLayout?
    /// Per column: skin pixels or votes summed over five rows (the skin-like vote and its spread).
    let columnSums: Storage<Int32>
    /// Per pixel of the row a warp is moving: the captured pixel it takes (y × width + x), or −1.
    let warpSources: Storage<Int32>
    /// The update under way, its stage and the next row of that stage, and a warp's step from `captured`.
    var job = ReferenceJob.idle, stage = 0, row = 0, warpStep = PlaneMove.identity
    /// The darkest luma's reach each way (`CameraConfig.shakeRadius`).
    let radius: Int
    /// The paper's sample grid (`LightConfig.sampleColumns` × `sampleRows`).
    let sampleGrid: (columns: Int, rows: Int)
    /// Skin pixels of a 5 × 5 square that make a skin-coloured patch of the desk (`SegmenterConfig.skinVote`).
    let skinVote: Int
    /// The most dark samples kept.
    static let darkCapacity = 256

    init(
        width: Int, height: Int, light: LightConfig = LightConfig(), camera: CameraConfig = CameraConfig(),
        segmenter: SegmenterConfig = SegmenterConfig()
    ) {
        self.width = width
        self.height = height
        lightConfig = light
        radius = camera.shakeRadius
        sampleGrid = (light.sampleColumns, light.sampleRows)
        skinVote = segmenter.skinVote
        darkPositions = Storage(repeating: 0, count: Self.darkCapacity)
        darkColours = Storage(repeating: 0, count: 3 * Self.darkCapacity)
        darkest = Storage(repeating: 0, count: width * height)
        scratch = Storage(repeating: 0, count: width * height)
        luma = Storage(repeating: 0, count: width * height)
        colour = Storage(repeating: 0, count: 3 * width * height)
        skinLike = BitMask(width: width, height: height)
        let samples = sampleGrid.columns * sampleGrid.rows
        captured = ReferenceLayers(width: width, height: height, samples: samples, dark: Self.darkCapacity)
        work = ReferenceLayers(width: width, height: height, samples: samples, dark: Self.darkCapacity)
        staged = Storage(repeating: 0, count: 4 * width * height)
        stagingClassifier = SkinClassifier()
        columnSums = Storage(repeating: 0, count: width + 1)
        warpSources = Storage(repeating: 0, count: width)
        samplePositions = Storage(repeating: 0, count: samples)
        sampleColours = Storage(repeating: 0, count: samples * 3)
    }

    /// The integer luma used throughout: (r + 2g + b + 2) / 4.
    @inline(__always) static func luma(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Int {
        (Int(r) + 2 * Int(g) + Int(b) + 2) >> 2
    }

    /// Whether `frame` can be seen: on a grid of points, the brighter quarter is not dark (luma below
    /// `LightConfig.darkLuma`) and the frame is not blown out — clipped in every channel at all but
    /// `LightConfig.unclippedShare` of the points. Paper clipped by a brighter exposure is not blown out:
    /// the print, the marks, the desk and the hand are still seen, and the light model reads the clipped
    /// paper as clipped.
    func isUsable(_ frame: UnsafePointer<UInt8>, _ layout: FrameLayout) -> Bool {
        let (columns, rows) = sampleGrid, clip = lightConfig.clipLevel
        var bright = 0, clipped = 0
        for j in 0..<rows {
            for i in 0..<columns {
                let x = (2 * i + 1) * width / (2 * columns), y = (2 * j + 1) * height / (2 * rows)
                let p = frame + y * layout.bytesPerRow + x * 4
                if Self.luma(p[0], p[1], p[2]) >= lightConfig.darkLuma { bright += 1 }
                if Int(p[0]) >= clip, Int(p[1]) >= clip, Int(p[2]) >= clip { clipped += 1 }
            }
        }
        let points = Double(columns * rows)
        return bright * 4 >= columns * rows && Double(points) - Double(clipped) >= lightConfig.unclippedShare * points
    }

    /// The paper's raw colour over `LightConfig.paperTarget` per channel: the white balance and exposure
    /// the classifier divides by, so that paper reads neutral grey at that level whatever the light.
    var whiteBalance = ChannelGains.unit
}
