/// FNV-1a (Fowler–Noll–Vo), the package's one stable hash: unlike `Hasher`, the same bytes give the
/// same value in every process, so it can name files, check stored bytes and derive seeds.
///
/// Stream bytes in with `add(_:)` and read `value`, or hash a whole string with `hash(_:)`.
public struct FNV1a: Hashable, Sendable {
    /// The 64-bit offset basis.
    public static let offsetBasis: UInt64 = 0xCBF2_9CE4_8422_2325
    /// The 64-bit FNV prime.
    public static let prime: UInt64 = 0x0000_0100_0000_01B3

    /// The hash of the bytes added so far.
    public private(set) var value: UInt64 = FNV1a.offsetBasis

    /// A hash of no bytes.
    public init() {}

    /// Adds `bytes` to the hash.
    public mutating func add<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        for byte in bytes { value = (value ^ UInt64(byte)) &* Self.prime }
    }

    /// Adds the bytes of `buffer` to the hash: the same value as `add(_:)` over them, in a loop the
    /// compiler sees whole (the generic `add(_:)` called from another module walks a collection through
    /// its protocol witnesses, ~10x slower over the megabytes of a history index).
    public mutating func add(contentsOf buffer: UnsafeRawBufferPointer) {
        var hash = value
        for byte in buffer { hash = (hash ^ UInt64(byte)) &* Self.prime }
        value = hash
    }

    /// The 64-bit hash of `bytes`.
    public static func hash<Bytes: Sequence>(_ bytes: Bytes) -> UInt64 where Bytes.Element == UInt8 {
        var hash = FNV1a()
        hash.add(bytes)
        return hash.value
    }

    /// The 64-bit hash of the UTF-8 bytes of `text`.
    public static func hash(_ text: String) -> UInt64 { hash(text.utf8) }

    /// The 32-bit variant (offset basis 2166136261, prime 16777619) over `bytes`.
    public static func hash32<Bytes: Sequence>(_ bytes: Bytes) -> UInt32 where Bytes.Element == UInt8 {
        var hash: UInt32 = 2_166_136_261
        for byte in bytes { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        return hash
    }

    /// `value` as 16 lower-case hex digits, zero-padded.
    public static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
