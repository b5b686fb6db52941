import CZlib

/// Why `PNGImage.decode` refused a file; its description is a few words naming the problem.
public enum PNGFailure: Error, Equatable, Sendable, CustomStringConvertible {
    /// No PNG signature, or no whole header chunk after it.
    case notPNG
    /// A PNG this decoder does not take (what it is: `16-bit`, `palette`, `interlaced` …).
    case unsupported(String)
    /// A damaged PNG (what is wrong).
    case damaged(String)
    /// The image is not of the size asked for (its width and height).
    case otherSize(Int, Int)
    /// The buffer to decode into is too short (its bytes, the bytes needed).
    case bufferTooSmall(Int, Int)

    /// A few words.
    public var description: String {
        switch self {
        case .notPNG: "not a PNG"
        case .unsupported(let what): "a \(what) PNG (only 8-bit, non-interlaced RGB or RGBA is read)"
        case .damaged(let what): "a damaged PNG: \(what)"
        case .otherSize(let width, let height): "a \(width) × \(height) PNG"
        case .bufferTooSmall(let found, let needed): "a buffer of \(found) bytes for \(needed)"
        }
    }
}

extension PNGImage {
    /// The header chunk (IHDR), which must follow the signature, whole and with its CRC.
    struct Header {
        let width: Int, height: Int
        let bitDepth: UInt8, colourType: UInt8, compression: UInt8, filter: UInt8, interlace: UInt8

        init(_ bytes: [UInt8]) throws(PNGFailure) {
            guard bytes.count >= 33, bytes.starts(with: signature), bigEndian(bytes, 8) == 13, tag(bytes, 12) == "IHDR"
            else { throw .notPNG }
            guard crc(bytes[12..<29]) == bigEndian(bytes, 29) else { throw .damaged("the header's CRC is wrong") }
            (width, height) = (Int(bigEndian(bytes, 16)), Int(bigEndian(bytes, 20)))
            (bitDepth, colourType, compression) = (bytes[24], bytes[25], bytes[26])
            (filter, interlace) = (bytes[27], bytes[28])
        }

        /// Throws unless this is an 8-bit, non-interlaced RGB or RGBA image with a size.
        func checkSupported() throws(PNGFailure) {
            guard width > 0, height > 0, width <= maximumSide, height <= maximumSide else {
                throw .unsupported("\(width) × \(height)")
            }
            guard bitDepth == 8 else { throw .unsupported("\(bitDepth)-bit") }
            guard colourType == 2 || colourType == 6 else {
                throw .unsupported(
                    [0: "grey", 3: "palette", 4: "grey and alpha"][colourType] ?? "colour type \(colourType)")
            }
            guard interlace == 0 else { throw .unsupported("interlaced") }
            guard compression == 0, filter == 0 else { throw .damaged("unknown compression or filter method") }
        }
    }

    /// Where the image data (the IDAT chunks' data, in order) lies in `bytes`: every chunk up to IEND
    /// whole and with its CRC, the IDAT chunks one after another.
    static func imageData(_ bytes: [UInt8]) throws(PNGFailure) -> [Range<Int>] {
        var ranges: [Range<Int>] = [], at = 33, previous = "IHDR"
        while bytes.count - at >= 12 {
            let length = Int(bigEndian(bytes, at))
            guard length <= bytes.count - at - 12 else {
                throw .damaged("truncated (the chunk at byte \(at) runs past the end of the file)")
            }
            let name = tag(bytes, at + 4)
            guard crc(bytes[(at + 4)..<(at + 8 + length)]) == bigEndian(bytes, at + 8 + length) else {
                throw .damaged("the CRC of a chunk \(printable(name)) is wrong")
            }
            if name == "IEND" {
                guard !ranges.isEmpty else { throw .damaged("no image data (IDAT)") }
                return ranges
            }
            if name == "IDAT" {
                guard ranges.isEmpty || previous == "IDAT" else { throw .damaged("IDAT chunks are not consecutive") }
                ranges.append((at + 8)..<(at + 8 + length))
            }
            previous = name
            at += length + 12
        }
        throw .damaged(at == bytes.count ? "no end chunk (IEND)" : "truncated")
    }

