import TouchMapping

/// Following a camera move without a hand-free frame: the last captured reference moved with the
/// camera into `work` (always from the capture, so warps never compound their rounding), row by row.
extension ReferenceModel {
    /// Starts moving the captured reference to the camera's move `move`, in place of any update under
    /// way; `advance` runs it.
    func beginWarp(to move: Similarity) {
        warpStep = Self.relative(move, to: captured.move)
        work.move = move
        (job, stage, row) = (.warp, 0, 0)
    }

    /// `rows` of every layer: the pixel at q takes the captured one at `warpStep.invert(q)` (nearest,
    /// clamped to the frame).
    func warpRows(_ rows: Range<Int>) {
        let from = captured, to = work, step = warpStep
        let (luma, darkest, colour) = (from.luma.pointer, from.darkest.pointer, from.colour.pointer)
        let (outLuma, outDarkest, outColour) = (to.luma.pointer, to.darkest.pointer, to.colour.pointer)
        let skin = from.skinLike.words.pointer, outSkin = to.skinLike.words.pointer, perRow = to.skinLike.wordsPerRow
        let scale = step.a * step.a + step.b * step.b
        guard scale > 1e-12 else { return }
        // The source point moves by (a, −b) / scale per pixel across a row: 16.16 fixed point from the
        // row's first pixel, exact enough over a row (drift below 1/100 pixel).
        let unit = 65_536.0, stepX = Int((step.a / scale * unit).rounded()),
            stepY = Int((-step.b / scale * unit).rounded())
        let lastX = width - 1, lastY = height - 1
        for y in rows {
            let out = outSkin + y * perRow
            out.update(repeating: 0, count: perRow)
            let first = step.invert(Point(x: 0.5, y: Double(y) + 0.5))
            var fx = Int((first.x * unit).rounded(.down)), fy = Int((first.y * unit).rounded(.down))
            for x in 0..<width {
                let sx = Swift.min(Swift.max(fx >> 16, 0), lastX), sy = Swift.min(Swift.max(fy >> 16, 0), lastY)
                fx &+= stepX
                fy &+= stepY
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

    /// The captured paper samples moved with the camera (those that leave the frame dropped), and the
    /// captured levels and white balance.
    func warpSamples() {
        let from = captured, to = work
        var kept = 0
        for index in 0..<from.sampleCount {
            let position = Int(from.samplePositions[index])
            let moved = warpStep.apply(Point(x: Double(position % width) + 0.5, y: Double(position / width) + 0.5))
            let x = Int(moved.x.rounded(.down)), y = Int(moved.y.rounded(.down))
            guard x >= 0, y >= 0, x < width, y < height else { continue }
            to.samplePositions[kept] = Int32(y * width + x)
            for channel in 0..<3 { to.sampleColours[3 * kept + channel] = from.sampleColours[3 * index + channel] }
            kept += 1
        }
        to.sampleCount = kept
        (to.paperLevel, to.noiseSigma, to.whiteBalance) = (from.paperLevel, from.noiseSigma, from.whiteBalance)
    }

    /// The similarity taking what `b` shows to what `a` shows: a ∘ b⁻¹.
    static func relative(_ a: Similarity, to b: Similarity) -> Similarity {
        let scale = b.a * b.a + b.b * b.b
        guard scale > 1e-12 else { return a }
        // b⁻¹(p) = (conj(β)/|β|²)(p − t_b); a(q) = α q + t_a, with α = a.a + i a.b.
        let ia = b.a / scale, ib = -b.b / scale
        let ra = a.a * ia - a.b * ib, rb = a.a * ib + a.b * ia
        let shifted = Point(x: -(ia * b.tx - ib * b.ty), y: -(ib * b.tx + ia * b.ty))
        let t = Point(x: a.a * shifted.x - a.b * shifted.y + a.tx, y: a.b * shifted.x + a.a * shifted.y + a.ty)
        return Similarity(a: ra, b: rb, tx: t.x, ty: t.y)
    }
}
