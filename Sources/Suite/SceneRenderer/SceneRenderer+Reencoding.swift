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

    /// The 64 values of `block` through the DCT, quantised by `table`, and back, in place; `scratch` holds 64.
    /// Both are offsets into `values`; `basis` is `BlockCodec.basis`.
    static func roundTrip(
        _ values: UnsafeMutableBufferPointer<Double>, block: Int, scratch: Int, table: UnsafeBufferPointer<Double>,
        basis: UnsafeBufferPointer<Double>
    ) {
        transform(values, block, scratch, basis, inverse: false)
        for index in 0..<64 { values[block + index] = (values[block + index] / table[index]).rounded() * table[index] }
        transform(values, block, scratch, basis, inverse: true)
    }

    /// The separable 2-D DCT (or its inverse) of the block at `block`, in place, through `scratch`.
    private static func transform(
        _ values: UnsafeMutableBufferPointer<Double>, _ block: Int, _ scratch: Int,
        _ basis: UnsafeBufferPointer<Double>, inverse: Bool
    ) {
        for row in 0..<8 {
            for u in 0..<8 {
                var sum = 0.0
                for x in 0..<8 { sum += values[block + row * 8 + x] * (inverse ? basis[x * 8 + u] : basis[u * 8 + x]) }
                values[scratch + row * 8 + u] = sum
            }
        }
        for column in 0..<8 {
            for v in 0..<8 {
                var sum = 0.0
                for y in 0..<8 {
                    sum += values[scratch + y * 8 + column] * (inverse ? basis[y * 8 + v] : basis[v * 8 + y])
                }
                values[block + v * 8 + column] = sum
            }
        }
    }
}

extension SceneRenderer {
    /// Re-encodes the frame at `quality` (1…100), block by block (edge blocks repeat their last pixels).
    func reencode(quality: Int) {
        let luminance = BlockCodec.scaled(BlockCodec.luminance, quality: quality)
        let chrominance = BlockCodec.scaled(BlockCodec.chrominance, quality: quality)
        let width = settings.width, height = settings.height
        // Y, Cb and Cr blocks at 0, 64 and 128; the transform's scratch at 192.
        var values = [Double](repeating: 0, count: 4 * 64)
        luminance.withUnsafeBufferPointer { luminance in
            chrominance.withUnsafeBufferPointer { chrominance in
                BlockCodec.basis.withUnsafeBufferPointer { basis in
                    values.withUnsafeMutableBufferPointer { values in
                        for top in stride(from: 0, to: height, by: 8) {
                            for left in stride(from: 0, to: width, by: 8) {
                                loadBlock(into: values, left: left, top: top)
                                BlockCodec.roundTrip(values, block: 0, scratch: 192, table: luminance, basis: basis)
                                BlockCodec.roundTrip(values, block: 64, scratch: 192, table: chrominance, basis: basis)
                                BlockCodec.roundTrip(values, block: 128, scratch: 192, table: chrominance, basis: basis)
                                storeBlock(values, left: left, top: top)
                            }
                        }
                    }
                }
            }
        }
    }

    /// The 8 × 8 block at (`left`, `top`) as Y − 128, Cb and Cr (edge blocks repeat their last pixels).
    private func loadBlock(into values: UnsafeMutableBufferPointer<Double>, left: Int, top: Int) {
        let width = settings.width, height = settings.height, rowBytes = frame.bytesPerRow
        let (red, blue) = frame.order == .rgba ? (0, 2) : (2, 0)
        frame.pixels.withUnsafeBufferPointer { pixels in
            for index in 0..<64 {
                let x = Swift.min(left + index % 8, width - 1), y = Swift.min(top + index / 8, height - 1)
                let at = y * rowBytes + x * 4
                let r = Double(pixels[at + red]), g = Double(pixels[at + 1]), b = Double(pixels[at + blue])
                values[index] = 0.299 * r + 0.587 * g + 0.114 * b - 128
                values[64 + index] = -0.168_736 * r - 0.331_264 * g + 0.5 * b
                values[128 + index] = 0.5 * r - 0.418_688 * g - 0.081_312 * b
            }
        }
    }

    /// The block's Y, Cb and Cr back into the frame's pixels that lie inside it, clamped.
    private func storeBlock(_ values: UnsafeMutableBufferPointer<Double>, left: Int, top: Int) {
        let width = settings.width, height = settings.height, rowBytes = frame.bytesPerRow
        let (red, blue) = frame.order == .rgba ? (0, 2) : (2, 0)
        frame.pixels.withUnsafeMutableBufferPointer { pixels in
            for index in 0..<64 {
                let x = left + index % 8, y = top + index / 8
                guard x < width, y < height else { continue }
                let luma = values[index] + 128, cb = values[64 + index], cr = values[128 + index]
                let at = y * rowBytes + x * 4
                pixels[at + red] = Self.clamp(Int((luma + 1.402 * cr).rounded()))
                pixels[at + 1] = Self.clamp(Int((luma - 0.344_136 * cb - 0.714_136 * cr).rounded()))
                pixels[at + blue] = Self.clamp(Int((luma + 1.772 * cb).rounded()))
            }
        }
    }
}
