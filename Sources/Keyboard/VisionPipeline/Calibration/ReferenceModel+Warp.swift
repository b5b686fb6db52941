import TouchMapping

/// Following a camera move without a hand-free frame: the last captured reference moved with the
/// camera into `work` (always from the capture, so warps never compound their rounding), row by row.
extension ReferenceModel {
    /// Starts moving the captured reference to the camera's move `move`, in place of any update under
    /// way; `advance` runs it.
    func beginWarp(to move: PlaneMove) {
        warpStep = move.relative(to: captured.move)
        work.move = move
        (job, stage, row) = (.warp, 0, 0)
    }

    /// `rows` of every layer: the pixel at q takes the captured one at `warpStep.invert(q)` (nearest,
    /// clamped to the frame). Each row is done in two passes: its source pixels (and skin bits) first,
    /// then the other layers copied a run of neighbouring sources at a time.
    func warpRows(_ rows: Range<Int>) {
        for y in rows {
            findSources(row: y)
            copyLayers(row: y)
        }
    }

    /// Fills `warpSources` with the captured pixel (y × width + x) each pixel of row `y` takes, or −1
    /// where the move sends it nowhere finite, and writes row `y` of `work`'s skin-like mask, a word of
    /// 64 pixels at a time.
    private func findSources(row y: Int) {
        let back = warpStep.inverse, sources = warpSources.pointer
        let skin = captured.skinLike.words.pointer, perRow = work.skinLike.wordsPerRow
        let out = work.skinLike.words.pointer + y &* perRow
        let lastX = width - 1, lastY = height - 1
        // The source point's homogeneous coordinates step by the matrix's first column per pixel.
        let v = Double(y) + 0.5
        var sx0 = back.m0 * 0.5 + back.m1 * v + back.m2, sy0 = back.m3 * 0.5 + back.m4 * v + back.m5
        var w0 = back.m6 * 0.5 + back.m7 * v + back.m8
        for word in 0..<perRow {
            var bits: UInt64 = 0
            for x in (word &* 64)..<Swift.min(width, word &* 64 &+ 64) {
                let (fx, fy) = (sx0 / w0, sy0 / w0)
                (sx0, sy0, w0) = (sx0 + back.m0, sy0 + back.m3, w0 + back.m6)
                guard fx.isFinite, fy.isFinite else {
                    sources[x] = -1
                    continue
                }
                let sx = Self.floorInFrame(fx, last: lastX), sy = Self.floorInFrame(fy, last: lastY)
                sources[x] = Int32(truncatingIfNeeded: sy &* width &+ sx)
                bits |= (skin[sy &* perRow &+ sx &>> 6] &>> UInt64(sx & 63) & 1) << UInt64(x & 63)
            }
            out[word] = bits
        }
    }

    /// Row `y` of `work`'s luma, darkest and colour layers copied from `captured` at the pixels
    /// `warpSources` holds: a camera's move keeps long runs of neighbours together (a shift keeps whole
    /// rows), so each run is copied at once.
    private func copyLayers(row y: Int) {
        let sources = warpSources.pointer
        var x = 0
        while x < width {
            let first = Int(sources[x])
            var end = x &+ 1
            while end < width, Int(sources[end]) == first &+ (end &- x) { end &+= 1 }
            if first >= 0 { copyRun(from: first, to: y &* width &+ x, count: end &- x) }
            x = end
        }
    }

    /// `count` pixels of `captured`'s luma, darkest and colour layers from pixel `source` on, into
    /// `work`'s from pixel `target` on.
    @inline(__always) private func copyRun(from source: Int, to target: Int, count: Int) {
        let from = captured, to = work
        (to.luma.pointer + target).update(from: from.luma.pointer + source, count: count)
        (to.darkest.pointer + target).update(from: from.darkest.pointer + source, count: count)
        (to.colour.pointer + 3 &* target).update(from: from.colour.pointer + 3 &* source, count: 3 &* count)
    }

    /// The pixel whose span holds coordinate `value` (finite), clamped to 0...`last`: its floor, taken
    /// by truncation where that is the floor (at or above 0) and clamped first, so that no pixel of the
    /// warp calls the C library's `floor` (the baseline x86-64 target has no rounding instruction).
    @inline(__always) static func floorInFrame(_ value: Double, last: Int) -> Int {
        guard value >= 0 else { return 0 }
        guard value < Double(last) else { return last }
        return Int(value)
    }

    /// The captured paper samples moved with the camera (those that leave the frame dropped), and the
    /// captured levels and white balance.
    func warpSamples() {
        let from = captured, to = work
        to.sampleCount = warp(
            from.sampleCount, (from.samplePositions, from.sampleColours), into: (to.samplePositions, to.sampleColours))
        to.darkCount = warp(
            from.darkCount, (from.darkPositions, from.darkColours), into: (to.darkPositions, to.darkColours))
        (to.paperLevel, to.noiseSigma, to.whiteBalance) = (from.paperLevel, from.noiseSigma, from.whiteBalance)
    }

    /// `count` samples (positions, raw colours) moved by `warpStep` into `target`, those that leave the
    /// frame dropped; returns how many were kept.
    private func warp(
        _ count: Int, _ source: (Storage<Int32>, Storage<UInt8>), into target: (Storage<Int32>, Storage<UInt8>)
    ) -> Int {
        var kept = 0
        for index in 0..<count {
            let position = Int(source.0[index])
            let moved = warpStep.apply(Point(x: Double(position % width) + 0.5, y: Double(position / width) + 0.5))
            let x = Int(moved.x.rounded(.down)), y = Int(moved.y.rounded(.down))
            guard x >= 0, y >= 0, x < width, y < height else { continue }
            target.0[kept] = Int32(y * width + x)
            for channel in 0..<3 { target.1[3 * kept + channel] = source.1[3 * index + channel] }
            kept += 1
        }
        return kept
    }
}
