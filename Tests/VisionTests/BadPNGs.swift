import CZlib
import SceneRenderer

/// PNG files of each kind the session reader meets: good ones (RGB and RGBA, every row filter) and the
/// kinds it must refuse (other bit depths and colour types, interlaced, damaged, truncated, a bomb).
enum BadPNGs {
    /// A case: its file name, its bytes, and whether `PNGImage.decode` must take it.
    struct Case {
        let name: String
        let bytes: [UInt8]
        let decodable: Bool
    }

    static let width = 64, height = 48

    /// Every case.
    static func all() -> [Case] {
        let good = PNGImage.encode(rgba: pattern(channels: 4), width: width, height: height)
        let idatCRC = good.count - 12 - 1
        return [
            Case(name: "good-rgba", bytes: good, decodable: true),
            Case(
                name: "good-rgb-filters", bytes: png(colour: 2, rows: rows(channels: 3, filters: 0...4)),
                decodable: true),
            Case(name: "grey", bytes: png(colour: 0, rows: rows(channels: 1)), decodable: false),
            Case(name: "palette", bytes: png(colour: 3, rows: rows(channels: 1), palette: true), decodable: false),
            Case(name: "sixteen-bit", bytes: png(colour: 2, depth: 16, rows: rows(channels: 6)), decodable: false),
            Case(name: "interlaced", bytes: png(colour: 2, interlace: 1, rows: interlacedRows()), decodable: false),
            Case(name: "bad-crc", bytes: flipping(good, at: idatCRC), decodable: false),
            Case(name: "no-iend", bytes: Array(good.dropLast(12)), decodable: false),
            Case(
                name: "filter-nine", bytes: png(colour: 6, rows: rows(channels: 4, filters: 0...0, bad: 5)),
                decodable: false),
            Case(
                name: "short-idat", bytes: png(colour: 6, rows: Array(rows(channels: 4).dropLast(4 * width + 1))),
                decodable: false),
            Case(name: "long-idat", bytes: png(colour: 6, rows: rows(channels: 4) + [0, 1, 2]), decodable: false),
            Case(name: "truncated-24", bytes: Array(good.prefix(24)), decodable: false),
            Case(name: "truncated-half", bytes: Array(good.prefix(good.count / 2)), decodable: false),
            Case(name: "empty", bytes: [], decodable: false),
            Case(name: "signature-only", bytes: Array(good.prefix(8)), decodable: false),
            Case(name: "bomb", bytes: bomb(width: 640, height: 480, inflatedBytes: 200 << 20), decodable: false),
        ]
    }

    /// Pixels of `channels` bytes that vary along both axes.
    static func pattern(channels: Int) -> [UInt8] {
        (0..<(width * height * channels)).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ $0 / (width * channels) &* 13) }
    }

    /// Rows of `channels` bytes a pixel, each after its filter byte (cycling over `filters`; row `bad` gets 9).
    static func rows(channels: Int, filters: ClosedRange<UInt8> = 0...0, bad: Int? = nil) -> [UInt8] {
        let pixels = pattern(channels: channels), stride = width * channels
        var out: [UInt8] = []
        for y in 0..<height {
            let filter = y == bad ? 9 : filters.lowerBound + UInt8(y % filters.count)
            out.append(filter)
            out += pixels[(y * stride)..<((y + 1) * stride)]
        }
        return out
    }

    /// The seven Adam7 passes of an 8-bit RGB image, each row after a filter byte 0.
    static func interlacedRows() -> [UInt8] {
        let passes = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
        var out: [UInt8] = []
        for (x, y, dx, dy) in passes {
            let w = (width - x + dx - 1) / dx, h = (height - y + dy - 1) / dy
            guard w > 0, h > 0 else { continue }
            for row in 0..<h { out += [0] + (0..<(w * 3)).map { UInt8(truncatingIfNeeded: $0 + row) } }
        }
        return out
    }

    /// A PNG of the header's fields around `rows`, compressed as one IDAT (a palette of 256 greys when asked).
    static func png(colour: UInt8, depth: UInt8 = 8, interlace: UInt8 = 0, rows: [UInt8], palette: Bool = false)
        -> [UInt8]
    {
        var out: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        PNGImage.appendChunk(
            &out, "IHDR", header(width: width, height: height, depth: depth, colour: colour, interlace: interlace))
        if palette { PNGImage.appendChunk(&out, "PLTE", (0..<768).map { UInt8($0 / 3) }) }
        PNGImage.appendChunk(&out, "IDAT", compressed(rows))
        PNGImage.appendChunk(&out, "IEND", [])
        return out
    }

    /// The 13 bytes of an IHDR chunk.
    static func header(width: Int, height: Int, depth: UInt8, colour: UInt8, interlace: UInt8 = 0) -> [UInt8] {
        bigEndian(width) + bigEndian(height) + [depth, colour, 0, 0, interlace]
    }

    static func bigEndian(_ value: Int) -> [UInt8] { [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }

    /// `bytes` with the byte at `at` inverted.
    static func flipping(_ bytes: [UInt8], at: Int) -> [UInt8] {
        var out = bytes
        out[at] ^= 0xFF
        return out
    }

    /// `bytes` as a zlib stream.
    static func compressed(_ bytes: [UInt8]) -> [UInt8] { PNGImage.zlibStream(bytes) }

    /// An RGB PNG declaring `width × height` whose image data inflates to `inflatedBytes` zeros (streamed,
    /// so making it costs little memory).
    static func bomb(width: Int, height: Int, inflatedBytes: Int) -> [UInt8] {
        var stream = z_stream()
        _ = czlib_deflate_init(&stream, 9)
        defer { deflateEnd(&stream) }
        var zeros = [UInt8](repeating: 0, count: 1 << 20), packed: [UInt8] = []
        var slice = [UInt8](repeating: 0, count: 1 << 16), left = inflatedBytes
        while true {
            let take = min(left, zeros.count)
            left -= take
            let flush = left == 0 ? Z_FINISH : Z_NO_FLUSH
            var status = Z_OK
            zeros.withUnsafeMutableBufferPointer { input in
                stream.next_in = input.baseAddress
                stream.avail_in = uInt(take)
                repeat {
                    slice.withUnsafeMutableBufferPointer { output in
                        stream.next_out = output.baseAddress
                        stream.avail_out = uInt(output.count)
                        status = deflate(&stream, flush)
                        packed += output.prefix(output.count - Int(stream.avail_out))
                    }
                } while stream.avail_out == 0
            }
            if status == Z_STREAM_END || left == 0 && status != Z_OK { break }
        }
        var out: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        PNGImage.appendChunk(&out, "IHDR", header(width: width, height: height, depth: 8, colour: 2))
        PNGImage.appendChunk(&out, "IDAT", packed)
        PNGImage.appendChunk(&out, "IEND", [])
        return out
    }
}
