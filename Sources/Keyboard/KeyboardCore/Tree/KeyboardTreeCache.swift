/// A small least-recently-used cache of built trees.
///
/// Default capacity 12: one width and globe setting needs at most 10 distinct trees
/// (letters × 3 shift states + numbers + symbols = 5, × 2 appearances), so a session never
/// rebuilds once warm, while a width or globe change cannot grow memory without bound.
public struct KeyboardTreeCache {
    /// The default capacity.
    public static let defaultCapacity = 12

    /// The most trees kept.
    public let capacity: Int
    private var trees: [TreeCacheKey: KeyboardTree] = [:]
    /// Keys from least to most recently used.
    private var order: [TreeCacheKey] = []

    /// Creates an empty cache holding at most `capacity` trees (at least 1).
    public init(capacity: Int = defaultCapacity) {
        self.capacity = max(capacity, 1)
    }

    /// The number of cached trees.
    public var count: Int { trees.count }

    /// The cached trees, least recently used first.
    public var allTrees: [KeyboardTree] { order.compactMap { trees[$0] } }

    /// The tree for `key`, marking it most recently used.
    public mutating func tree(for key: TreeCacheKey) -> KeyboardTree? {
        guard let tree = trees[key] else { return nil }
        touch(key)
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

    /// Stores a tree whose key width is already validated.
    mutating func store(_ tree: KeyboardTree) {
        let key = tree.cacheKey
        if trees.updateValue(tree, forKey: key) != nil {
            touch(key)
            return
        }
        order.append(key)
        if order.count > capacity { trees[order.removeFirst()] = nil }
    }

    /// Drops every tree.
    public mutating func removeAll() {
        trees.removeAll()
        order.removeAll()
    }

    private mutating func touch(_ key: TreeCacheKey) {
        guard let index = order.firstIndex(of: key), index != order.count - 1 else { return }
        order.remove(at: index)
        order.append(key)
    }
}