    /// The zlib stream split over `ranges` inflated: exactly `expected` bytes, or a refusal. The output
    /// grows as the stream delivers (never past `expected`), so a header that asks for more than the data
    /// holds costs only what the data holds.
    static func inflate(_ ranges: [Range<Int>], in bytes: [UInt8], expected: Int) throws(PNGFailure) -> [UInt8] {
        var stream = z_stream()
        guard czlib_inflate_init(&stream) == Z_OK else { throw .damaged("zlib could not start") }
        defer { inflateEnd(&stream) }
        var out = [UInt8](), slice = [UInt8](repeating: 0, count: 1 << 16), status = Z_OK
        out.reserveCapacity(min(expected, 1 << 20))
        for range in ranges where status != Z_STREAM_END {
            status = try bytes.withUnsafeBufferPointer { input throws(PNGFailure) in
                guard let base = input.baseAddress else { throw .damaged("no image data") }
                stream.next_in = UnsafeMutablePointer(mutating: base + range.lowerBound)
                stream.avail_in = uInt(range.count)
                return try inflateAvailable(&stream, into: &out, slice: &slice, expected: expected)
            }
        }
        guard status == Z_STREAM_END else { throw .damaged("the image data ends early") }
        guard out.count == expected else { throw .damaged("the image data holds \(out.count) bytes, not \(expected)") }
        return out
    }

    /// Inflates what `stream` has in, slice by slice, appending to `out`; the last status.
    private static func inflateAvailable(
        _ stream: inout z_stream, into out: inout [UInt8], slice: inout [UInt8], expected: Int
    ) throws(PNGFailure) -> Int32 {
        while true {
            let status = slice.withUnsafeMutableBufferPointer { buffer in
                stream.next_out = buffer.baseAddress
                stream.avail_out = uInt(buffer.count)
                return CZlib.inflate(&stream, Z_NO_FLUSH)
            }
            let produced = slice.count - Int(stream.avail_out)
            guard produced <= expected - out.count else { throw .damaged("more image data than \(expected) bytes") }
            out += slice[0..<produced]
            switch status {
            case Z_STREAM_END: return status
            case Z_OK where stream.avail_in > 0 || stream.avail_out == 0: continue
            case Z_OK, Z_BUF_ERROR: return Z_OK
            default: throw .damaged("the image data is not a valid zlib stream")
            }
        }
    }

    /// Undoes the row filters in place (each row: a filter byte, then `rowBytes` bytes); `raw` holds
    /// `height` such rows.
    static func unfilter(_ raw: inout [UInt8], rowBytes: Int, channels: Int, height: Int) throws(PNGFailure) {
        let stride = rowBytes + 1
        guard raw.count >= height * stride else { throw .damaged("the image data is short") }
        for y in 0..<height {
            let row = y * stride + 1, filter = raw[row - 1]
            guard filter <= 4 else { throw .damaged("row \(y) has filter type \(filter)") }
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
    }

    static func paeth(_ a: Int, _ b: Int, _ c: Int) -> Int {
        let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
        return pa <= pb && pa <= pc ? a : pb <= pc ? b : c
    }

    /// The four bytes at `at` as a big-endian number (the caller checked they are there).
    static func bigEndian(_ bytes: [UInt8], _ at: Int) -> UInt32 {
        bytes[at..<(at + 4)].reduce(0) { $0 << 8 | UInt32($1) }
    }

    /// The four bytes at `at` as a chunk name (the caller checked they are there).
    static func tag(_ bytes: [UInt8], _ at: Int) -> String { String(decoding: bytes[at..<(at + 4)], as: UTF8.self) }

    /// A chunk name as it may be printed: letters kept, anything else as `?`.
    static func printable(_ name: String) -> String {
        String(name.unicodeScalars.map { $0.properties.isAlphabetic && $0.isASCII ? Character($0) : "?" })
    }
}
