import TouchMapping

/// One complete reference of the empty desk: its per-pixel layers, paper samples and levels, and the
/// camera's move (since calibration) it is aligned with. A reference being built or moved is written
/// into one of these, away from the reference in use, and handed over whole.
/// Not `Sendable`: its buffers are written without locks; its one owner (a reference
/// model) uses it from one thread at a time.
final class ReferenceLayers {
    let width: Int, height: Int
    /// Corrected luma, its minimum within ±`CameraConfig.shakeRadius`, white-balanced colour (r, g, b).
    let luma: Storage<UInt8>, darkest: Storage<UInt8>, colour: Storage<UInt8>
    /// Where the reference reads as skin.
    let skinLike: BitMask
    /// Paper sample positions (y × width + x) and their raw colours (r, g, b).
    let samplePositions: Storage<Int32>, sampleColours: Storage<UInt8>
    var sampleCount = 0, paperLevel = 0, noiseSigma = 3.0
    /// Dark sample positions and raw colours (flat surfaces darker than the paper), and how many.
    let darkPositions: Storage<Int32>, darkColours: Storage<UInt8>
    var darkCount = 0
    var whiteBalance = ChannelGains.unit
    /// The camera's move since calibration that these layers see the desk with.
    var move = PlaneMove.identity

    init(width: Int, height: Int, samples: Int, dark: Int) {
        (self.width, self.height) = (width, height)
        luma = Storage(repeating: 0, count: width * height)
        darkest = Storage(repeating: 0, count: width * height)
        colour = Storage(repeating: 0, count: 3 * width * height)
        skinLike = BitMask(width: width, height: height)
        samplePositions = Storage(repeating: 0, count: samples)
        sampleColours = Storage(repeating: 0, count: 3 * samples)
        darkPositions = Storage(repeating: 0, count: dark)
        darkColours = Storage(repeating: 0, count: 3 * dark)
    }
}
