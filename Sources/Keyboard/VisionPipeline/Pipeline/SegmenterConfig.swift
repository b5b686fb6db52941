/// How the hand is told from the desk's reference (`HandSegmenter`, `HandTest`): the change a shadow
/// cannot make (chromaticity, brightening), following the noise measured on the reference's paper, and
/// the hand's own warmth that keeps skin in shade from reading as shadow. Levels are summed over the
/// three channels at the reference's brightness; warmth is in 1/1024 of chromaticity.
public struct SegmenterConfig: Hashable, Sendable {
    /// The least chromaticity change (summed levels) that is hand, however quiet the camera.
    public var leastChroma = 12
    /// The chromaticity change that is hand grows to this many σ of the reference's noise (the 3 × 3
    /// vote removes the specks noise still makes).
    public var chromaNoise = 4.0
    /// The least brightening (summed levels) that is hand, however quiet the camera.
    public var leastBrighter = 30
    /// The brightening that is hand grows to this many σ of the reference's noise.
    public var brighterNoise = 9.0
    /// A pixel darker than this many quarters of its reference's brightness is in shade: a change of
    /// chromaticity there is hand only when it keeps the hand's warmth.
    public var shadeQuarters = 3
    /// The share (percent) of the hand's median warmth that skin in shade keeps.
    public var keptWarmth = 80
    /// The share (percent) of the hand's median warmth that colour-only evidence keeps where chroma is coarse.
    public var tintShare = 50
    /// The least warmth (1/1024) that counts: noise on the desk's chromaticity.
    public var leastWarmth = 32
    /// Warm samples needed for the hand's median warmth to be learnt.
    public var warmSamples = 8
    /// A reference pixel whose 5 × 5 square holds at least this many skin-coloured pixels lies in a
    /// skin-coloured patch of the desk (wood), where only change finds the hand; fewer are noise's specks.
    public var skinVote = 13
    /// How many times the chromaticity steps a quarter block inside a codec's blocks those across their
    /// edges must sum to, at least, for coarse chroma to be a codec's (`HandSegmenter.chromaFollowsBlocks`):
    /// independent JPEG q20–q50 frames give 2.6–5.5 times; a sensor's noise, or a noiseless camera's flat
    /// colour, 1.0–1.3.
    public var chromaEdgeContrast = 2

    /// The defaults.
    public init() {}
}
