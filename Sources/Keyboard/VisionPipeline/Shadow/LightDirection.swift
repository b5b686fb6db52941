import TouchMapping

/// The light's direction along the desk, learnt from the shadows seen: a lone finger hovering with its
/// shadow's top `gap` ahead of its tip shows the direction L from the tip to that top. The mean of the
/// recent unit directions (an exponential average) is the light's once enough agree (their mean
/// vector is long: they point the same way); a lamp moved is learnt anew as the samples turn.
struct LightDirection: Hashable, Sendable {
    /// The settings: samples needed, their agreement, a new sample's weight.
    let config: FingerConfig
    private var mean = Point(x: 0, y: 0)
    private var seen = 0

    /// Nothing learnt yet.
    init(config: FingerConfig) { self.config = config }

    /// Learns from a finger alone whose shadow's top is at `shadow`, `gap` pixels from its tip at `tip`
    /// (gaps of a hovering finger only: `range`, pixels).
    mutating func learn(tip: Point, shadow: Point, gap: Double, range: ClosedRange<Double>) {
        guard gap.isFinite, range.contains(gap), shadow.isFinite, tip.isFinite else { return }
        let dx = shadow.x - tip.x, dy = shadow.y - tip.y, length = (dx * dx + dy * dy).squareRoot()
        guard length > 0 else { return }
        let w = seen < config.lightSamples ? 1 / Double(seen + 1) : config.lightWeight
        mean = Point(x: mean.x + (dx / length - mean.x) * w, y: mean.y + (dy / length - mean.y) * w)
        seen = Swift.min(seen + 1, config.lightSamples)
    }

    /// The light's unit direction along the desk (camera pixels), once learnt and pointing up the image
    /// (a shadow ahead of the tip); `nil` before.
    var direction: Point? {
        let length = (mean.x * mean.x + mean.y * mean.y).squareRoot()
        guard seen >= config.lightSamples, length >= config.lightAgreement, mean.y < 0 else { return nil }
        return Point(x: mean.x / length, y: mean.y / length)
    }
}
