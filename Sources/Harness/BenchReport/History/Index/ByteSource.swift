/// Reads the history index's bytes, every read bounds-checked: a short or malformed buffer throws
/// `IndexCorrupt`.
public struct ByteSource {
    /// What is read.
    public let bytes: ArraySlice<UInt8>
    /// Where the next read starts.
    public var offset: Int
    /// The table strings read by index refer to.
    public var strings: [String] = []

    /// A source reading `bytes` from its start.
    public init(_ bytes: ArraySlice<UInt8>) {
        self.bytes = bytes
        self.offset = bytes.startIndex
    }

    /// Whether every byte was read.
    public var atEnd: Bool { offset >= bytes.endIndex }

    /// One byte.
    public mutating func u8() throws(IndexCorrupt) -> UInt8 {
        guard offset < bytes.endIndex else { throw IndexCorrupt() }
        defer { offset += 1 }
        return bytes[offset]
    }

    /// Four bytes, little-endian.
    public mutating func u32() throws(IndexCorrupt) -> UInt32 {
        guard offset + 4 <= bytes.endIndex else { throw IndexCorrupt() }
        var value: UInt32 = 0
        for i in 0..<4 { value |= UInt32(bytes[offset + i]) << UInt32(8 * i) }
        offset += 4
        return value
    }

    /// Eight bytes, little-endian.
    public mutating func u64() throws(IndexCorrupt) -> UInt64 {
        guard offset + 8 <= bytes.endIndex else { throw IndexCorrupt() }
        var value: UInt64 = 0
        for i in 0..<8 { value |= UInt64(bytes[offset + i]) << UInt64(8 * i) }
        offset += 8
        return value
    }

    /// A double from its bit pattern.
    public mutating func f64() throws(IndexCorrupt) -> Double { Double(bitPattern: try u64()) }

    /// A count, refused beyond `limit` (a corrupt length must not allocate gigabytes).
    public mutating func count(limit: Int = 1 << 24) throws(IndexCorrupt) -> Int {
        let value = Int(try u32())
        guard value <= limit else { throw IndexCorrupt() }
        return value
    }

    /// A string by its two-byte index into `strings`.
    public mutating func string() throws(IndexCorrupt) -> String {
        let index = Int(try u8()) | Int(try u8()) << 8
        guard index < strings.count else { throw IndexCorrupt() }
        return strings[index]
    }

    /// A presence byte, then the string by index.
    mutating func optionalString() throws(IndexCorrupt) -> String? {
        try u8() == 0 ? nil : try string()
    }

    /// A string written in place (length and UTF-8).
    public mutating func literal() throws(IndexCorrupt) -> String {
        let length = try count()
        guard offset + length <= bytes.endIndex else { throw IndexCorrupt() }
        defer { offset += length }
        return String(decoding: bytes[offset..<(offset + length)], as: UTF8.self)
    }
}

extension ByteSource {
    /// The next `length` bytes, not copied.
    public mutating func slice(_ length: Int) throws(IndexCorrupt) -> ArraySlice<UInt8> {
        guard length >= 0, offset + length <= bytes.endIndex else { throw IndexCorrupt() }
        defer { offset += length }
        return bytes[offset..<(offset + length)]
    }
}
