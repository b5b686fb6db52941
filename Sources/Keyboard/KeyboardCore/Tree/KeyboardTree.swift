/// The root of a built keyboard: rows of key nodes plus the background colour.
public final class KeyboardTree {
    /// What the tree was built for (its appearance may be updated; see `apply(appearance:)`).
    public private(set) var cacheKey: TreeCacheKey
    /// The whole keyboard's frame, banner included.
    public let frame: Rect
    /// The rows, top to bottom.
    public let rows: [KeyRowNode]
    /// The keyboard background colour.
    public private(set) var backgroundColor: RGBColor
    /// Every key node by key identifier.
    public let keysByID: [String: KeyNode]

    /// Creates a tree and counts it in the `LiveObjectRegistry`.
    public init(cacheKey: TreeCacheKey, frame: Rect, rows: [KeyRowNode]) {
        self.cacheKey = cacheKey
        self.frame = frame
        self.rows = rows
        self.backgroundColor = cacheKey.appearance.palette.background
        let keys = rows.flatMap(\.keys)
        self.keysByID = Dictionary(keys.map { ($0.definition.id, $0) }, uniquingKeysWith: { first, _ in first })
        LiveObjectRegistry.retain(.keyboardTree)
    }

    deinit { LiveObjectRegistry.release(.keyboardTree) }

    /// The appearance the tree is currently coloured for.
    public var appearance: Appearance { cacheKey.appearance }

    /// All key nodes, row by row.
    public var keyNodes: [KeyNode] { rows.flatMap(\.keys) }

    /// Tracked objects this tree holds: itself, its rows and its keys.
    public var objectCounts: [TrackedType: Int] {
        [.keyboardTree: 1, .keyRowNode: rows.count, .keyNode: rows.reduce(0) { $0 + $1.keys.count }]
    }

    /// Recolours the tree (background, every key and label) for `appearance`, if it differs.
    /// Called on every cache hit so a cached tree can never show stale colours (epic 6's bug).
    public func apply(appearance: Appearance) {
        guard appearance != cacheKey.appearance || backgroundColor != appearance.palette.background else { return }
        let palette = appearance.palette
        backgroundColor = palette.background
        for node in keyNodes {
            node.keyColor = palette.key
            node.labelColor = palette.label
        }
        cacheKey = cacheKey.with(appearance: appearance)
    }
}
