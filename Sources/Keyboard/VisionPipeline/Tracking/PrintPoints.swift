import TouchMapping

/// Points of the sheet's print that locate it where its marks cannot alone: the corners of keys spread
/// over the keyboard, each with a patch of the calibration's reference around it. Four marks always fit
/// a homography exactly; these points are what makes a plane fit checkable (and what carries it where a
/// hand covers a mark). A frame's point is found by the patch's smallest zero-mean absolute difference
/// (the light's offset does not matter) within a small window around where the camera's move puts it,
/// with a parabola through the neighbouring differences for its subpixel place. Buffers are made once:
/// matching allocates nothing.
/// Not `Sendable`: its buffers are written without locks; its one owner (a mark
/// tracker) uses it from one thread at a time.
final class PrintPoints {
    /// The settings, with the patch and search radii scaled to the frame.
    let capacity: Int, radius: Int, reach: Int, matchShare: Double
    /// Points chosen at calibration (camera pixels, continuous coordinates) and how many.
    let calibrated: Storage<Point>
    private(set) var count = 0
    /// Each point's patch (zero-mean luma, row by row) and its contrast (the sum of its absolute values).
    private let patches: Storage<Int32>, contrast: Storage<Int32>
    /// Each point's patch rows in the order a difference sums them: the rows whose luma changes most
    /// from pixel to pixel first, as a window off the match by a pixel or two differs most there, so
    /// that the sum of an offset that is no match passes the best so far in fewer rows.
    private let rowOrder: Storage<Int32>
    /// The luma of a search window. `window` and `patches` hold three values more than they use: a
    /// row's last four values are read at once, those beyond the row masked out (`tailMask`).
    private let window: Storage<Int32>
    /// The lanes of a row's last four values that are the row's (all of them when the row is a
    /// multiple of four long).
    private let tailMask: SIMD4<Int32>
    /// The window's rows' prefix sums, column by column (`rowPrefixes[x * span + y]`: the sum of row
    /// `y`'s first `x` values), each patch row's sum, and an offset's bound for each patch row (scratch):
    /// the sum of a row's absolute differences is at least the absolute difference of its sums, a bound
    /// that rules most offsets out before their rows are summed (`difference`).
    private let rowPrefixes: Storage<Int32>, patchRowSums: Storage<Int32>, rowBounds: Storage<Int32>

    init(_ config: SheetFitConfig, width: Int) {
        let scale = FrameScale(width: width)
        capacity = config.printPoints
        radius = Swift.max(scale.pixels(config.patchRadius), 2)
        reach = Swift.max(scale.pixels(config.searchRadius), 2)
        matchShare = config.matchShare
        let side = 2 * radius + 1, span = 2 * (radius + reach) + 1
        calibrated = Storage(repeating: Point(x: 0, y: 0), count: capacity)
        patches = Storage(repeating: 0, count: capacity * side * side + 3)
        contrast = Storage(repeating: 0, count: capacity)
        rowOrder = Storage(repeating: 0, count: capacity * side)
        window = Storage(repeating: 0, count: span * span + 3)
        let tail = Int32(side % 4 == 0 ? 4 : side % 4)
        tailMask = SIMD4<Int32>(repeating: 0).replacing(with: -1, where: SIMD4<Int32>(0, 1, 2, 3) .< tail)
        rowPrefixes = Storage(repeating: 0, count: (span + 1) * span + 3)
        patchRowSums = Storage(repeating: 0, count: capacity * side + 3)
        rowBounds = Storage(repeating: 0, count: side + 3)
    }

    /// Chooses the points among the `candidates` (camera pixels at calibration; the usable ones are
    /// moved to the front) — those whose patch and search window lie inside the frame and whose patch
    /// has contrast, evenly over the list — and takes their patches from `luma` (the reference,
    /// `width` × `height`). Allocates nothing.
    func calibrate(
        _ candidates: UnsafeMutablePointer<Point>, count candidateCount: Int, luma: UnsafePointer<UInt8>, width: Int,
        height: Int
    ) {
        count = 0
        let margin = radius + reach + 2, side = 2 * radius + 1
        var usableCount = 0
        for index in 0..<candidateCount {
            let p = candidates[index]
            guard
                p.isFinite && Int(p.x) >= margin && Int(p.y) >= margin && Int(p.x) < width - margin
                    && Int(p.y) < height - margin
            else { continue }
            candidates[usableCount] = p
            usableCount += 1
        }
        let usable = UnsafeBufferPointer(start: candidates, count: usableCount)
        guard capacity > 0, !usable.isEmpty else { return }
        let step = Swift.max(Double(usable.count) / Double(capacity), 1)
        var position = 0.0
        while Int(position) < usable.count, count < capacity {
            let p = usable[Int(position)]
            position += step
            let cx = Int(p.x), cy = Int(p.y)
            var sum: Int32 = 0
            for dy in -radius...radius {
                for dx in -radius...radius { sum += Int32(luma[(cy + dy) * width + cx + dx]) }
            }
            let mean = sum / Int32(side * side), patch = patches.pointer + count * side * side
            var energy: Int32 = 0
            for dy in -radius...radius {
                for dx in -radius...radius {
                    let value = Int32(luma[(cy + dy) * width + cx + dx]) - mean
                    patch[(dy + radius) * side + dx + radius] = value
                    energy += abs(value)
                }
            }
            guard energy >= Int32(side * side * 4) else { continue }
            contrast[count] = energy
            for y in 0..<side {
                var rowSum: Int32 = 0
                for x in 0..<side { rowSum += patch[y * side + x] }
                patchRowSums[count * side + y] = rowSum
            }
            orderRows(count)
            calibrated[count] = Point(x: Double(cx) + 0.5, y: Double(cy) + 0.5)
            count += 1
        }
    }

