/// JPEG-like re-encoding: each 8 × 8 block of each YCbCr channel (no chroma subsampling) through the
/// DCT, quantised with the standard tables scaled for the quality as libjpeg scales them, and back.
enum BlockCodec {
    /// The DCT-II basis: `basis[u × 8 + x]` = c(u) / 2 · cos((2x + 1)uπ / 16).
    static let basis: [Double] = (0..<64).map { index in
        let u = index / 8, x = index % 8
        let scale = u == 0 ? (0.125).squareRoot() : 0.5
        return scale * cosineOf(Double((2 * x + 1) * u) * Double.pi / 16)
    }

    /// The standard luminance and chrominance quantisation tables (ITU-T T.81, K.1 and K.2).
    static let luminance: [Int] = [
        16, 11, 10, 16, 24, 40, 51, 61, 12, 12, 14, 19, 26, 58, 60, 55, 14, 13, 16, 24, 40, 57, 69, 56,
        14, 17, 22, 29, 51, 87, 80, 62, 18, 22, 37, 56, 68, 109, 103, 77, 24, 35, 55, 64, 81, 104, 113, 92,
        49, 64, 78, 87, 103, 121, 120, 101, 72, 92, 95, 98, 112, 100, 103, 99,
    ]
    static let chrominance: [Int] =
        [
            17, 18, 24, 47, 99, 99, 99, 99, 18, 21, 26, 66, 99, 99, 99, 99, 24, 26, 56, 99, 99, 99, 99, 99, 47, 66, 99,
            99, 99, 99, 99, 99,
        ]
        + [Int](repeating: 99, count: 32)

    /// A table scaled for `quality` (1…100) as libjpeg does: 5000 / q below 50, 200 − 2q from 50.
    static func scaled(_ table: [Int], quality: Int) -> [Double] {
        let scale = quality < 50 ? 5_000 / quality : 200 - 2 * quality
        return table.map { Double(Swift.min(Swift.max(($0 * scale + 50) / 100, 1), 255)) }
    }

    /// The basis's columns, `basisColumns[x]` = (`basis[u × 8 + x]` for u 0…7), for the forward pass along rows.
    static let basisColumns: [SIMD8<Double>] = (0..<8).map { x in
        SIMD8<Double>((0..<8).map { u in basis[u * 8 + x] })
    }
    /// The basis's rows, `basisRows[x]` = (`basis[x × 8 + u]` for u 0…7), for the inverse pass along rows.
    static let basisRows: [SIMD8<Double>] = (0..<8).map { x in SIMD8<Double>((0..<8).map { u in basis[x * 8 + u] }) }

    /// The 64 values of `block` (8 rows of 8) through the DCT, quantised by `table`, and back, in place.
    ///
    /// Each output is the sum of its 8 products in index order from 0, as the textbook loops add them;
    /// the 8 outputs of a row or a column are summed side by side in the lanes of a vector (each lane's
    /// operations those of the loop, so the result is bit for bit the loop's). The inverse skips products
    /// of a zero coefficient: a running sum that starts at +0 is never −0, so adding ±0 leaves it as it is.
    static func roundTrip(
        _ block: UnsafeMutablePointer<SIMD8<Double>>, scratch: UnsafeMutablePointer<SIMD8<Double>>,
        table: UnsafePointer<SIMD8<Double>>, columns: UnsafePointer<SIMD8<Double>>, rows: UnsafePointer<SIMD8<Double>>
    ) {
        // Forward, along rows: scratch[row][u] = Σx block[row][x] · basis[u][x].
        for row in 0..<8 {
            var sum = SIMD8<Double>()
            for x in 0..<8 { sum += SIMD8(repeating: block[row][x]) * columns[x] }
            scratch[row] = sum
        }
        // Forward, along columns: block[v][column] = Σy scratch[y][column] · basis[v][y]; then quantised.
        for v in 0..<8 {
            var sum = SIMD8<Double>()
            for y in 0..<8 { sum += scratch[y] * SIMD8(repeating: rows[v][y]) }
            block[v] = quantised(sum, table[v])
        }
        // Inverse, along rows: scratch[row][u] = Σx block[row][x] · basis[x][u].
        var nonzeroRows: UInt8 = 0
        for row in 0..<8 {
            var sum = SIMD8<Double>()
            for x in 0..<8 where block[row][x] != 0 { sum += SIMD8(repeating: block[row][x]) * rows[x] }
            scratch[row] = sum
            if sum != SIMD8() { nonzeroRows |= 1 << row }
        }
        // Inverse, along columns: block[v][column] = Σy scratch[y][column] · basis[y][v].
        for v in 0..<8 {
            var sum = SIMD8<Double>()
            for y in 0..<8 where nonzeroRows >> y & 1 == 1 { sum += scratch[y] * SIMD8(repeating: rows[y][v]) }
            block[v] = sum
        }
    }

