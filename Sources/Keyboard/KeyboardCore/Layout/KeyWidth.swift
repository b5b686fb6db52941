/// How wide a key is inside its row; resolved to points by `KeyboardGeometry`.
public enum KeyWidth: Hashable, Sendable {
    /// One tenth of a full ten-key row: `(contentWidth − 9 × keyGap) / 10`.
    /// A row made only of `.unit` keys and fixed keys is centred (the A–L row).
    case unit
    /// A fixed width in points (special keys 45 pt, globe 45 pt, return 88 pt).
    case fixed(Double)
    /// Shares what is left of the row equally with the row's other flexible keys
    /// (the Z–M keys, the punctuation keys of row 3, the space bar).
    case flexible
}