    /// Orders patch `index`'s rows by their luma's change to the next pixel across and down (the sum of
    /// its absolute values), largest first; rows that change alike keep their order. Allocates nothing.
    private func orderRows(_ index: Int) {
        let side = 2 * radius + 1, patch = patches.pointer + index * side * side
        let order = rowOrder.pointer + index * side
        func change(_ y: Int) -> Int32 {
            var sum: Int32 = 0
            for x in 0..<side {
                let value = patch[y * side + x]
                if x + 1 < side { sum += abs(patch[y * side + x + 1] - value) }
                if y + 1 < side { sum += abs(patch[(y + 1) * side + x] - value) }
            }
            return sum
        }
        for y in 0..<side {
            // Insertion by change, largest first; a row goes after the rows that change as much.
            let rowChange = change(y)
            var slot = y
            while slot > 0, change(Int(order[slot - 1])) < rowChange {
                order[slot] = order[slot - 1]
                slot -= 1
            }
            order[slot] = Int32(y)
        }
    }

    /// Point `index` in `frame` near `expected` (camera pixels), `nil` when it is not there (covered by
    /// a hand, out of the window, or out of the frame). `corrections` are the classifier's tables.
    func find(
        _ index: Int, near expected: Point, in frame: UnsafePointer<UInt8>, _ layout: FrameLayout,
        corrections: UnsafePointer<UInt8>
    ) -> Point? {
        guard expected.isFinite else { return nil }
        let cx = Int(expected.x.rounded(.down)), cy = Int(expected.y.rounded(.down)), outer = radius + reach
        guard cx - outer >= 0, cy - outer >= 0, cx + outer < layout.width, cy + outer < layout.height else {
            return nil
        }
        loadWindow(frame, layout, corrections, x: cx - outer, y: cy - outer)
        guard let best = bestOffset(index) else { return nil }
        return Point(x: Double(cx) + best.x + 0.5, y: Double(cy) + best.y + 0.5)
    }

    /// The luma of the search window whose top left is (`left`, `top`).
    private func loadWindow(
        _ frame: UnsafePointer<UInt8>, _ layout: FrameLayout, _ corrections: UnsafePointer<UInt8>, x left: Int,
        y top: Int
    ) {
        let span = 2 * (radius + reach) + 1, red = layout.order.redOffset, blue = layout.order.blueOffset
        for y in 0..<span {
            let row = frame + (top + y) * layout.bytesPerRow + left * 4
            var rowSum: Int32 = 0
            for x in 0..<span {
                let p = row + x &* 4
                let value =
                    (Int32(corrections[Int(p[red])]) &+ 2 &* Int32(corrections[256 &+ Int(p[1])])
                        &+ Int32(corrections[512 &+ Int(p[blue])]) &+ 2) >> 2
                window[y * span + x] = value
                rowSum &+= value
                rowPrefixes[(x + 1) * span + y] = rowSum
            }
        }
    }

    /// The offset (subpixel) of the patch's best match in the window, when it is a clear minimum
    /// inside the window: the first smallest sum in row order. The predicted place (the window's centre)
    /// is summed first, as the match is usually there or near: every other offset's sum then stops once
    /// it passes the best so far (or the largest a match may have), most of them within a row or two.
    /// An offset before the centre in row order that ties it is taken, one after it is not, so the choice
    /// is the row-order scan's. The best's four neighbours are then summed whole for the parabolas
    /// through them.
    private func bestOffset(_ index: Int) -> (x: Double, y: Double)? {
        let offsets = 2 * reach + 1
        // No sum above the largest a match may have is needed whole: an offset that passes it is no match
        // and never the best one if any offset is (a sum at or under it never stops early, so the best
        // among those is exact); if none is, there is no match either way.
        let ceiling = Int32(clamping: Int((matchShare * Double(contrast[index])).rounded(.down)))
        var best = difference(index, reach, reach, stoppingAbove: ceiling), bestX = reach, bestY = reach
        for oy in 0..<offsets {
            for ox in 0..<offsets where ox != reach || oy != reach {
                let cost = difference(index, ox, oy, stoppingAbove: Swift.min(best, ceiling))
                let beforeCentre = oy < reach || (oy == reach && ox < reach)
                if cost < best || (beforeCentre && cost == best && (bestY, bestX) == (reach, reach)) {
                    (best, bestX, bestY) = (cost, ox, oy)
                }
            }
        }
        guard best <= ceiling, bestX > 0, bestY > 0, bestX < offsets - 1, bestY < offsets - 1 else { return nil }
        @inline(__always) func vertex(_ left: Int32, _ centre: Int32, _ right: Int32) -> Double {
            let curvature = Double(left) - 2 * Double(centre) + Double(right)
            return curvature > 0 ? 0.5 * Double(left - right) / curvature : 0
        }
        let whole = Int32.max
        let dx = vertex(
            difference(index, bestX - 1, bestY, stoppingAbove: whole), best,
            difference(index, bestX + 1, bestY, stoppingAbove: whole))
        let dy = vertex(
            difference(index, bestX, bestY - 1, stoppingAbove: whole), best,
            difference(index, bestX, bestY + 1, stoppingAbove: whole))
        return (Double(bestX - reach) + dx, Double(bestY - reach) + dy)
    }

