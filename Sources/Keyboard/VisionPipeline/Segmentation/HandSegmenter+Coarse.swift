/// The coarse scan for the region of interest: a grid of every `step`-th pixel of every `step`-th row,
/// classified where it can hold a hand (`sample`: the half grid everywhere, the rest near what it
/// found), and the grid's own 3 × 3 majority vote decides. A hand is many samples wide
/// and long and keeps its samples; specks of sensor noise, or print corners that the camera's jitter
/// moved, are a sample or two and no longer stretch the region over the frame.
extension HandSegmenter {
    /// The bounding box of the voted hand samples; `nil` when fewer than `minimum` samples remain.
    func sampledBox(_ frame: UnsafePointer<UInt8>, _ layout: FrameLayout, step: Int, minimum: Int) -> PixelBox? {
        let columns = (layout.width - step / 2 + step - 1) / step, rows = (layout.height - step / 2 + step - 1) / step
        guard columns > 0, rows > 0 else { return nil }
        sample(frame, layout, step: step, columns: columns, rows: rows)
        coarse.majority(into: voted, rows: 0..<rows)
        let words = voted.words.pointer, stride = voted.wordsPerRow, used = (columns + 63) >> 6
        var box = PixelBox.empty, hits = 0
        for j in 0..<rows {
            for index in 0..<used {
                let word = words[j * stride + index]
                guard word != 0 else { continue }
                hits += word.nonzeroBitCount
                let first = index * 64 + word.trailingZeroBitCount, last = index * 64 + 63 - word.leadingZeroBitCount
                box.include(x: first * step + step / 2, y: j * step + step / 2)
                box.include(x: last * step + step / 2, y: j * step + step / 2)
            }
        }
        return hits >= minimum ? box : nil
    }

    /// Classifies the coarse grid's samples into `coarse` (rows 0..<`rows`, columns 0..<`columns`) in two
    /// passes: every other sample of every other row (the grid at twice the step, a quarter of the
    /// samples), then the rest within two samples of one found there. A hand, an arm or a thing put down is
    /// many samples wide and long and is found whole; what the first pass misses is a cluster of samples
    /// that holds none of its grid (a line thinner than twice the step, a speck), which the vote removes
    /// anyway. The desk far from anything is tested at a quarter of the samples. Uses `voted` as scratch.
    private func sample(_ frame: UnsafePointer<UInt8>, _ layout: FrameLayout, step: Int, columns: Int, rows: Int) {
        let words = coarse.words.pointer, stride = coarse.wordsPerRow, test = self.test
        let red = layout.order.redOffset, blue = layout.order.blueOffset
        /// Sets sample (`i`, `j`) in `coarse` when its pixel is hand.
        @inline(__always) func classify(_ i: Int, _ j: Int) {
            let x = i * step + step / 2, y = j * step + step / 2, pixel = frame + y * layout.bytesPerRow + x * 4
            if test.isHand(pixel[red], pixel[1], pixel[blue], x: x, y: y) {
                words[j * stride + (i >> 6)] |= 1 << UInt64(i & 63)
            }
        }
        coarse.clear(rows: 0..<rows)
        for j in Swift.stride(from: 0, to: rows, by: 2) {
            for i in Swift.stride(from: 0, to: columns, by: 2) { classify(i, j) }
        }
        grow(coarse, into: voted, rows: rows, columns: columns)
        let near = voted.words.pointer, used = (columns + 63) >> 6
        for j in 0..<rows {
            let tested = j & 1 == 0 ? Self.evenColumns : 0
            for index in 0..<used {
                var rest = near[j * stride + index] & ~tested
                while rest != 0 {
                    classify(index << 6 | rest.trailingZeroBitCount, j)
                    rest &= rest &- 1
                }
            }
        }
    }

    /// The bits of a word's even columns (the first pass's samples in its rows).
    static let evenColumns: UInt64 = 0x5555_5555_5555_5555

    /// Classifies rows `rows` into `mask` only within two grid cells of the voted samples of the last
    /// `sampledBox` (as the region of interest is grown from them): the desk between the hand's parts
    /// and around it is not tested pixel by pixel. Overwrites `coarse` with the grown samples.
    func classifyNearSamples(
        _ frame: UnsafePointer<UInt8>, _ layout: FrameLayout, step: Int, rows: Range<Int>, into mask: BitMask
    ) {
        let gridRows = (layout.height - step / 2 + step - 1) / step
        let gridColumns = (layout.width - step / 2 + step - 1) / step
        guard gridRows > 0, gridColumns > 0 else { return }
        grow(voted, into: coarse, rows: gridRows, columns: gridColumns)
        let words = coarse.words.pointer, stride = coarse.wordsPerRow, used = (gridColumns + 63) >> 6
        for y in rows {
            let row = words + Swift.min(y / step, gridRows - 1) * stride
            var index = 0, word = row[0]
            while true {
                while word == 0 {
                    index += 1
                    guard index < used else { break }
                    word = row[index]
                }
                guard index < used else { break }
                let first = index * 64 + word.trailingZeroBitCount
                var last = first
                // The run of set cells from `first`, across words.
                while true {
                    let rest = ~(word | (UInt64(1) << UInt64(last & 63) - 1))
                    if rest != 0 {
                        last = index * 64 + rest.trailingZeroBitCount
                        word &= ~(UInt64(1) << UInt64(last & 63) - 1)
                        break
                    }
                    index += 1
                    last = index * 64
                    guard index < used else {
                        word = 0
                        break
                    }
                    word = row[index]
                }
                let columns = first * step..<Swift.min(last * step, layout.width)
                classify(frame, layout, columns: columns, rows: y..<y + 1, into: mask)
                if index >= used { break }
            }
        }
    }

    /// `target` = the samples of `source` grown by two cells each way (rows 0..<`rows`, columns 0..<`columns`).
    private func grow(_ source: BitMask, into target: BitMask, rows: Int, columns: Int) {
        let stride = target.wordsPerRow, source = source.words.pointer, target = target.words.pointer
        let used = (columns + 63) >> 6
        let tail = columns & 63 == 0 ? ~UInt64(0) : (UInt64(1) << UInt64(columns & 63)) - 1
        for j in 0..<rows {
            for index in 0..<used {
                var word: UInt64 = 0
                for k in Swift.max(j - 2, 0)...Swift.min(j + 2, rows - 1) { word |= source[k * stride + index] }
                target[j * stride + index] = word
            }
            let row = target + j * stride
            var carryLeft: UInt64 = 0
            for index in 0..<used {
                let word = row[index], next = index + 1 < used ? row[index + 1] : 0
                let grown = word | word << 1 | word << 2 | carryLeft | word >> 1 | word >> 2 | next << 63 | next << 62
                carryLeft = word >> 63 | word >> 62
                row[index] = index == used - 1 ? grown & tail : grown
            }
        }
    }
}
