/// Writes the history index's bytes: little-endian fixed-width integers and doubles, strings by index
/// into a table (so a run's repeated names cost 2 bytes each).
public struct ByteSink {
    /// The bytes written so far.
    public var bytes: [UInt8] = []
    private var table: [String: UInt32] = [:]
    /// The strings written by index, in table order.
    public private(set) var strings: [String] = []

    /// An empty sink.
    public init() {}

    /// One byte.
    public mutating func u8(_ value: UInt8) { bytes.append(value) }

    /// Four bytes, little-endian.
    public mutating func u32(_ value: UInt32) {
        for shift in stride(from: 0, to: 32, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> UInt32(shift))) }
    }

    /// Eight bytes, little-endian.
    public mutating func u64(_ value: UInt64) {
        for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> UInt64(shift))) }
    }

    /// A double's bit pattern.
    public mutating func f64(_ value: Double) { u64(value.bitPattern) }

    /// A count, as four bytes.
    public mutating func count(_ value: Int) { u32(UInt32(clamping: value)) }

    /// A string as its index in the table (two bytes: a run has far fewer than 65,536 distinct strings;
    /// `RunCodec.encode` refuses one that has more).
    public mutating func string(_ value: String) {
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

    /// A presence byte, then the string by index.
    mutating func optionalString(_ value: String?) {
        u8(value == nil ? 0 : 1)
        if let value { string(value) }
    }

    /// A string written in place (length and UTF-8), for tables and headers.
    public mutating func literal(_ value: String) {
        let utf8 = Array(value.utf8)
        count(utf8.count)
        bytes += utf8
    }
}
