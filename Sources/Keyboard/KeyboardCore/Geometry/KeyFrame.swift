/// One key of a built layout: what it is, where it is drawn and which touches belong to it.
public struct KeyFrame: Hashable, Sendable {
    /// The key.
    public let key: KeyDefinition
    /// The row it sits in (0 at the top).
    public let row: Int
    /// Where it is drawn.
    public let frame: Rect
    /// The area whose touches belong to it (the frame plus its share of the space around it).
    public let hitRegion: Rect

    /// Creates a key frame.
    public init(key: KeyDefinition, row: Int, frame: Rect, hitRegion: Rect) {
        self.key = key
        self.row = row
        self.frame = frame
        self.hitRegion = hitRegion
    }
}
