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
    /// clamped to the frame).
    func warpRows(_ rows: Range<Int>) {
        let from = captured, to = work, back = warpStep.inverse
        let (luma, darkest, colour) = (from.luma.pointer, from.darkest.pointer, from.colour.pointer)
        let (outLuma, outDarkest, outColour) = (to.luma.pointer, to.darkest.pointer, to.colour.pointer)
        let skin = from.skinLike.words.pointer, outSkin = to.skinLike.words.pointer, perRow = to.skinLike.wordsPerRow
        let lastX = width - 1, lastY = height - 1
        for y in rows {
            let out = outSkin + y * perRow
            out.update(repeating: 0, count: perRow)
            // The source point's homogeneous coordinates step by the matrix's first column per pixel.
            let v = Double(y) + 0.5
            var sx0 = back.m0 * 0.5 + back.m1 * v + back.m2, sy0 = back.m3 * 0.5 + back.m4 * v + back.m5
            var w0 = back.m6 * 0.5 + back.m7 * v + back.m8
            for x in 0..<width {
                let (fx, fy) = (sx0 / w0, sy0 / w0)
                (sx0, sy0, w0) = (sx0 + back.m0, sy0 + back.m3, w0 + back.m6)
                guard fx.isFinite, fy.isFinite else { continue }
                let sx = Self.floorInFrame(fx, last: lastX), sy = Self.floorInFrame(fy, last: lastY)
                let source = sy &* width &+ sx, target = y &* width &+ x
                outLuma[target] = luma[source]
                outDarkest[target] = darkest[source]
                (outColour[3 &* target], outColour[3 &* target &+ 1], outColour[3 &* target &+ 2]) = (
                    colour[3 &* source], colour[3 &* source &+ 1], colour[3 &* source &+ 2]
                )
                if skin[sy &* perRow &+ sx &>> 6] &>> UInt64(sx & 63) & 1 != 0 {
                    out[x &>> 6] |= UInt64(1) << UInt64(x & 63)
                }
            }
        }
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
