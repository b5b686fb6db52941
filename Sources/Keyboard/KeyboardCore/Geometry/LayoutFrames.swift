/// A built layout: one flat list of key frames (key, frame, hit region) inside `bounds`.
/// What the tree builder, the layout audit and the touch locators all read.
public struct LayoutFrames: Hashable, Sendable {
    /// The keyboard's bounds in the layout's coordinate space.
    public let bounds: Rect
    /// Every key, row by row, left to right.
    public let keys: [KeyFrame]

    /// Creates a built layout from its keys.
    public init(bounds: Rect, keys: [KeyFrame]) {
        self.bounds = bounds
        self.keys = keys
    }

    /// The number of rows (one more than the highest row index; 0 when empty).
    public var rowCount: Int { (keys.map(\.row).max() ?? -1) + 1 }

    /// The keys of row `row`, left to right (empty for a row the layout does not have).
    public func keys(inRow row: Int) -> [KeyFrame] { keys.filter { $0.row == row } }

    /// The first key frame with identifier `id`, or `nil`.
    public func keyFrame(forID id: String) -> KeyFrame? { keys.first { $0.key.id == id } }
}