    /// The zero-mean absolute difference of patch `index` with the window at offset (`ox`, `oy`), or a
    /// value above `limit` that it is known to exceed: the rows are summed in `rowOrder`, and the sum
    /// stops once what was summed and the bounds of the rows left (`rowBounds`) pass `limit`. A sum that
    /// does not stop is the whole difference, so neither the order nor the bounds change a result.
    @inline(__always) private func difference(_ index: Int, _ ox: Int, _ oy: Int, stoppingAbove limit: Int32)
        -> Int32
    {
        let side = 2 * radius + 1, span = 2 * (radius + reach) + 1
        let patch = patches.pointer + index * side * side
        // The window's rows under the patch (their sums first, kept in `rowBounds`) give its mean, then
        // each row's bound and what the rows not summed yet are known to add at least.
        let left = rowPrefixes.pointer + ox * span + oy, right = rowPrefixes.pointer + (ox + side) * span + oy
        let bounds = rowBounds.pointer, rowSums = patchRowSums.pointer + index * side
        var sums = SIMD4<Int32>()
        forEachFour(side) { y, lanes in
            let rows = (load(right + y) &- load(left + y)) & lanes
            store(rows, bounds + y)
            sums &+= rows
        }
        let mean = sums.wrappedSum() / Int32(side * side)
        let rowMeans = SIMD4<Int32>(repeating: Int32(side) &* mean)
        var bounded = SIMD4<Int32>()
        forEachFour(side) { y, lanes in
            let difference = load(bounds + y) &- rowMeans &- load(rowSums + y), sign = difference &>> 31
            let bound = ((difference ^ sign) &- sign) & lanes
            store(bound, bounds + y)
            bounded &+= bound
        }
        var remaining = bounded.wrappedSum()
        guard remaining <= limit else { return remaining }
        var cost: Int32 = 0
        let order = rowOrder.pointer + index * side
        for row in 0..<side {
            let y = Int(order[row])
            cost &+= Self.rowDifference(
                window.pointer + (oy + y) * span + ox, patch + y * side, mean: mean, count: side, tail: tailMask)
            remaining &-= rowBounds[y]
            if cost &+ remaining > limit { return cost &+ remaining }
        }
        return cost
    }

    /// Calls `body` with `0, 4, 8, …` up to `count` and the lanes of those four values that are below
    /// `count` (all but the last four's `tailMask` are all lanes).
    @inline(__always) private func forEachFour(_ count: Int, _ body: (Int, SIMD4<Int32>) -> Void) {
        var x = 0
        while x &+ 4 < count {
            body(x, SIMD4(repeating: -1))
            x &+= 4
        }
        body(x, tailMask)
    }

    /// The sum of |`row[x]` − `mean` − `reference[x]`| over `count` values, four at a time, the last
    /// four's lanes beyond the row masked out by `tail` (the same integers as one at a time: the values
    /// are luma levels, far from overflowing). Reads up to three values beyond each row.
    @inline(__always) private static func rowDifference(
        _ row: UnsafePointer<Int32>, _ reference: UnsafePointer<Int32>, mean: Int32, count: Int,
        tail: SIMD4<Int32>
    ) -> Int32 {
        var lanes = SIMD4<Int32>(), x = 0
        let means = SIMD4<Int32>(repeating: mean)
        @inline(__always) func absoluteDifference(_ x: Int) -> SIMD4<Int32> {
            let difference = load(row + x) &- means &- load(reference + x), sign = difference &>> 31
            return (difference ^ sign) &- sign
        }
        while x &+ 4 < count {
            lanes &+= absoluteDifference(x)
            x &+= 4
        }
        lanes &+= absoluteDifference(x) & tail
        return lanes.wrappedSum()
    }
}

/// Four values from `pointer` (three of them may lie beyond what a caller uses: its masks drop them).
@inline(__always) private func load(_ pointer: UnsafePointer<Int32>) -> SIMD4<Int32> {
    UnsafeRawPointer(pointer).loadUnaligned(as: SIMD4<Int32>.self)
}

/// Writes four values at `pointer`.
@inline(__always) private func store(_ values: SIMD4<Int32>, _ pointer: UnsafeMutablePointer<Int32>) {
    UnsafeMutableRawPointer(pointer).storeBytes(of: values, as: SIMD4<Int32>.self)
}
