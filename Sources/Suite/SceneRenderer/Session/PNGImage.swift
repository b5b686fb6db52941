import CZlib

/// 8-bit, non-interlaced PNG images as packed RGBA, over the system zlib: decoding takes colour types
/// RGB and RGBA with any of the five row filters; encoding writes RGBA, every row filter 0 ("none").
///
/// Decoding reads nothing outside the file's bytes and writes nothing outside its buffers; it checks
/// every chunk's length and CRC, and it inflates the image data in slices, stopping as soon as it holds
/// more than the header's `width × height` asks for, so memory follows what the file really holds (a
/// small file declaring 16384 × 16384, or a decompression bomb, is refused without allocating for it).
public enum PNGImage {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    /// The longest side `decode` takes.
    public static let maximumSide = 16_384

    /// Width and height from the header chunk (IHDR), without decoding the image; `nil` when the bytes
    /// do not start with a whole, intact header chunk.
    public static func size(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        guard let header = try? Header(bytes) else { return nil }
        return (header.width, header.height)
    }

    /// The image as packed RGBA (alpha 255 for an RGB image); `nil` for a PNG this decoder does not take
    /// (another bit depth or colour type, interlaced) or a damaged one.
    public static func decode(_ bytes: [UInt8]) -> (width: Int, height: Int, rgba: [UInt8])? {
        guard let header = try? Header(bytes) else { return nil }
        var rgba = [UInt8]()
        guard (try? decode(bytes, into: &rgba, header: header, allocate: true)) != nil else { return nil }
        return (header.width, header.height, rgba)
    }

    /// Decodes `bytes`, which must be a `width × height` image, into the first `width × height × 4`
    /// bytes of `buffer` as packed RGBA; throws why not (nothing is written past that many bytes, and
    /// `buffer` must hold them).
    public static func decode(_ bytes: [UInt8], into buffer: inout [UInt8], width: Int, height: Int)
        throws(PNGFailure)
    {
        let header = try Header(bytes)
        guard (header.width, header.height) == (width, height) else {
            throw .otherSize(header.width, header.height)
        }
        guard buffer.count >= width * height * 4 else { throw .bufferTooSmall(buffer.count, width * height * 4) }
        try decode(bytes, into: &buffer, header: header, allocate: false)
    }

    /// The image's rows inflated, unfiltered and spread into `buffer` (allocated first when `allocate`).
    static func decode(_ bytes: [UInt8], into buffer: inout [UInt8], header: Header, allocate: Bool)
        throws(PNGFailure)
    {
        try header.checkSupported()
        let channels = header.colourType == 6 ? 4 : 3
        let rowBytes = header.width * channels
        var raw = try inflate(try imageData(bytes), in: bytes, expected: header.height * (rowBytes + 1))
        try unfilter(&raw, rowBytes: rowBytes, channels: channels, height: header.height)
        if allocate { buffer = [UInt8](repeating: 255, count: header.width * header.height * 4) }
        spread(raw, into: &buffer, width: header.width, height: header.height, channels: channels)
    }

    /// Rows of `channels` bytes a pixel (each after its filter byte) as packed RGBA.
    static func spread(_ raw: [UInt8], into buffer: inout [UInt8], width: Int, height: Int, channels: Int) {
        raw.withUnsafeBufferPointer { raw in
            buffer.withUnsafeMutableBufferPointer { out in
                for y in 0..<height {
                    let row = y * (width * channels + 1) + 1, to = y * width * 4
                    for x in 0..<width {
                        let from = row + x * channels, at = to + x * 4
                        out[at] = raw[from]
                        out[at + 1] = raw[from + 1]
                        out[at + 2] = raw[from + 2]
                        out[at + 3] = channels == 4 ? raw[from + 3] : 255
                    }
                }
            }
        }
    }

    /// Packed RGBA (`width × height × 4` bytes) as a PNG (colour type 6, filter 0, zlib level 6).
    public static func encode(rgba: [UInt8], width: Int, height: Int) -> [UInt8] {
        var raw = [UInt8](repeating: 0, count: height * (width * 4 + 1))
        for y in 0..<height {
            let from = y * width * 4, to = y * (width * 4 + 1) + 1
            raw.replaceSubrange(to..<(to + width * 4), with: rgba[from..<(from + width * 4)])
        }
        var header = [UInt8]()
        appendBigEndian(&header, UInt32(width))
        appendBigEndian(&header, UInt32(height))
        header += [8, 6, 0, 0, 0]
        var out = signature
        appendChunk(&out, "IHDR", header)
        appendChunk(&out, "IDAT", zlibStream(raw, level: 6))
        appendChunk(&out, "IEND", [])
        return out
    }

    /// `bytes` as one zlib stream (compression `level` 0…9), as a PNG's image data holds it.
    public static func zlibStream(_ bytes: [UInt8], level: Int32 = 9) -> [UInt8] {
        var packed = [UInt8](repeating: 0, count: Int(compressBound(uLong(bytes.count))))
        var length = uLongf(packed.count)
        _ = packed.withUnsafeMutableBufferPointer { out in
            bytes.withUnsafeBufferPointer {
                compress2(out.baseAddress, &length, $0.baseAddress, uLong($0.count), level)
            }
        }
        return Array(packed[0..<Int(length)])
    }

    static func appendBigEndian(_ out: inout [UInt8], _ value: UInt32) {
        out += [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    /// Appends a chunk: its length, name, data and CRC.
    public static func appendChunk(_ out: inout [UInt8], _ name: String, _ data: [UInt8]) {
        appendBigEndian(&out, UInt32(data.count))
        let body = Array(name.utf8) + data
        out += body
        appendBigEndian(&out, crc(body[...]))
    }

    static func crc(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        UInt32(bytes.withUnsafeBufferPointer { crc32(0, $0.baseAddress, uInt($0.count)) })
    }
}
