/// A profile narrowed to the work under one frame.
extension FoldedStacks {
    /// The stacks that pass through a frame named `frame` (its first occurrence), each cut to start at
    /// that frame, with their weights; the others are left out. A sampled profile of a measured phase
    /// also holds the loop's own work (progress writes, clock reads, the kernel switching tasks while the
    /// worker waits on a pipe): its shares move with the machine's load, not with the code, and focusing
    /// on the measured operation's frame leaves them out. The profile unchanged when no stack has the frame.
    public func focused(on frame: String) -> FoldedStacks {
        var focused = FoldedStacks(unit: unit)
        for (stack, weight) in weights {
            guard let start = stack.firstIndex(of: frame) else { continue }
            focused.add(Array(stack[start...]), weight: weight)
        }
        return focused.weights.isEmpty ? self : focused
    }
}