    /// Each value divided by its step, rounded half away from zero, times the step (lane by lane, as
    /// the scalar `roundedHalfAway(value / step) * step`, bit for bit).
    @inline(__always) static func quantised(_ values: SIMD8<Double>, _ steps: SIMD8<Double>) -> SIMD8<Double> {
        roundedHalfAway(values / steps) * steps
    }

    /// 1.5 × 2^52: added to a value below 2^51 in magnitude, the sum's last bit is worth 1, so the sum is
    /// the value rounded to the nearest integer (ties to even) and subtracting it again is exact.
    @inline(__always) static var roundingShift: SIMD8<Double> { SIMD8(repeating: 6_755_399_441_055_744) }

    /// `roundedHalfAway(_:)` lane by lane for values below 2^51 in magnitude: rounded to nearest with ties
    /// to even by adding and subtracting `roundingShift`, then a tie that went toward zero moved one
    /// away (the value minus its rounding is exact: both are multiples of the value's last bit). A zero
    /// comes out +0, as from the scalar function.
    @inline(__always) static func roundedHalfAway(_ values: SIMD8<Double>) -> SIMD8<Double> {
        let nearest = (values + roundingShift) - roundingShift, cut = values - nearest
        let up = (cut .== 0.5) .& (values .> 0), down = (cut .== -0.5) .& (values .< 0)
        return nearest.replacing(with: nearest + 1, where: up).replacing(with: nearest - 1, where: down)
    }

    /// Each lane rounded half away from zero and clamped to 0…255, as `SceneRenderer.clamp(roundedHalfAwayInteger(_:))`.
    @inline(__always) static func roundedBytes(_ values: SIMD8<Double>) -> SIMD8<UInt8> {
        // Clamped with masks: `clamped(lowerBound:upperBound:)` is a call per use, not inlined.
        let rounded = roundedHalfAway(values), low = rounded.replacing(with: 0, where: rounded .< 0)
        let clamped = low.replacing(with: 255, where: low .> 255)
        // An integer 0…255 plus `roundingShift` has it in its lowest bits.
        let bits = unsafeBitCast(clamped + roundingShift, to: SIMD8<UInt64>.self)
        return SIMD8<UInt8>(truncatingIfNeeded: bits)
    }

    /// `value.rounded()` (half away from zero) for |value| below 2^52, without a call into libm: the
    /// truncation, then one up or down when the fraction cut off (exact: `value − trunc(value)` is
    /// representable) is at least a half. A zero comes out +0 where `rounded()` gives −0 for −0.5 < value
    /// < 0; every use here multiplies it into a sum or converts it to an integer, where the sign of
    /// zero is lost.
    @inline(__always) static func roundedHalfAway(_ value: Double) -> Double { Double(roundedHalfAwayInteger(value)) }

    /// `Int(value.rounded())` for |value| below 2^52, without a branch on the fraction.
    @inline(__always) static func roundedHalfAwayInteger(_ value: Double) -> Int {
        let truncated = Int(value), fraction = value - Double(truncated)
        return truncated &+ (fraction >= 0.5 ? 1 : 0) &- (fraction <= -0.5 ? 1 : 0)
    }
}

