import FuzzSupport
import KeyboardCore

/// The tree cache and builder, driven directly: a small cache of any capacity filled with trees for
/// fuzzed keys. The cache never holds more than its capacity and lists every tree it holds.
enum TreeCacheProbe {
    /// Builds and caches a few trees from `input`'s keys, checking the cache after each insert.
    static func run(_ input: inout FuzzBytes, options: FuzzOptions) throws(FuzzFinding) {
        var cache = KeyboardTreeCache(capacity: input.smallInt() / 8)
        guard let geometry = try? KeyboardGeometry(width: input.pick(DevicePreset.all).screenWidth) else { return }
        for _ in 0..<input.index(below: 16) {
            let width = options.tries(16) ? input.double() : geometry.width
            let key = TreeCacheKey(
                mode: input.pick(KeyboardMode.allCases), shift: input.pick(ShiftState.allCases),
                appearance: input.pick(Appearance.allCases), width: width, showsGlobe: input.byte() % 2 == 0)
            if input.byte() % 4 == 0, let built = try? KeyboardTreeBuilder.build(key, target: nil) {
                try expect(built.cacheKey == key, "build", "tree for \(key) carries \(built.cacheKey)")
            }
            if cache.tree(for: key) == nil,
                let tree = try? KeyboardTreeBuilder.build(key, geometry: geometry, target: nil)
            {
                // A key whose width is not the geometry's is refused by name; the
                // cache then refuses nothing it is given.
                do { try cache.insert(tree) } catch { try expect(false, "cache", "refused a built tree: \(error)") }
            }
            try expect(
                cache.count <= cache.capacity, "cache", "\(cache.count) trees cached, capacity \(cache.capacity)")
            try expect(
                cache.allTrees.count == cache.count, "cache",
                "lists \(cache.allTrees.count) of its \(cache.count) trees")
        }
    }
}
