/// The rebuild path: picking, building and caching trees, and accounting for them.
extension KeyboardController {
    /// The cache key for the current state.
    public var currentCacheKey: TreeCacheKey {
        TreeCacheKey(
            mode: mode, shift: shift.state, appearance: document.keyboardAppearance,
            width: geometry.width, showsGlobe: document.needsInputModeSwitchKey, layouts: layouts)
    }

    /// Makes the current tree match the current state: keeps it, takes one from the cache
    /// (recoloured for the current appearance) or builds one.
    func refreshTree() {
        let key = currentCacheKey
        if let tree = currentTree, tree.cacheKey == key { return }
        if let cached = cache.tree(for: key) {
            cacheHits += 1
            cached.apply(appearance: key.appearance)
            currentTree = cached
            return
        }
        // The key's width is `geometry.width`, and `layouts` was validated against it.
        guard let tree = try? KeyboardTreeBuilder.makeTree(key, geometry: geometry, target: self) else { return }
        treesBuilt += 1
        cache.store(tree)
        currentTree = tree
    }

    /// Drops every cached tree (the current tree stays on screen).
    public func clearCache() { cache.removeAll() }

    /// The number of trees in the cache.
    public var cachedTreeCount: Int { cache.count }

    /// The cache's capacity.
    public var cacheCapacity: Int { cache.capacity }

    /// The distinct trees the controller legitimately holds: the current tree and the cache.
    public var heldTrees: [KeyboardTree] {
        var seen = Set<ObjectIdentifier>()
        return ([currentTree].compactMap { $0 } + cache.allTrees).filter { seen.insert(ObjectIdentifier($0)).inserted }
    }

    /// Tracked objects held by the controller, per type (leaked = live − held).
    func heldObjectCounts() -> [TrackedType: Int] {
        var counts = Dictionary(uniqueKeysWithValues: TrackedType.allCases.map { ($0, 0) })
        for tree in heldTrees { counts.merge(tree.objectCounts, uniquingKeysWith: +) }
        return counts
    }
}
