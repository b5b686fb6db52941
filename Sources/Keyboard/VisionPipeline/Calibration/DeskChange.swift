/// What changed on the desk and stays: the frame seen on a grid of cells 8 px a side at 640 × 480 (two
/// coarse-scan samples), scaled with the frame's width in whole samples (one at 320 × 240, four at
/// 1280 × 720: a cell stays the same share of a finger), each with the frames in a row it read as changed against the reference — a voted coarse sample
/// that is hand (changed as no shadow can) or its centre darker than a shadow's share of the darkest
/// reference around it. The hand moving over the desk changes a cell for a few frames; a phone, a mug or
/// a sleeve at rest changes its cells for good. Fixed size: observing a frame allocates nothing.
/// Not `Sendable`: its buffers are written without locks by its one owner (a pipeline).
final class DeskChange {
    /// Pixels a cell spans (`samples` coarse steps), and the grid's size.
    let cell: Int, columns: Int, rows: Int
    /// Coarse-scan samples a cell spans on each side.
    let samples: Int
    /// Per cell: frames in a row it read as changed (saturating at 255).
    let runs: Storage<UInt8>
    /// Per cell, while absorbing: 1 taken in, 2 re-taken around it, 4 its darkest layer recomputed, 8
    /// joined to the hand through changed cells.
    let flags: Storage<UInt8>
    /// The pixels of the cells flagged 4 by the last `mark` (the bounds an absorption works within).
    var flaggedBox = PixelBox.empty
    /// The cells still to visit while following the hand's changed cells (a stack, one entry a cell at most).
    let pending: Storage<Int32>
    /// The voted samples of a row of cells, its sample rows' words OR-ed together (scratch for `observe`).
    let cellRowSamples: Storage<UInt64>

    init(width: Int, height: Int, step: Int) {
        let step = Swift.max(step, 1)
        samples = Swift.max((FrameScale(width: width).pixels(2 * step) + step / 2) / step, 1)
        cell = samples * step
        columns = (width + cell - 1) / cell
        rows = (height + cell - 1) / cell
        runs = Storage(repeating: 0, count: columns * rows)
        flags = Storage(repeating: 0, count: columns * rows)
        pending = Storage(repeating: 0, count: columns * rows)
        cellRowSamples = Storage(repeating: 0, count: (width + 63) >> 6)
    }

    /// Counts each cell's run from the coarse scan's voted samples (`voted`, at `step`) and the cells'
    /// centres in `frame` (corrected luma darker than `ratio` × `darkest` there).
    func observe(
        _ frame: UnsafePointer<UInt8>, _ layout: FrameLayout, voted: BitMask, step: Int, test: HandTest,
        darkest: UnsafePointer<UInt8>, ratio: Double
    ) {
        let words = voted.words.pointer, stride = voted.wordsPerRow, share = Int(ratio * 1024)
        let sampleRows = (layout.height - step / 2 + step - 1) / step
        let used = Swift.min(stride, (layout.width + 63) >> 6), cellSamples = cellRowSamples.pointer
        for j in 0..<rows {
            let y = Swift.min(j * cell + cell / 2, layout.height - 1)
            let top = samples * j, bottom = Swift.min(top + samples, sampleRows)
            // A cell's sample is set when one of its sample rows has it: the rows OR-ed once a row of cells.
            for index in 0..<used {
                var word: UInt64 = 0
                for row in top..<Swift.max(bottom, top) { word |= words[row * stride + index] }
                cellSamples[index] = word
            }
            for i in 0..<columns {
                let x = Swift.min(i * cell + cell / 2, layout.width - 1)
                var changed = BitMask.anySet(cellSamples, from: samples * i, count: samples)
                if !changed {
                    let c = test.corrected(frame, layout, x: x, y: y)
                    let luma = (c.red + 2 * c.green + c.blue + 2) >> 2
                    changed = luma * 1024 < share * Int(darkest[y * layout.width + x])
                }
                let at = j * columns + i
                runs[at] = changed ? (runs[at] == 255 ? 255 : runs[at] + 1) : 0
            }
        }
    }

    /// Frames in a row the cell holding pixel (`x`, `y`) read as changed.
    func run(x: Int, y: Int) -> Int {
        let i = Swift.min(Swift.max(x / cell, 0), columns - 1), j = Swift.min(Swift.max(y / cell, 0), rows - 1)
        return Int(runs[j * columns + i])
    }

