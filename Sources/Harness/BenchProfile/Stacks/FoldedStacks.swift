/// Sampled or counted call stacks in the folded form of `flamegraph.pl` and inferno: one entry per
/// distinct stack, root first, with the weight measured for it (samples, instructions or bytes).
///
/// Every profile the harness reads (perf samples, callgrind call-graph costs, jemalloc heap dumps) is
/// turned into this one value; the flame graphs, the function tables and the diffs are made from it.
public struct FoldedStacks: Equatable, Sendable {
    /// What a weight counts: the unit shown in a flame graph's tooltips and in the tables.
    public enum Unit: String, Equatable, Sendable, Codable {
        case samples
        case instructions
        case bytes
        case allocations
    }

    /// The unit of every weight in `weights`.
    public var unit: Unit
    /// Weight of each distinct stack; the key lists frames from the root (outermost) to the leaf.
    public var weights: [[String]: UInt64]

    /// A profile with no stacks yet, counting `unit`.
    public init(unit: Unit, weights: [[String]: UInt64] = [:]) {
        self.unit = unit
        self.weights = weights
    }

    /// Adds `weight` to `stack` (root first); empty stacks and zero weights are ignored.
    public mutating func add(_ stack: [String], weight: UInt64) {
        guard !stack.isEmpty, weight > 0 else { return }
        weights[stack, default: 0] += weight
    }

    /// The sum of every stack's weight.
    public var totalWeight: UInt64 { weights.values.reduce(0, +) }

    /// The stacks with every frame named in `names` renamed (stacks that now read alike add up).
    public func renamed(_ names: [String: String]) -> FoldedStacks {
        guard !names.isEmpty else { return self }
        var result = FoldedStacks(unit: unit)
        for (stack, weight) in weights { result.add(stack.map { names[$0] ?? $0 }, weight: weight) }
        return result
    }
}