extension SceneRenderer {
    /// Re-encodes the frame at `quality` (1…100), block by block (edge blocks repeat their last pixels).
    func reencode(quality: Int) {
        let luminance = BlockCodec.scaled(BlockCodec.luminance, quality: quality)
        let chrominance = BlockCodec.scaled(BlockCodec.chrominance, quality: quality)
        let tables =
            (0..<8).map { SIMD8<Double>(luminance[$0 * 8..<$0 * 8 + 8]) }
            + (0..<8).map { SIMD8<Double>(chrominance[$0 * 8..<$0 * 8 + 8]) }
        let width = settings.width, height = settings.height
        // The Y, Cb and Cr blocks, 8 rows each, then the transform's scratch.
        var values = [SIMD8<Double>](repeating: SIMD8(), count: 4 * 8)
        tables.withUnsafeBufferPointer { tables in
            BlockCodec.basisColumns.withUnsafeBufferPointer { columns in
                BlockCodec.basisRows.withUnsafeBufferPointer { rows in
                    values.withUnsafeMutableBufferPointer { values in
                        guard let tables = tables.baseAddress, let columns = columns.baseAddress,
                            let rows = rows.baseAddress, let values = values.baseAddress
                        else { return }
                        for top in stride(from: 0, to: height, by: 8) {
                            for left in stride(from: 0, to: width, by: 8) {
                                loadBlock(into: values, left: left, top: top)
                                BlockCodec.roundTrip(
                                    values, scratch: values + 24, table: tables, columns: columns, rows: rows)
                                BlockCodec.roundTrip(
                                    values + 8, scratch: values + 24, table: tables + 8, columns: columns, rows: rows)
                                BlockCodec.roundTrip(
                                    values + 16, scratch: values + 24, table: tables + 8, columns: columns, rows: rows)
                                storeBlock(values, left: left, top: top)
                            }
                        }
                    }
                }
            }
        }
    }

    /// The 8 × 8 block at (`left`, `top`) as Y − 128, Cb and Cr (edge blocks repeat their last pixels),
    /// a row of 8 pixels at a time (each lane's operations those of one pixel's).
    private func loadBlock(into blocks: UnsafeMutablePointer<SIMD8<Double>>, left: Int, top: Int) {
        let width = settings.width, height = settings.height, rowBytes = frame.bytesPerRow
        let (red, blue) = frame.order == .rgba ? (0, 2) : (2, 0)
        frame.pixels.withUnsafeBufferPointer { pixels in
            guard let pixels = pixels.baseAddress else { return }
            for row in 0..<8 {
                let line = pixels + Swift.min(top &+ row, height &- 1) &* rowBytes
                var r = SIMD8<Double>(), g = SIMD8<Double>(), b = SIMD8<Double>()
                for column in 0..<8 {
                    let pixel = line + 4 &* Swift.min(left &+ column, width &- 1)
                    (r[column], g[column], b[column]) = (Double(pixel[red]), Double(pixel[1]), Double(pixel[blue]))
                }
                blocks[row] = 0.299 * r + 0.587 * g + 0.114 * b - 128
                blocks[8 &+ row] = -0.168_736 * r - 0.331_264 * g + 0.5 * b
                blocks[16 &+ row] = 0.5 * r - 0.418_688 * g - 0.081_312 * b
            }
        }
    }

    /// The block's Y, Cb and Cr back into the frame's pixels that lie inside it, rounded and clamped, a
    /// row of 8 pixels at a time.
    private func storeBlock(_ blocks: UnsafeMutablePointer<SIMD8<Double>>, left: Int, top: Int) {
        let width = settings.width, height = settings.height, rowBytes = frame.bytesPerRow
        let (red, blue) = frame.order == .rgba ? (0, 2) : (2, 0)
        let columns = Swift.min(width - left, 8)
        frame.pixels.withUnsafeMutableBufferPointer { pixels in
            guard let pixels = pixels.baseAddress else { return }
            for row in 0..<Swift.min(height - top, 8) {
                let luma = blocks[row] + 128, cb = blocks[8 + row], cr = blocks[16 + row]
                let r = BlockCodec.roundedBytes(luma + 1.402 * cr)
                let g = BlockCodec.roundedBytes(luma - 0.344_136 * cb - 0.714_136 * cr)
                let b = BlockCodec.roundedBytes(luma + 1.772 * cb)
                let line = (top + row) * rowBytes + left * 4
                for column in 0..<columns {
                    let at = line + column * 4
                    (pixels[at + red], pixels[at + 1], pixels[at + blue]) = (r[column], g[column], b[column])
                }
            }
        }
    }
}
