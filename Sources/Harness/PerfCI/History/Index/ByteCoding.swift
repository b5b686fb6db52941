/// Little-endian bytes for the history index: fixed-width integers and doubles, strings by index
/// into a table (so a run's repeated names cost 4 bytes each). Reading never traps: every read is
/// bounds-checked and a short or malformed buffer throws `IndexCorrupt`.
struct IndexCorrupt: Error {}

struct ByteSink {
    var bytes: [UInt8] = []
    private var table: [String: UInt32] = [:]
    private(set) var strings: [String] = []

    mutating func u8(_ value: UInt8) { bytes.append(value) }

    mutating func u32(_ value: UInt32) {
        for shift in stride(from: 0, to: 32, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> UInt32(shift))) }
    }

    mutating func u64(_ value: UInt64) {
        for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> UInt64(shift))) }
    }

    mutating func f64(_ value: Double) { u64(value.bitPattern) }

    mutating func count(_ value: Int) { u32(UInt32(clamping: value)) }

    /// A string as its index in the table (two bytes: a run has far fewer than 65,536 distinct strings;
    /// `RunCodec.encode` refuses one that has more).
    mutating func string(_ value: String) {
        if let known = table[value] { return u16(known) }
        let index = UInt32(strings.count)
        table[value] = index
        strings.append(value)
        u16(index)
    }

    private mutating func u16(_ value: UInt32) {
        bytes.append(UInt8(truncatingIfNeeded: value))
        bytes.append(UInt8(truncatingIfNeeded: value >> 8))
    }

    mutating func optionalString(_ value: String?) {
        u8(value == nil ? 0 : 1)
        if let value { string(value) }
    }

    /// A string written in place (length and UTF-8), for tables and headers.
    mutating func literal(_ value: String) {
        let utf8 = Array(value.utf8)
        count(utf8.count)
        bytes += utf8
    }
}

struct ByteSource {
    let bytes: ArraySlice<UInt8>
    var offset: Int
    var strings: [String] = []

    init(_ bytes: ArraySlice<UInt8>) {
        self.bytes = bytes
        self.offset = bytes.startIndex
    }

    var atEnd: Bool { offset >= bytes.endIndex }

    mutating func u8() throws(IndexCorrupt) -> UInt8 {
        guard offset < bytes.endIndex else { throw IndexCorrupt() }
        defer { offset += 1 }
        return bytes[offset]
    }

    mutating func u32() throws(IndexCorrupt) -> UInt32 {
        guard offset + 4 <= bytes.endIndex else { throw IndexCorrupt() }
        var value: UInt32 = 0
        for i in 0..<4 { value |= UInt32(bytes[offset + i]) << UInt32(8 * i) }
        offset += 4
        return value
    }

    mutating func u64() throws(IndexCorrupt) -> UInt64 {
        guard offset + 8 <= bytes.endIndex else { throw IndexCorrupt() }
        var value: UInt64 = 0
        for i in 0..<8 { value |= UInt64(bytes[offset + i]) << UInt64(8 * i) }
        offset += 8
        return value
    }

    mutating func f64() throws(IndexCorrupt) -> Double { Double(bitPattern: try u64()) }

    /// A count, refused beyond `limit` (a corrupt length must not allocate gigabytes).
    mutating func count(limit: Int = 1 << 24) throws(IndexCorrupt) -> Int {
        let value = Int(try u32())
        guard value <= limit else { throw IndexCorrupt() }
        return value
    }

    mutating func string() throws(IndexCorrupt) -> String {
        let index = Int(try u8()) | Int(try u8()) << 8
        guard index < strings.count else { throw IndexCorrupt() }
        return strings[index]
    }

    mutating func optionalString() throws(IndexCorrupt) -> String? {
        try u8() == 0 ? nil : try string()
    }

    mutating func literal() throws(IndexCorrupt) -> String {
        let length = try count()
        guard offset + length <= bytes.endIndex else { throw IndexCorrupt() }
        defer { offset += length }
        return String(decoding: bytes[offset..<(offset + length)], as: UTF8.self)
    }
}

extension ByteSource {
    /// The next `length` bytes, not copied.
    mutating func slice(_ length: Int) throws(IndexCorrupt) -> ArraySlice<UInt8> {
        guard length >= 0, offset + length <= bytes.endIndex else { throw IndexCorrupt() }
        defer { offset += length }
        return bytes[offset..<(offset + length)]
    }
}

// The index's checksum is `Determinism.FNV1a` (a torn or edited file is rebuilt, not trusted).
