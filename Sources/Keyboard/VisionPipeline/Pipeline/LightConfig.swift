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

    /// The defaults.
    public init() {}
}
