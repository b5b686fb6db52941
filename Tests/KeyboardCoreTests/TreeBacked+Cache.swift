import KeyboardCore
import Testing

extension TreeBacked {
    /// The rebuild path: build once, then serve from a bounded LRU cache.
    @Suite struct CacheTests {
        @Test func secondVisitIsACacheHit() throws {
            let session = try TreeBacked.session()
            let controller = session.controller
            #expect(controller.treesBuilt == 1 && controller.cacheHits == 0)
            let letters = try #require(controller.currentTree)
            try session.switchLayout(to: .numbers)
            try session.switchLayout(to: .letters)
            #expect(controller.treesBuilt == 2 && controller.cacheHits == 1)
            #expect(controller.currentTree === letters)
        }

        @Test func clearCacheForcesAFreshBuild() throws {
            let session = try TreeBacked.session()
            try session.switchLayout(to: .numbers)
            session.controller.clearCache()
            #expect(session.controller.cachedTreeCount == 0)
            #expect(session.controller.heldTrees.count == 1)
            try session.switchLayout(to: .letters)
            #expect(session.controller.treesBuilt == 3)
        }

        @Test func cacheIsBoundedAndEvictsLeastRecentlyUsed() throws {
            let key = { (width: Double) in
                TreeCacheKey(mode: .letters, shift: .off, appearance: .light, width: width, showsGlobe: true)
            }
            var cache = KeyboardTreeCache(capacity: 2)
            try cache.insert(KeyboardTreeBuilder.build(key(300), target: nil))
            try cache.insert(KeyboardTreeBuilder.build(key(310), target: nil))
            #expect(cache.tree(for: key(300)) != nil)
            try cache.insert(KeyboardTreeBuilder.build(key(320), target: nil))
            #expect(cache.count == 2)
            #expect(cache.tree(for: key(310)) == nil)
            #expect(cache.tree(for: key(300)) != nil && cache.tree(for: key(320)) != nil)
        }

        @Test func widthChangesNeverGrowTheCachePastItsCapacity() throws {
            let session = try TreeBacked.session()
            for step in 0..<40 { try session.controller.setKeyboardWidth(300 + Double(step)) }
            #expect(session.controller.cachedTreeCount == KeyboardTreeCache.defaultCapacity)
            #expect(session.controller.heldTrees.count == 12)
        }

        @Test func shiftIsNotPartOfTheKeyOutsideLetters() {
            let a = TreeCacheKey(mode: .numbers, shift: .locked, appearance: .dark, width: 393, showsGlobe: true)
            let b = TreeCacheKey(mode: .numbers, shift: .off, appearance: .dark, width: 393, showsGlobe: true)
            #expect(a == b)
        }

        @Test func nodesTargetTheControllerWeakly() throws {
            var session: KeyboardSession? = try TreeBacked.session()
            let tree = try #require(session?.controller.currentTree)
            #expect(tree.keyNodes.allSatisfy { $0.target === session?.controller })
            weak let weakController = session?.controller
            session = nil
            #expect(weakController == nil)
            #expect(tree.keyNodes.allSatisfy { $0.target == nil })
            try tree.keyNodes[0].sendAction()
        }
    }
}
