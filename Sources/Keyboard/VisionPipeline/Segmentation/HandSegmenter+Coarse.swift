/// The coarse scan for the region of interest: every `step`-th pixel of every `step`-th row is
/// classified into a grid, and the grid's own 3 × 3 majority vote decides. A hand is many samples wide
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

    /// Classifies the coarse grid's samples into `coarse` (rows 0..<`rows`, columns 0..<`columns`).
    private func sample(_ frame: UnsafePointer<UInt8>, _ layout: FrameLayout, step: Int, columns: Int, rows: Int) {
        let red = layout.order.redOffset, blue = layout.order.blueOffset
        let words = coarse.words.pointer, stride = coarse.wordsPerRow, test = self.test
        coarse.clear(rows: 0..<rows)
        for j in 0..<rows {
            let y = j * step + step / 2, row = frame + y * layout.bytesPerRow, target = words + j * stride
            for i in 0..<columns {
                let x = i * step + step / 2, pixel = row + x * 4
                if test.isHand(pixel[red], pixel[1], pixel[blue], x: x, y: y) { target[i >> 6] |= 1 << UInt64(i & 63) }
            }
        }
    }
}
