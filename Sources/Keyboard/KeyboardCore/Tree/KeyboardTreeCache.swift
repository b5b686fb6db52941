/// A small least-recently-used cache of built trees.
///
/// Default capacity 12: one width and globe setting needs at most 10 distinct trees
/// (letters × 3 shift states + numbers + symbols = 5, × 2 appearances), so a session never
/// rebuilds once warm, while a width or globe change cannot grow memory without bound.
///
/// The entries are one array in recency order, searched from the most recently used end: for a
/// dozen trees a scan of cheap key comparisons beats hashing the key (a cache hit is the hot path
/// of every layout switch), and moving a hit to the end keeps the order without a second structure.
public struct KeyboardTreeCache {
    /// The default capacity.
    public static let defaultCapacity = 12

    /// The most trees kept.
    public let capacity: Int
    /// The trees with the keys they were stored under, from least to most recently used.
    private var entries: [(key: TreeCacheKey, tree: KeyboardTree)] = []

    /// Creates an empty cache holding at most `capacity` trees (at least 1).
    public init(capacity: Int = defaultCapacity) {
        self.capacity = max(capacity, 1)
    }

    /// The number of cached trees.
    public var count: Int { entries.count }

    /// The cached trees, least recently used first.
    public var allTrees: [KeyboardTree] { entries.map(\.tree) }

    /// The tree for `key`, marking it most recently used.
    public mutating func tree(for key: TreeCacheKey) -> KeyboardTree? {
        guard let index = position(of: key) else { return nil }
        let tree = entries[index].tree
        touch(index)
        return tree
    }

    /// Stores `tree` under its cache key, evicting the least recently used tree when full.
    /// Throws `.invalidWidth` for a key whose width is NaN, infinite, zero or negative: such a key
    /// never equals itself (NaN), so it could never be found or evicted.
    public mutating func insert(_ tree: KeyboardTree) throws(KeyboardGeometryError) {
        let width = tree.cacheKey.width
        guard width.isFinite, width > 0 else { throw .invalidWidth(width) }
        store(tree)
    }

    /// Stores a tree whose key width is already validated: replaces the tree of an equal key (and marks
    /// it most recently used), or appends it and evicts the least recently used tree beyond capacity.
    mutating func store(_ tree: KeyboardTree) {
        let key = tree.cacheKey
        if let index = position(of: key) {
            entries[index].tree = tree
            touch(index)
            return
        }
        entries.append((key, tree))
        if entries.count > capacity { entries.removeFirst() }
    }

    /// Drops every tree.
    public mutating func removeAll() {
        entries.removeAll()
    }

    /// Where the entry stored under `key` is, searching from the most recently used end.
    private func position(of key: TreeCacheKey) -> Int? {
        entries.lastIndex { $0.key == key }
    }

    /// Moves entry `index` to the most recently used end.
    private mutating func touch(_ index: Int) {
        guard index != entries.count - 1 else { return }
        let entry = entries.remove(at: index)
        entries.append(entry)
    }
}