    /// Marks (flag 1) the cells changed `settle` frames in a row outside `keepOut` (pixels, inclusive;
    /// nil: nowhere kept out) and not joined to the hand — the changed cells 8-connected to those in
    /// `hand` (its box: its forearm, a sleeve, its shadow where the mask split them off) — then those
    /// around them: a cell (flag 2) to re-take and two cells (flag 4) whose darkest layer follows.
    /// Returns how many cells were marked (0: the flags are all clear).
    func mark(settle: Int, keepOut: PixelBox?, hand: PixelBox?) -> Int {
        if let hand { joinHand(hand) }
        var marked = 0
        for j in 0..<rows {
            for i in 0..<columns where Int(runs[j * columns + i]) >= settle && flags[j * columns + i] & 8 == 0 {
                if let box = keepOut, box.intersects(cellBox(i, j)) { continue }
                flags[j * columns + i] = 1
                marked += 1
            }
        }
        guard marked > 0 else {
            if hand != nil { clearFlags() }
            return 0
        }
        spread(from: 1, to: 2, reach: 1)
        spread(from: 1, to: 4, reach: 2)
        flaggedBox = .empty
        for j in 0..<rows {
            for i in 0..<columns where flags[j * columns + i] & 4 != 0 {
                let box = cellBox(i, j)
                flaggedBox.include(x: box.minX, y: box.minY)
                flaggedBox.include(x: box.maxX, y: box.maxY)
            }
        }
        return marked
    }

    /// The pixels of cell (`i`, `j`).
    @inline(__always) private func cellBox(_ i: Int, _ j: Int) -> PixelBox {
        PixelBox(minX: i * cell, minY: j * cell, maxX: i * cell + cell - 1, maxY: j * cell + cell - 1)
    }

    /// Flags (8) the changed cells in `box` and every changed cell 8-connected to them.
    private func joinHand(_ box: PixelBox) {
        var count = 0
        let low = (x: Swift.max(box.minX / cell, 0), y: Swift.max(box.minY / cell, 0))
        let high = (x: Swift.min(box.maxX / cell, columns - 1), y: Swift.min(box.maxY / cell, rows - 1))
        guard low.x <= high.x, low.y <= high.y else { return }
        for j in low.y...high.y {
            for i in low.x...high.x where runs[j * columns + i] > 0 && flags[j * columns + i] & 8 == 0 {
                flags[j * columns + i] |= 8
                pending[count] = Int32(j * columns + i)
                count += 1
            }
        }
        while count > 0 {
            count -= 1
            let at = Int(pending[count]), i = at % columns, j = at / columns
            for jj in Swift.max(j - 1, 0)...Swift.min(j + 1, rows - 1) {
                for ii in Swift.max(i - 1, 0)...Swift.min(i + 1, columns - 1) {
                    let next = jj * columns + ii
                    guard runs[next] > 0, flags[next] & 8 == 0 else { continue }
                    flags[next] |= 8
                    pending[count] = Int32(next)
                    count += 1
                }
            }
        }
    }

    /// Clears every flag.
    func clearFlags() { flags.fill(0, from: 0, count: columns * rows) }

    /// Sets flag `to` on every cell within `reach` cells of one with flag `from`.
    private func spread(from: UInt8, to: UInt8, reach: Int) {
        for j in 0..<rows {
            for i in 0..<columns where flags[j * columns + i] & from != 0 {
                for jj in Swift.max(j - reach, 0)...Swift.min(j + reach, rows - 1) {
                    for ii in Swift.max(i - reach, 0)...Swift.min(i + reach, columns - 1) {
                        flags[jj * columns + ii] |= to
                    }
                }
            }
        }
    }

    /// Whether pixel (`x`, `y`) lies in a cell flagged `flag`.
    @inline(__always) func isFlagged(x: Int, y: Int, _ flag: UInt8) -> Bool {
        flags[(y / cell) * columns + x / cell] & flag != 0
    }

    /// Clears the flags, and when the cells were `taken` the runs of those re-taken (they read unchanged
    /// from now on).
    func finish(taken: Bool) {
        for at in 0..<(columns * rows) where flags[at] != 0 {
            if taken, flags[at] & 3 != 0 { runs[at] = 0 }
            flags[at] = 0
        }
    }
}
