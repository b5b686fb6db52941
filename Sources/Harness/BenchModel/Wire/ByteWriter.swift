/// Appends little-endian primitives to a byte array: the encoder of the worker wire format.
public struct ByteWriter: Sendable {
    /// The bytes written so far.
    public private(set) var bytes: [UInt8] = []

    /// An empty writer.
    init() {}

    /// One byte.
    public mutating func u8(_ value: UInt8) { bytes.append(value) }
    /// Two bytes, little-endian.
    public mutating func u16(_ value: UInt16) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }
    /// Four bytes, little-endian.
    public mutating func u32(_ value: UInt32) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }
    /// Eight bytes, little-endian.
    public mutating func u64(_ value: UInt64) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }
    /// A signed integer as eight bytes.
    public mutating func int(_ value: Int) { u64(UInt64(bitPattern: Int64(value))) }
    /// An IEEE 754 double as its eight-byte bit pattern.
    public mutating func f64(_ value: Double) { u64(value.bitPattern) }
    /// A boolean as one byte.
    public mutating func bool(_ value: Bool) { u8(value ? 1 : 0) }
    /// A UTF-8 string: a 32-bit length, then the bytes.
    public mutating func string(_ value: String) {
        u32(UInt32(truncatingIfNeeded: value.utf8.count))
        bytes.append(contentsOf: value.utf8)
    }
    /// A list: a 32-bit count, then each element.
    public mutating func list<T>(_ values: [T], _ element: (inout ByteWriter, T) -> Void) {
        u32(UInt32(truncatingIfNeeded: values.count))
        for value in values { element(&self, value) }
    }
}

/// Reads what `ByteWriter` wrote; every read checks the bounds and throws `WireError` when short.
struct ByteReader {
    let bytes: ArraySlice<UInt8>
    var offset: Int

    /// A reader over `bytes`.
    init(_ bytes: ArraySlice<UInt8>) {
        self.bytes = bytes
        self.offset = bytes.startIndex
    }

    /// Whether every byte was read.
    var isAtEnd: Bool { offset == bytes.endIndex }

    mutating func take(_ count: Int) throws(WireError) -> ArraySlice<UInt8> {
        guard count >= 0, bytes.endIndex - offset >= count else { throw .truncated }
        defer { offset += count }
        return bytes[offset..<offset + count]
    }

    mutating func integer<T: FixedWidthInteger>(_ type: T.Type) throws(WireError) -> T {
        let raw = try take(MemoryLayout<T>.size)
        var value: T = 0
        for (shift, byte) in raw.enumerated() { value |= T(byte) << (8 * shift) }
        return value
    }

    /// One byte.
    mutating func u8() throws(WireError) -> UInt8 { try integer(UInt8.self) }
    /// Two bytes.
    mutating func u16() throws(WireError) -> UInt16 { try integer(UInt16.self) }
    /// Four bytes.
    mutating func u32() throws(WireError) -> UInt32 { try integer(UInt32.self) }
    /// Eight bytes.
    mutating func u64() throws(WireError) -> UInt64 { try integer(UInt64.self) }
    /// A signed integer.
    mutating func int() throws(WireError) -> Int { Int(Int64(bitPattern: try u64())) }
    /// A double.
    mutating func f64() throws(WireError) -> Double { Double(bitPattern: try u64()) }
    /// A boolean.
    mutating func bool() throws(WireError) -> Bool { try u8() != 0 }
    /// A UTF-8 string; invalid UTF-8 is an error.
    mutating func string() throws(WireError) -> String {
        let raw = try take(Int(try u32()))
        guard let text = String(validating: raw, as: UTF8.self) else { throw .malformed("a string is not UTF-8") }
        return text
    }
    /// A list written by `ByteWriter.list`.
    mutating func list<T>(_ element: (inout ByteReader) throws(WireError) -> T) throws(WireError) -> [T] {
        let count = Int(try u32())
        guard count <= bytes.endIndex - offset else { throw .truncated }
        var values: [T] = []
        values.reserveCapacity(count)
        for _ in 0..<count { values.append(try element(&self)) }
        return values
    }
    /// A value of a `String`-backed enum.
    mutating func raw<T: RawRepresentable>(_ type: T.Type) throws(WireError) -> T where T.RawValue == String {
        let text = try string()
        guard let value = T(rawValue: text) else { throw .malformed("unknown \(T.self) '\(text)'") }
        return value
    }
}

/// Why bytes from a worker could not be decoded.
public enum WireError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The bytes ended inside a value.
    case truncated
    /// The bytes are not what the format allows.
    case malformed(String)

    /// The problem in one line, for a message.
    public var description: String {
        switch self {
        case .truncated: "a frame ends early"
        case .malformed(let reason): reason
        }
    }
}
