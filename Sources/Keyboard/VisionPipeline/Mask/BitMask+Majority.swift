/// A 3 × 3 majority vote: a pixel is set when at least 5 of the 9 pixels around and at it are set
/// (outside the image counts as clear). Sensor noise flips single pixels both ways — holes in the
/// hand, specks on the desk — and the vote undoes isolated flips where an opening only removes the
/// specks. Bit-sliced: the nine bits of every pixel of a word are summed with bitwise adders at once.
extension BitMask {
    /// The vote over rows `rows` into `output` (same size); neighbours outside `rows` are read as they
    /// are in this mask. Rows of `output` outside `rows` are not touched.
    public func majority(into output: BitMask, rows: Range<Int>) {
        guard output.width == width, output.height == height else { return }
        let inner = Swift.max(rows.lowerBound, 0)..<Swift.min(rows.upperBound, height)
        let count = wordsPerRow, target = output.words.pointer
        for y in inner {
            for index in 0..<count {
                let up = rowSum(y - 1, index), middle = rowSum(y, index), down = rowSum(y + 1, index)
                // up + middle (0…6) in three bits, then + down (0…9) in four.
                let s0 = up.low ^ middle.low, c0 = up.low & middle.low
                let s1 = up.high ^ middle.high ^ c0, s2 = (up.high & middle.high) | (c0 & (up.high ^ middle.high))
                let t0 = s0 ^ down.low, k0 = s0 & down.low
                let t1 = s1 ^ down.high ^ k0, k1 = (s1 & down.high) | (k0 & (s1 ^ down.high))
                let t2 = s2 ^ k1, t3 = s2 & k1
                let atLeastFive = t3 | (t2 & (t1 | t0))
                target[y * count + index] = index == count - 1 ? atLeastFive & lastWordMask : atLeastFive
            }
        }
    }

    /// The sum of each pixel of word `index` of row `y` and its left and right neighbours, as two
    /// bit planes (0 outside the image).
    @inline(__always) private func rowSum(_ y: Int, _ index: Int) -> (low: UInt64, high: UInt64) {
        guard y >= 0, y < height else { return (0, 0) }
        let bits = words.pointer, row = y * wordsPerRow
        let word = bits[row + index]
        let left = index > 0 ? bits[row + index - 1] : 0
        let right = index < wordsPerRow - 1 ? bits[row + index + 1] : 0
        let a = word << 1 | left >> 63, c = word >> 1 | right << 63
        return (a ^ word ^ c, (a & word) | (c & (a ^ word)))
    }
}
