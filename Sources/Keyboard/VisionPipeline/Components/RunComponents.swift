/// 8-connected component labelling on a bit-packed mask by runs: each row's runs come from the word's
/// bit transitions, runs touching (diagonals included) a run of the row above are joined in a
/// union–find whose root is always the earlier run, so components come out in raster order of their
/// first pixel, as OpenCV numbers them. Every buffer is allocated once for `maxRuns` runs.
/// Not `Sendable`: its run buffers are written without locks; one thread at a time labels with it.
public final class RunComponents {
    /// The most runs one labelling can hold; a mask with more is refused (`label` returns false).
    public let maxRuns: Int
    let rows: Storage<Int32>, starts: Storage<Int32>, ends: Storage<Int32>, parents: Storage<Int32>,
        labels: Storage<Int32>
    let stats: Storage<Component>
    /// Runs found by the last labelling.
    public private(set) var runCount = 0
    /// Components found by the last labelling.
    public private(set) var count = 0

    /// The most components one labelling can hold; a mask with more is refused.
    public let maxComponents: Int

    /// Buffers for up to `maxRuns` runs and `maxComponents` components (default: one per run).
    public init(maxRuns: Int, maxComponents: Int? = nil) {
        self.maxRuns = Swift.max(maxRuns, 1)
        self.maxComponents = Swift.max(Swift.min(maxComponents ?? maxRuns, self.maxRuns), 1)
        rows = Storage(repeating: 0, count: self.maxRuns)
        starts = Storage(repeating: 0, count: self.maxRuns)
        ends = Storage(repeating: 0, count: self.maxRuns)
        parents = Storage(repeating: 0, count: self.maxRuns)
        labels = Storage(repeating: 0, count: self.maxRuns)
        stats = Storage(repeating: Component(), count: self.maxComponents)
    }

    /// Component `index` (0..<count) of the last labelling.
    public subscript(index: Int) -> Component { stats[index] }

    /// Every component of the last labelling (allocates; for tests and tools).
    public var components: [Component] { (0..<count).map { stats[$0] } }

    /// The index of the component with the largest area (the first of equals), if any.
    public var largest: Int? {
        var best: Int? = nil
        for index in 0..<count where best.map({ stats[index].area > stats[$0].area }) ?? true { best = index }
        return best
    }

    /// Labels rows `rows` of `mask`; false (and no components) when it has more than `maxRuns` runs
    /// or `maxComponents` components.
    @discardableResult
    public func label(_ mask: BitMask, rows range: Range<Int>? = nil) -> Bool {
        let all = range ?? 0..<mask.height
        let span = Swift.max(all.lowerBound, 0)..<Swift.min(all.upperBound, mask.height)
        runCount = 0
        count = 0
        var previous = 0..<0
        for y in span {
            let first = runCount
            guard extractRuns(mask, row: y) else {
                runCount = 0
                return false
            }
            if !previous.isEmpty, Int(rows[previous.lowerBound]) == y - 1 { join(previous, first..<runCount) }
            previous = first..<runCount
        }
        guard gather() else {
            (runCount, count) = (0, 0)
            return false
        }
        return true
    }

    private func extractRuns(_ mask: BitMask, row y: Int) -> Bool {
        let words = mask.words.pointer + y * mask.wordsPerRow
        var carry: UInt64 = 0, start = 0
        for index in 0..<mask.wordsPerRow {
            let word = words[index]
            var edges = word ^ (word << 1 | carry)
            carry = word >> 63
            while edges != 0 {
                let bit = edges.trailingZeroBitCount, x = index * 64 + bit
                if word >> UInt64(bit) & 1 == 1 { start = x } else if !append(y, start, x) { return false }
                edges &= edges - 1
            }
        }
        return carry == 0 || append(y, start, mask.width)
    }

    @inline(__always) private func append(_ y: Int, _ start: Int, _ end: Int) -> Bool {
        guard runCount < maxRuns else { return false }
        (rows[runCount], starts[runCount], ends[runCount], parents[runCount]) = (
            Int32(y), Int32(start), Int32(end), Int32(runCount)
        )
        runCount += 1
        return true
    }

    /// Joins runs of two consecutive rows that touch, diagonals included.
    private func join(_ above: Range<Int>, _ below: Range<Int>) {
        var i = above.lowerBound, j = below.lowerBound
        while i < above.upperBound, j < below.upperBound {
            if ends[i] < starts[j] { i += 1; continue }
            if ends[j] < starts[i] { j += 1; continue }
            union(i, j)
            if ends[i] < ends[j] { i += 1 } else { j += 1 }
        }
    }

    @inline(__always) private func find(_ run: Int) -> Int {
        var node = run
        while Int(parents[node]) != node {
            parents[node] = parents[Int(parents[node])]
            node = Int(parents[node])
        }
        return node
    }

    @inline(__always) private func union(_ a: Int, _ b: Int) {
        let rootA = find(a), rootB = find(b)
        if rootA < rootB { parents[rootB] = Int32(rootA) } else if rootB < rootA { parents[rootA] = Int32(rootB) }
    }

    /// Numbers the components by their first run and sums their statistics. A run's parent is always
    /// an earlier run, so one pass in order gives every run its root's label.
    private func gather() -> Bool {
        for run in 0..<runCount {
            let parent = Int(parents[run])
            if parent == run {
                guard count < maxComponents else { return false }
                labels[run] = Int32(count)
                stats[count] = Component()
                count += 1
            } else {
                labels[run] = labels[parent]
            }
            stats[Int(labels[run])].add(row: Int(rows[run]), start: Int(starts[run]), end: Int(ends[run]))
        }
        return true
    }
}
