/// The root of a built keyboard: rows of key nodes plus the background colour.
public final class KeyboardTree {
    /// What the tree was built for (its appearance may be updated; see `apply(appearance:)`).
    public private(set) var cacheKey: TreeCacheKey {
        get { colouring.cacheKey }
        set { colouring.cacheKey = newValue }
    }
    /// The whole keyboard's frame, banner included.
    public let frame: Rect
    /// The rows, top to bottom.
    public let rows: [KeyRowNode]
    /// The keyboard background colour.
    public private(set) var backgroundColor: RGBColor {
        get { colouring.background }
        set { colouring.background = newValue }
    }
    /// All key nodes, row by row.
    public let keyNodes: [KeyNode]
    /// Where taps on each identifier and each mode switch land in `rows`.
    private let positions: KeyPositions
    /// The key and background colour, private behind `cacheKey` and `backgroundColor`: the compiler
    /// sees every access, so none pays the run-time exclusivity check of a publicly visible stored
    /// variable of a class (each tree swap reads them).
    private var colouring: (cacheKey: TreeCacheKey, background: RGBColor)

    /// Creates a tree and counts it in the `LiveObjectRegistry`.
    public convenience init(cacheKey: TreeCacheKey, frame: Rect, rows: [KeyRowNode]) {
        self.init(
            cacheKey: cacheKey, frame: frame, rows: rows, keyNodes: rows.flatMap(\.keys),
            positions: KeyPositions(rows: rows.map { $0.keys.map(\.definition) }))
    }

    /// Creates a tree whose `keyNodes` are its rows' keys and whose `positions` were computed for them
    /// (the builder passes its layout's: row for row and key for key, the nodes are its keys).
    init(cacheKey: TreeCacheKey, frame: Rect, rows: [KeyRowNode], keyNodes: [KeyNode], positions: KeyPositions) {
        self.colouring = (cacheKey, cacheKey.appearance.palette.background)
        self.frame = frame
        self.rows = rows
        self.keyNodes = keyNodes
        self.positions = positions
        LiveObjectRegistry.retain(.keyboardTree)
    }

    deinit { LiveObjectRegistry.release(.keyboardTree) }

    /// The appearance the tree is currently coloured for.
    public var appearance: Appearance { cacheKey.appearance }

    /// Every key node by key identifier (the first node of each identifier). Built on each call:
    /// use `node(forID:)` to find one key.
    public var keysByID: [String: KeyNode] { positions.byID.mapValues(node(at:)) }

    /// The node a tap on `id` reaches (the first of that identifier), or `nil` if the tree has none.
    public func node(forID id: String) -> KeyNode? { positions.byID[id].map(node(at:)) }

    /// The node a tap on the switch to `mode` reaches: the first node of the identifier of the first
    /// key switching to `mode`; `nil` if the tree has no such switch.
    func modeSwitchNode(to mode: KeyboardMode) -> KeyNode? {
        positions.modeSwitch(to: mode).map(node(at:))
    }

    /// The node at `position`.
    private func node(at position: KeyPositions.Position) -> KeyNode {
        rows[Int(position.row)].keys[Int(position.column)]
    }

    /// Tracked objects this tree holds: itself, its rows and its keys.
    var objectCounts: [TrackedType: Int] {
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
