/// A profile's stacks merged into one tree, as a flame graph draws it: the root stands for the whole
/// profile, each child for one function called from its parent's stack, children in name order.
struct FlameNode: Sendable {
    /// The frame's function.
    var name: String
    /// The weight of every stack through this frame (its callees included).
    var total: UInt64 = 0
    /// The weight of the stacks that end at this frame.
    var selfWeight: UInt64 = 0
    /// The callees, by name.
    var children: [String: FlameNode] = [:]

    /// The tree of `stacks`, under a root named `rootName`.
    init(_ stacks: FoldedStacks, rootName: String = "all") {
        name = rootName
        for (stack, weight) in stacks.weights { insert(stack[...], weight: weight) }
    }

    private init(name: String) { self.name = name }

    private mutating func insert(_ stack: ArraySlice<String>, weight: UInt64) {
        total += weight
        guard let first = stack.first else {
            selfWeight += weight
            return
        }
        children[first, default: FlameNode(name: first)].insert(stack.dropFirst(), weight: weight)
    }

    /// The callees in name order, the order in which a flame graph draws them left to right.
    var sortedChildren: [FlameNode] {
        children.values.sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
    }

    /// The node reached from this one by following `path` (callee names), if the profile has it.
    func node(at path: ArraySlice<String>) -> FlameNode? {
        guard let first = path.first else { return self }
        return children[first]?.node(at: path.dropFirst())
    }

    /// The number of frames on the deepest stack below this node.
    var depth: Int { children.values.map { $0.depth + 1 }.max() ?? 0 }
}
