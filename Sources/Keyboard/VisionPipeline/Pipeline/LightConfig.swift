/// How the pipeline follows the light: a reference taken once, and per frame the light's change against
/// it per channel (gain and offset, read on the paper and on the darker flat surfaces beside it), with
/// clipped highlights read as clipped.
public struct LightConfig: Hashable, Sendable {
    /// A channel value at or above this (8-bit) is clipped: the true value is at least this much.
    public var clipLevel: Int = 250
    /// The corrections are rebuilt when a channel's gain moves further than this (relative) or its
    /// offset further than `followStep` × 255 levels: below it a change is the estimate's own noise.
    public var followStep: Double = 0.01
    /// The second level the offset is read on: flat reference surfaces darker than this share of the
    /// paper's level (the marks' ink, a darker desk).
    public var darkShare: Double = 0.6
    /// The second level is searched on a grid of this spacing (pixels at 640 × 480).
    public var darkGridStep: Int = 5
    /// A dark sample's 5 × 5 neighbourhood spans at most this many luma levels (a flat surface, not an edge).
    public var darkFlatness: Int = 24
    /// A frame whose brighter quarter is darker than this luma is too dark to see (`low_contrast`).
    public var darkLuma: Int = 40
    /// A frame with fewer points than this share unclipped in some channel is blown out (`low_contrast`).
    public var unclippedShare: Double = 0.1
    /// The fewest unclipped samples a level needs to be read.
    public var minimumSamples: Int = 8
    /// The two levels must lie at least this many levels apart (mean reference values) for an offset.
    public var levelSpread: Double = 60
    /// The largest offset (levels) taken; a larger one is the estimate failing, and the light is read as a
    /// gain alone.
    public var maximumOffset: Double = 24
    /// The share of a new offset taken each frame (the dark level is a few noisy samples; the light
    /// drifts slowly).
    public var offsetSmoothing: Double = 0.25
    /// The level (8-bit) the white balance brings the paper to in every channel: neutral grey below the
    /// clipping, whatever the light.
    public var paperTarget: Double = 220
    /// The grid of points the paper's samples are chosen on and a frame's usability is judged on
    /// (columns × rows, over the whole frame at every size).
    public var sampleColumns: Int = 32, sampleRows: Int = 24
    /// The paper's level is this percentile (percent) of the reference's luma.
    public var paperPercentile: Int = 75
    /// A paper sample is clean (no print within `CameraConfig.shakeRadius`) when the darkest luma around it
    /// is at least this share (percent) of the paper's level.
    public var cleanPaper: Int = 75
    /// The fewest clean paper samples the white balance and the noise are measured on (fewer keep the
    /// unit balance and the last noise).
    public var paperSamples: Int = 8
    /// Luma under this is black: a paper this dark gives no samples, and no dark sample is taken there.
    public var blackLuma: Int = 16

    /// The defaults.
    public init() {}
}
