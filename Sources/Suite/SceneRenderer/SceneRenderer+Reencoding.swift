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

    /// `block` (64 values) through the DCT, quantised by `table`, and back, in place; `scratch` holds 64.
    static func roundTrip(_ block: inout [Double], table: [Double], scratch: inout [Double]) {
        transform(&block, &scratch, inverse: false)
        for index in 0..<64 { block[index] = (block[index] / table[index]).rounded() * table[index] }
        transform(&block, &scratch, inverse: true)
    }

    /// The separable 2-D DCT (or its inverse) of `block`, in place.
    private static func transform(_ block: inout [Double], _ scratch: inout [Double], inverse: Bool) {
        for row in 0..<8 {
            for u in 0..<8 {
                var sum = 0.0
                for x in 0..<8 { sum += block[row * 8 + x] * (inverse ? basis[x * 8 + u] : basis[u * 8 + x]) }
                scratch[row * 8 + u] = sum
            }
        }
        for column in 0..<8 {
            for v in 0..<8 {
                var sum = 0.0
                for y in 0..<8 { sum += scratch[y * 8 + column] * (inverse ? basis[y * 8 + v] : basis[v * 8 + y]) }
                block[v * 8 + column] = sum
            }
        }
    }
}

extension SceneRenderer {
    /// Re-encodes the frame at `quality` (1…100), block by block (edge blocks repeat their last pixels).
    func reencode(quality: Int) {
        let tables = [
            BlockCodec.scaled(BlockCodec.luminance, quality: quality),
            BlockCodec.scaled(BlockCodec.chrominance, quality: quality),
        ]
        let width = settings.width, height = settings.height, rowBytes = frame.bytesPerRow
        let (red, blue) = frame.order == .rgba ? (0, 2) : (2, 0)
        var blocks = [[Double]](repeating: [Double](repeating: 0, count: 64), count: 3)
        var scratch = [Double](repeating: 0, count: 64)
        for top in stride(from: 0, to: height, by: 8) {
            for left in stride(from: 0, to: width, by: 8) {
                for index in 0..<64 {
                    let x = Swift.min(left + index % 8, width - 1), y = Swift.min(top + index / 8, height - 1)
                    let at = y * rowBytes + x * 4
                    let r = Double(frame.pixels[at + red]), g = Double(frame.pixels[at + 1])
                    let b = Double(frame.pixels[at + blue])
                    blocks[0][index] = 0.299 * r + 0.587 * g + 0.114 * b - 128
                    blocks[1][index] = -0.168_736 * r - 0.331_264 * g + 0.5 * b
                    blocks[2][index] = 0.5 * r - 0.418_688 * g - 0.081_312 * b
                }
                for channel in 0..<3 {
                    BlockCodec.roundTrip(&blocks[channel], table: tables[channel == 0 ? 0 : 1], scratch: &scratch)
                }
                for index in 0..<64 {
                    let x = left + index % 8, y = top + index / 8
                    guard x < width, y < height else { continue }
                    let luma = blocks[0][index] + 128, cb = blocks[1][index], cr = blocks[2][index]
                    let at = y * rowBytes + x * 4
                    frame.pixels[at + red] = Self.clamp(Int((luma + 1.402 * cr).rounded()))
                    frame.pixels[at + 1] = Self.clamp(Int((luma - 0.344_136 * cb - 0.714_136 * cr).rounded()))
                    frame.pixels[at + blue] = Self.clamp(Int((luma + 1.772 * cb).rounded()))
                }
            }
        }
    }
}
