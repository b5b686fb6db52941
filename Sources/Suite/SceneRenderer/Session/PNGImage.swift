import CZlib

/// 8-bit, non-interlaced PNG images as packed RGBA, over the system zlib: decoding takes colour types
/// RGB and RGBA with any of the five row filters; encoding writes RGBA, every row filter 0 ("none").
public enum PNGImage {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Width and height from the header chunk (IHDR), without decoding the image.
    public static func size(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        guard bytes.count >= 24, Array(bytes[0..<8]) == signature, tag(bytes, 12) == "IHDR" else { return nil }
        return (Int(bigEndian(bytes, 16)), Int(bigEndian(bytes, 20)))
    }

    /// The image as packed RGBA (alpha 255 for an RGB image); `nil` for a PNG this decoder does not take
    /// (another bit depth or colour type, interlaced) or a damaged one.
    public static func decode(_ bytes: [UInt8]) -> (width: Int, height: Int, rgba: [UInt8])? {
        guard let (width, height) = size(bytes), width > 0, height > 0, width <= 16_384, height <= 16_384,
            bytes[24] == 8, bytes[26] == 0, bytes[27] == 0, bytes[28] == 0, bytes[25] == 2 || bytes[25] == 6
        else { return nil }
        let channels = bytes[25] == 6 ? 4 : 3
        guard let data = idat(bytes) else { return nil }
        let rowBytes = width * channels
        var raw = [UInt8](repeating: 0, count: height * (rowBytes + 1))
        var length = uLongf(raw.count)
        let status = raw.withUnsafeMutableBufferPointer { out in
            data.withUnsafeBufferPointer { uncompress(out.baseAddress, &length, $0.baseAddress, uLong($0.count)) }
        }
        guard status == Z_OK, Int(length) == raw.count,
            unfilter(&raw, rowBytes: rowBytes, channels: channels, height: height)
        else { return nil }
        var rgba = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            let row = y * (rowBytes + 1) + 1
            for x in 0..<width {
                for c in 0..<channels { rgba[(y * width + x) * 4 + c] = raw[row + x * channels + c] }
            }
        }
        return (width, height, rgba)
    }

    /// Packed RGBA (`width × height × 4` bytes) as a PNG (colour type 6, filter 0, zlib level 6).
    public static func encode(rgba: [UInt8], width: Int, height: Int) -> [UInt8] {
        var raw = [UInt8](repeating: 0, count: height * (width * 4 + 1))
        for y in 0..<height {
            let from = y * width * 4, to = y * (width * 4 + 1) + 1
            raw.replaceSubrange(to..<(to + width * 4), with: rgba[from..<(from + width * 4)])
        }
        var packed = [UInt8](repeating: 0, count: Int(compressBound(uLong(raw.count))))
        var length = uLongf(packed.count)
        _ = packed.withUnsafeMutableBufferPointer { out in
            raw.withUnsafeBufferPointer { compress2(out.baseAddress, &length, $0.baseAddress, uLong($0.count), 6) }
        }
        var header = [UInt8]()
        appendBigEndian(&header, UInt32(width))
        appendBigEndian(&header, UInt32(height))
        header += [8, 6, 0, 0, 0]
        var out = signature
        appendChunk(&out, "IHDR", header)
        appendChunk(&out, "IDAT", Array(packed[0..<Int(length)]))
        appendChunk(&out, "IEND", [])
        return out
    }

    /// The IDAT chunks' data joined, each chunk's CRC checked; `nil` when a chunk overruns or fails its CRC.
    static func idat(_ bytes: [UInt8]) -> [UInt8]? {
        var data: [UInt8] = [], at = 8
        while at + 12 <= bytes.count {
            let length = Int(bigEndian(bytes, at))
            guard length <= bytes.count - at - 12 else { return nil }
            let body = at + 4..<(at + 8 + length)
            guard crc(bytes[body]) == bigEndian(bytes, at + 8 + length) else { return nil }
            let name = tag(bytes, at + 4)
            if name == "IDAT" { data += bytes[(at + 8)..<(at + 8 + length)] }
            if name == "IEND" { return data }
            at += length + 12
        }
        return nil
    }

    /// Undoes the row filters in place (each row: a filter byte, then `rowBytes` bytes).
    static func unfilter(_ raw: inout [UInt8], rowBytes: Int, channels: Int, height: Int) -> Bool {
        let stride = rowBytes + 1
        for y in 0..<height {
            let row = y * stride + 1, filter = raw[row - 1]
            guard filter <= 4 else { return false }
            for i in 0..<rowBytes {
                let a = i >= channels ? Int(raw[row + i - channels]) : 0
                let b = y > 0 ? Int(raw[row + i - stride]) : 0
                let c = y > 0 && i >= channels ? Int(raw[row + i - stride - channels]) : 0
                let predicted: Int
                switch filter {
                case 1: predicted = a
                case 2: predicted = b
                case 3: predicted = (a + b) / 2
                case 4: predicted = paeth(a, b, c)
                default: predicted = 0
                }
                raw[row + i] = UInt8(truncatingIfNeeded: Int(raw[row + i]) + predicted)
            }
        }
        return true
    }

    static func paeth(_ a: Int, _ b: Int, _ c: Int) -> Int {
        let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
        return pa <= pb && pa <= pc ? a : pb <= pc ? b : c
    }

    static func crc(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        UInt32(bytes.withUnsafeBufferPointer { crc32(0, $0.baseAddress, uInt($0.count)) })
    }

    static func bigEndian(_ bytes: [UInt8], _ at: Int) -> UInt32 {
        bytes[at..<(at + 4)].reduce(0) { $0 << 8 | UInt32($1) }
    }

    static func appendBigEndian(_ out: inout [UInt8], _ value: UInt32) {
        out += [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    static func tag(_ bytes: [UInt8], _ at: Int) -> String { String(decoding: bytes[at..<(at + 4)], as: UTF8.self) }

    static func appendChunk(_ out: inout [UInt8], _ name: String, _ data: [UInt8]) {
        appendBigEndian(&out, UInt32(data.count))
        let body = Array(name.utf8) + data
        out += body
        appendBigEndian(&out, crc(body[...]))
    }
}
