/// The wall samples of the operation being measured, kept for the stop rule in harness memory
/// (outside jemalloc, so the subject's heap figures never see it), with the median interval's
/// relative half-width computed in place — by selection, not sorting, so judging allocates nothing.
///
/// The interval is the distribution-free one of `BenchReport`'s `MedianInterval` (ranks from the
/// normal approximation of Binomial(n, ½); the stop rule's minimum sample count keeps n where it is
/// close). It is judged at geometrically spaced sample counts (every ~1/8 more samples), so its cost
/// stays a small fraction of the sampling.
struct SampleWindow {
    let values: UnsafeMutablePointer<Double>
    /// How many samples it holds; past that it keeps the first `capacity`.
    let capacity: Int
    private(set) var count = 0
    private var nextCheck = 0

    /// A window of `capacity` samples in `arena` (pages are touched only as samples arrive).
    init(arena: HarnessArena, capacity: Int = 65_536) {
        self.capacity = capacity
        values = arena.allocate(bytes: capacity * MemoryLayout<Double>.stride).bindMemory(
            to: Double.self, capacity: capacity)
    }

    /// Forgets every sample (the next operation's measurement).
    mutating func clear() {
        count = 0
        nextCheck = 0
    }

    @inline(__always)
    mutating func append(_ value: Double) {
        guard count < capacity else { return }
        values[count] = value
        count += 1
    }

    /// The relative half-width when `samples` reached the next check point (or the window is full);
    /// `nil` between check points.
    mutating func checkedHalfWidth(samples: Int) -> Double? {
        guard samples >= nextCheck || count == capacity else { return nil }
        nextCheck = Swift.max(samples + 8, samples + samples / 8)
        return relativeHalfWidth()
    }

    /// Half the width of the median's 95 % interval over the median (∞ for fewer than 6 samples or a
    /// median of 0). Reorders the samples.
    func relativeHalfWidth() -> Double {
        let n = count
        guard n > 5 else { return .infinity }
        let buffer = UnsafeMutableBufferPointer(start: values, count: n)
        let (lowerRank, upperRank) = Self.ranks(count: n)
        let median = Self.select(n / 2, in: buffer)
        let lower = Self.select(lowerRank - 1, in: buffer)
        let upper = Self.select(upperRank - 1, in: buffer)
        guard median > 0 else { return .infinity }
        return (upper - lower) / 2 / median
    }

    /// 1-based ranks of the interval's ends: `⌊(n − 1.96 √n) / 2⌋` and its mirror, clamped to 1…n.
    static func ranks(count n: Int) -> (lower: Int, upper: Int) {
        let z = 1.959963984540054
        let lower = Swift.max(1, Int(((Double(n) - z * Double(n).squareRoot()) / 2).rounded(.down)))
        return (lower, Swift.min(n, n - lower + 1))
    }

    /// The `k`-th smallest value (0-based), moving it to index `k` (Hoare's selection, middle pivot).
    static func select(_ k: Int, in buffer: UnsafeMutableBufferPointer<Double>) -> Double {
        var low = 0
        var high = buffer.count - 1
        while low < high {
            let pivot = buffer[low + (high - low) / 2]
            var i = low
            var j = high
            while i <= j {
                while buffer[i] < pivot { i += 1 }
                while buffer[j] > pivot { j -= 1 }
                if i <= j {
                    buffer.swapAt(i, j)
                    i += 1
                    j -= 1
                }
            }
            if k <= j { high = j } else if k >= i { low = i } else { break }
        }
        return buffer[k]
    }
}
