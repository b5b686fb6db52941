extension CallgrindGraph {
    /// Folded stacks of instructions below each root (the measured operations' trampolines), rebuilt
    /// from the call graph: callgrind keeps costs per call arc, not per stack, so a function's cost is
    /// shared among the paths that reach it in proportion to what each caller's arc spent in it. The
    /// stacks are exact where each function has one caller, and each function's total (its self cost
    /// summed over its stacks) equals callgrind's whatever the sharing; a recursive call is cut at its
    /// second appearance on a stack, and paths below `minimumWeight` instructions are dropped.
    ///
    /// - Parameter roots: the root functions and the frame each is shown as (an operation's name).
    public func folded(roots: [(function: String, frame: String)], minimumWeight: Double = 1) -> FoldedStacks {
        var stacks = FoldedStacks(unit: .instructions)
        let incoming = incoming
        for root in roots {
            var walk = Walk(graph: self, incoming: incoming, minimumWeight: minimumWeight)
            walk.visit(root.function, frames: [root.frame], onStack: [root.function], scale: 1, into: &stacks)
        }
        return stacks
    }

    /// A depth-first walk of the graph from one root.
    struct Walk {
        let graph: CallgrindGraph
        let incoming: [String: UInt64]
        let minimumWeight: Double
        /// A bound on stack depth, against pathological graphs.
        static let maximumDepth = 256

        /// Adds `function`'s self cost, scaled to this path's share, to `frames`, then its callees'.
        mutating func visit(
            _ function: String, frames: [String], onStack: Set<String>, scale: Double, into stacks: inout FoldedStacks
        ) {
            let own = Double(graph.selfCost[function] ?? 0) * scale
            stacks.add(frames, weight: UInt64(own.rounded()))
            guard frames.count < Self.maximumDepth, let callees = graph.arcs[function] else { return }
            for (callee, arc) in callees.sorted(by: { $0.key < $1.key }) where !onStack.contains(callee) {
                let share = Double(arc.instructions) * scale
                guard share >= minimumWeight else { continue }
                let total = Double(incoming[callee] ?? graph.fallbackInclusive(callee))
                guard total > 0 else { continue }
                visit(
                    callee, frames: frames + [callee], onStack: onStack.union([callee]), scale: share / total,
                    into: &stacks)
            }
        }
    }
}
