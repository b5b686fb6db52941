/// One row of keys. Owns its keys; does not reference its tree.
public final class KeyRowNode {
    /// The row's frame (full keyboard width).
    public let frame: Rect
    /// The row's keys, left to right.
    public let keys: [KeyNode]

    /// Creates a row node and counts it in the `LiveObjectRegistry`.
    init(frame: Rect, keys: [KeyNode]) {
        self.frame = frame
        self.keys = keys
        LiveObjectRegistry.retain(.keyRowNode)
    }

    deinit { LiveObjectRegistry.release(.keyRowNode) }
}
