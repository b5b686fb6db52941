/// One key's hit region measured against the 44 × 44 pt tap-target guideline.
public struct KeyHitFinding: Hashable, Sendable {
    /// The key's identifier.
    public let keyID: String
    /// The key's frame.
    public let frame: Rect
    /// The key's hit region (frame plus its share of the surrounding gaps and padding).
    public let hitRegion: Rect
    /// Whether the hit region is at least 44 pt wide.
    let meetsWidth: Bool
    /// Whether the hit region is at least 44 pt high.
    public let meetsHeight: Bool

    /// Whether the hit region meets the guideline in both directions.
    var meetsGuideline: Bool { meetsWidth && meetsHeight }
}
