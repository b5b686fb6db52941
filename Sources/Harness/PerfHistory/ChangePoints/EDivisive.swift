import Determinism
import PerfModel

/// E-Divisive means (Matteson & James 2014, α = 1), as MongoDB's and Apache Otava's CI use it: split a
/// series where the energy distance between the two sides is largest, keep the split when a permutation
/// test says such a distance would rarely arise from the same values in random order, and recurse into
/// both sides. A minimum segment length keeps a single spike from counting as a change.
public struct EDivisive: Sendable {
    /// Significance level of the permutation test.
    public var alpha: Double
    /// Permutations per test.
    public var permutations: Int
    /// Fewest points on each side of a change point.
    public var minimumSegment: Int
    /// Seed of the permutations.
    public var seed: UInt64

    /// A detector with the given settings.
    public init(alpha: Double = 0.05, permutations: Int = 199, minimumSegment: Int = 3, seed: UInt64 = 0xED1) {
        self.alpha = alpha
        self.permutations = permutations
        self.minimumSegment = max(1, minimumSegment)
        self.seed = seed
    }

    /// The change points of `series`: indices `i` where a new segment starts at `series[i]`, ascending.
    public func changePoints(_ series: [Double]) -> [Int] {
        var generator = SplitMix64(seed: seed)
        var found: [Int] = []
        var pending = [0..<series.count]
        while let range = pending.popLast() {
            guard let split = significantSplit(Array(series[range]), &generator) else { continue }
            let point = range.lowerBound + split
            found.append(point)
            pending.append(range.lowerBound..<point)
            pending.append(point..<range.upperBound)
        }
        return found.sorted()
    }

    private func significantSplit(_ values: [Double], _ generator: inout SplitMix64) -> Int? {
        // A constant segment (an exact count) has no change; rounding must not invent one.
        guard let first = values.first, values.contains(where: { $0 != first }) else { return nil }
        let scan = SplitScan(values)
        guard let best = scan.best(order: nil, minimumSegment: minimumSegment), best.statistic > 0 else { return nil }
        // p = (k + 1) / (R + 1) < α needs k + 1 < α (R + 1): stop as soon as k makes that impossible
        // (the same decision as running every permutation; most noise-only segments stop within ~20).
        let limit = alpha * Double(permutations + 1)
        var atLeastAsLarge = 0
        var order = Array(values.indices)
        var tree: [SplitScan.Node] = []
        for _ in 0..<permutations {
            order.shuffle(using: &generator)
            if let candidate = scan.best(order: order, minimumSegment: minimumSegment, tree: &tree),
                candidate.statistic >= best.statistic
            {
                atLeastAsLarge += 1
                if Double(atLeastAsLarge + 1) >= limit { return nil }
            }
        }
        return best.index
    }

    /// The split index τ (left = `0..<τ`) maximising the scaled energy statistic
    /// Q(τ) = τ(n−τ)/n · (2·mean|x−y| − mean|x−x'| − mean|y−y'|), with both sides ≥ `minimumSegment`.
    static func bestSplit(_ values: [Double], minimumSegment: Int) -> (index: Int, statistic: Double)? {
        SplitScan(values).best(order: nil, minimumSegment: minimumSegment)
    }

    static func statistic(cross: Double, left: Double, right: Double, tau: Int, n: Int) -> Double {
        let a = Double(tau), b = Double(n - tau)
        let between = 2 * cross / (a * b)
        let withinLeft = tau > 1 ? left / (a * (a - 1) / 2) : 0
        let withinRight = n - tau > 1 ? right / (b * (b - 1) / 2) : 0
        return a * b / Double(n) * (between - withinLeft - withinRight)
    }
}
