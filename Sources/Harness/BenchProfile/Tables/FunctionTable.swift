/// Self and total weight of every function in a profile, for the "top functions" tables and the diffs.
public struct FunctionTable: Equatable, Sendable {
    /// The unit of every weight.
    public var unit: FoldedStacks.Unit
    /// The profile's whole weight, the 100 % of the tables' percentages.
    public var totalWeight: UInt64
    /// Every function by name.
    public var costs: [String: FunctionCost]

    /// The table of `stacks`: each stack's weight counts to its leaf's self weight and, once, to the
    /// total weight of every distinct function on it.
    public init(_ stacks: FoldedStacks) {
        unit = stacks.unit
        totalWeight = stacks.totalWeight
        var costs: [String: FunctionCost] = [:]
        for (stack, weight) in stacks.weights {
            for name in Set(stack) {
                costs[name, default: FunctionCost(name: name, selfWeight: 0, totalWeight: 0)].totalWeight += weight
            }
            if let leaf = stack.last { costs[leaf]?.selfWeight += weight }
        }
        self.costs = costs
    }

    /// The functions with the most self weight first (ties by name), at most `limit` of them.
    public func topBySelf(_ limit: Int) -> [FunctionCost] {
        Array(costs.values.sorted { ($1.selfWeight, $0.name) < ($0.selfWeight, $1.name) }.prefix(max(0, limit)))
    }

    /// The functions with the most total weight first (ties by name), at most `limit` of them.
    public func topByTotal(_ limit: Int) -> [FunctionCost] {
        Array(costs.values.sorted { ($1.totalWeight, $0.name) < ($0.totalWeight, $1.name) }.prefix(max(0, limit)))
    }

    /// `weight` as a percentage of the profile's whole weight (0 for an empty profile).
    public func percent(_ weight: UInt64) -> Double {
        totalWeight == 0 ? 0 : Double(weight) * 100 / Double(totalWeight)
    }
}
