/// One frame of a flame graph, laid out: where it is and what it says.
struct FlameFrame: Equatable, Sendable {
    /// The function's name.
    var name: String
    /// The weight of the stacks left of it at its depth, and its own weight (callees included).
    var start: UInt64, weight: UInt64
    /// Its level: 0 for the root, 1 for the outermost functions.
    var depth: Int
    /// Its fill colour (CSS).
    var fill: String
    /// Its tooltip.
    var tooltip: String
}

extension FlameGraph {
    /// Every frame of the tree at least `options.minimumWidth` wide when the whole graph shows, root
    /// first, depth-first; `describe` gives a frame's fill and tooltip from its node and its path (the
    /// callee names from the root, the root's own excluded).
    static func layout(
        _ root: FlameNode, options: FlameGraphOptions,
        describe: (FlameNode, ArraySlice<String>) -> (fill: String, tooltip: String)
    ) -> [FlameFrame] {
        let drawable = Double(options.width) - 2 * options.sidePadding
        let smallest = root.total == 0 ? 0 : UInt64(options.minimumWidth / drawable * Double(root.total))
        var frames: [FlameFrame] = []
        var path: [String] = []
        func visit(_ node: FlameNode, start: UInt64, depth: Int) {
            guard node.total > smallest || depth == 0 else { return }
            let (fill, tooltip) = describe(node, path[...])
            frames.append(
                FlameFrame(
                    name: node.name, start: start, weight: node.total, depth: depth, fill: fill, tooltip: tooltip))
            var offset = start
            for child in node.sortedChildren {
                path.append(child.name)
                visit(child, start: offset, depth: depth + 1)
                path.removeLast()
                offset += child.total
            }
        }
        visit(root, start: 0, depth: 0)
        return frames
    }
}
