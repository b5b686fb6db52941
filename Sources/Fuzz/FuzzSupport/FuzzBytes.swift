/// Reads a fuzz input front to back as a little program's operands. Past the end every read yields
/// zero (and the input is over), so every byte string is a valid program: nothing here can trap.
public struct FuzzBytes: Sendable {
    private let bytes: [UInt8]
    private var position = 0

    /// A reader over `bytes`.
    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Whether every byte has been read.
    public var isAtEnd: Bool { position >= bytes.count }

    /// The bytes not read yet.
    public var remaining: [UInt8] { isAtEnd ? [] : Array(bytes[position...]) }

    /// The next byte, or 0 past the end.
    public mutating func byte() -> UInt8 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position]
    }

    /// A whole number in `0..<count` (`count` ≥ 1; 0 when `count` is not positive).
    public mutating func index(below count: Int) -> Int {
        guard count > 0 else { return 0 }
        return Int(byte()) % count
    }

    /// A signed whole number in −128…127 (capacities, row indexes).
    public mutating func smallInt() -> Int { Int(Int8(bitPattern: byte())) }

    /// One of `choices` (which must not be empty; the first when the input is over).
    public mutating func pick<T>(_ choices: [T]) -> T {
        choices[index(below: choices.count)]
    }

    /// A double: one in four is any bit pattern (NaN payloads and subnormals included); the rest are
    /// values that sit on edges (NaN, ±∞, ±0, the widths of the device presets, the minimum width).
    public mutating func double() -> Double {
        let selector = byte()
        guard selector % 4 == 0 else {
            return Self.edgeValues[Int(selector / 4) % Self.edgeValues.count]
        }
        var bits: UInt64 = 0
        for shift in stride(from: 0, to: 64, by: 8) { bits |= UInt64(byte()) << UInt64(shift) }
        return Double(bitPattern: bits)
    }

    /// A string of up to `maxLength` characters: either drawn from a table of characters a keyboard
    /// meets (letters, digits, punctuation, accents, emoji, combining marks, newlines), or raw bytes
    /// decoded as UTF-8 with invalid sequences replaced.
    public mutating func string(maxLength: Int = 64) -> String {
        let length = index(below: maxLength + 1)
        if byte() % 2 == 0 {
            return String((0..<length).map { _ in pick(Self.characters) })
        }
        let raw = (0..<length).map { _ in byte() }
        return String(decoding: raw, as: UTF8.self)
    }

    /// Values on the edges of what a geometry, a clock or a screen size can be given.
    static let edgeValues: [Double] = [
        .nan, .infinity, -.infinity, 0, -0.0, 1, -1, 320, 375, 393, 430, 667, 852, -852, 1e-300, 1e300,
        .greatestFiniteMagnitude, .leastNonzeroMagnitude, -.greatestFiniteMagnitude, 0.5, 0.25, 100, 44, 2.5,
        Double(bitPattern: 0x7FF0_0000_0000_0001), 1e15, 4096, 259.9, 260, 280, 300, 0.1,
    ]

    /// Characters a keyboard meets, and a few that break naive text handling.
    static let characters: [Character] =
        Array(
            "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 \n\t.,?!'\"-/:;()$&@[]{}#%^*+=_\\|~<>€£¥•"
        ) + ["é", "É", "ß", "ẞ", "ñ", "ü", "🙂", "👍🏽", "🇫🇷", "e\u{301}", "\u{301}", "\r\n", "\u{0}", "\u{FEFF}", "ﬁ", "İ"]
}
