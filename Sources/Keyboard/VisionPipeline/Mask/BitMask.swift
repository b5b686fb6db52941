/// A binary image packed 64 pixels to a word (bit `x % 64` of word `x / 64` of a row is pixel `x`).
/// Bits past `width` in a row's last word are always 0. Allocated once; reused frame after frame.
/// Not `Sendable`: its words are written without locks; one thread at a time uses it (its pipeline).
public final class BitMask {
    /// Pixels per row.
    public let width: Int
    /// Rows.
    public let height: Int
    /// Words per row.
    public let wordsPerRow: Int
    /// The valid bits of a row's last word.
    let lastWordMask: UInt64
    let words: Storage<UInt64>

    /// An empty (all 0) mask.
    public init(width: Int, height: Int) {
        self.width = Swift.max(width, 0)
        self.height = Swift.max(height, 0)
        wordsPerRow = (self.width + 63) / 64
        let tail = self.width % 64
        lastWordMask = tail == 0 ? ~0 : (UInt64(1) << UInt64(tail)) - 1
        words = Storage(repeating: 0, count: wordsPerRow * self.height)
    }

    /// A mask from one byte per pixel, row by row (non-zero is set); missing bytes count as 0.
    public convenience init(bytes: [UInt8], width: Int, height: Int) {
        self.init(width: width, height: height)
        for y in 0..<self.height {
            for x in 0..<self.width where y * self.width + x < bytes.count && bytes[y * self.width + x] != 0 {
                self[x, y] = true
            }
        }
    }

    /// Pixel (`x`, `y`); `false` outside the mask.
    public subscript(x: Int, y: Int) -> Bool {
        get {
            guard x >= 0, y >= 0, x < width, y < height else { return false }
            return words[y * wordsPerRow + x >> 6] >> UInt64(x & 63) & 1 == 1
        }
        set {
            guard x >= 0, y >= 0, x < width, y < height else { return }
            let bit = UInt64(1) << UInt64(x & 63), index = y * wordsPerRow + x >> 6
            words[index] = newValue ? words[index] | bit : words[index] & ~bit
        }
    }

    /// Clears rows `rows` (clamped to the mask).
    public func clear(rows: Range<Int>) {
        let low = Swift.max(rows.lowerBound, 0), high = Swift.min(rows.upperBound, height)
        guard low < high else { return }
        words.fill(0, from: low * wordsPerRow, count: (high - low) * wordsPerRow)
    }

    /// Clears every pixel.
    public func clear() { clear(rows: 0..<height) }

    /// Set pixels in total.
    public var population: Int {
        var total = 0
        for index in 0..<(wordsPerRow * height) { total += words[index].nonzeroBitCount }
        return total
    }

    /// One byte per pixel, 255 for set and 0 for clear (OpenCV's mask convention), row by row.
    public func bytes() -> [UInt8] {
        var out = [UInt8](repeating: 0, count: width * height)
        for y in 0..<height { for x in 0..<width where self[x, y] { out[y * width + x] = 255 } }
        return out
    }

    /// Copies `other` (same size) into this mask.
    public func copy(from other: BitMask) {
        guard other.width == width, other.height == height else { return }
        words.pointer.update(from: other.words.pointer, count: wordsPerRow * height)
    }

    /// Copies rows `rows` (clamped to the mask) of `other` (same size) into this mask.
    public func copy(from other: BitMask, rows: Range<Int>) {
        let low = Swift.max(rows.lowerBound, 0), high = Swift.min(rows.upperBound, height)
        guard other.width == width, other.height == height, low < high else { return }
        (words.pointer + low * wordsPerRow).update(
            from: other.words.pointer + low * wordsPerRow, count: (high - low) * wordsPerRow)
    }
}

extension BitMask {
    /// The bits of word `index` (columns 64·index …) whose columns lie in `range`.
    @inline(__always) static func bits(of range: Range<Int>, word index: Int) -> UInt64 {
        let low = Swift.min(Swift.max(range.lowerBound - index << 6, 0), 64)
        let high = Swift.min(Swift.max(range.upperBound - index << 6, 0), 64)
        guard low < high else { return 0 }
        let upper: UInt64 = high == 64 ? ~0 : (1 << UInt64(high)) - 1
        return upper & ~((1 << UInt64(low)) - 1)
    }

    /// How many of word `index`'s `bits` are set, and the sum of their columns (64·index + bit).
    @inline(__always) static func columns(of bits: UInt64, word index: Int) -> (count: Int, sum: Int) {
        var (bits, sum) = (bits, 0)
        let count = bits.nonzeroBitCount
        while bits != 0 {
            sum += index << 6 + bits.trailingZeroBitCount
            bits &= bits - 1
        }
        return (count, sum)
    }

    /// Whether any of the `count` bits from `first` of the row of words at `words` is set.
    @inline(__always) static func anySet(_ words: UnsafePointer<UInt64>, from first: Int, count: Int) -> Bool {
        guard count > 0 else { return false }
        if first >= 0, first & 63 + count <= 64 {  // within one word: a shift and a mask
            return words[first >> 6] >> UInt64(first & 63) & (~UInt64(0) >> UInt64(64 - count)) != 0
        }
        let columns = first..<(first + count)
        for index in (first >> 6)...((first + count - 1) >> 6) where words[index] & bits(of: columns, word: index) != 0
        {
            return true
        }
        return false
    }
}
