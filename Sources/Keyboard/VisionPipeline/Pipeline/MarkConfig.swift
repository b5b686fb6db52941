/// What a corner mark of the sheet looks like in the reference frame (`MarkFinder`): a solid, roughly
/// square dark blob with no blob of its size near it (a patterned table's squares come in rows). Areas are
/// frame pixels; the frame's share of a mark scales with the frame's size by itself.
public struct MarkConfig: Hashable, Sendable {
    /// A mark covers at least the frame's pixels divided by this …
    public var frameShare = 2_000
    /// … and at least this many pixels.
    public var leastArea = 12
    /// A mark fills at least this share (percent) of its bounding box.
    public var fill = 55
    /// A mark's box is at most this many times as long one way as the other.
    public var aspect = 2
    /// No other solid blob of at least `neighbourShare` percent of a mark's area lies within this many of
    /// its box's longer sides of its centroid.
    public var isolation = 2.0, neighbourShare = 50

    /// The defaults.
    public init() {}
}
