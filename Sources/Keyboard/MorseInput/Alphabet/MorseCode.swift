/// The signals of one symbol, packed into 16 bits: a leading 1 bit marks the start, then one bit per
/// signal (0 dot, 1 dash), oldest first. A value type with no heap storage: building, comparing and
/// looking one up never allocates. Holds up to `MorseCode.capacity` signals.
@frozen public struct MorseCode: Sendable, Hashable, RandomAccessCollection, CustomStringConvertible {
    /// The most signals one code holds (the longest signal of the alphabet, error, has eight).
    public static let capacity = 15

    /// The packed bits (`1` for the empty code).
    @inlinable public var bits: UInt16 { packed }
    @usableFromInline var packed: UInt16

    /// The empty code.
    @inlinable public init() { packed = 1 }

    /// A code from its packed bits, or `nil` when `bits` is 0 (no start marker).
    public init?(bits: UInt16) {
        guard bits != 0 else { return nil }
        packed = bits
    }

    /// A code from signals; `nil` when there are more than `capacity`.
    public init?<S: Sequence>(_ signals: S) where S.Element == MorseSignal {
        self.init()
        for signal in signals {
            guard append(signal) else { return nil }
        }
    }

    /// A code from text of `.` and `-` (`".-"` is A); `nil` for any other character or too long a text.
    public init?(pattern: String) {
        self.init()
        for character in pattern.utf8 {
            switch character {
            case UInt8(ascii: "."): guard append(.dot) else { return nil }
            case UInt8(ascii: "-"): guard append(.dash) else { return nil }
            default: return nil
            }
        }
    }

    /// Appends `signal`; `false` (and no change) when the code is full.
    @inlinable @discardableResult
    public mutating func append(_ signal: MorseSignal) -> Bool {
        guard count < Self.capacity else { return false }
        packed = packed << 1 | UInt16(signal.rawValue)
        return true
    }

    /// Removes every signal.
    @inlinable public mutating func removeAll() { packed = 1 }

    /// How many signals it holds.
    @inlinable public var count: Int { 15 - packed.leadingZeroBitCount }
    @inlinable public var startIndex: Int { 0 }
    @inlinable public var endIndex: Int { count }

    /// The signal at `position` (0 is the first keyed).
    @inlinable public subscript(position: Int) -> MorseSignal {
        (packed >> UInt16(count - 1 - position)) & 1 == 0 ? .dot : .dash
    }

    /// The length of the symbol in units, gaps inside it included (dots 1, dashes 3, gaps 1).
    public var units: Int { isEmpty ? 0 : reduce(count - 1) { $0 + $1.units } }

    /// The code as dots and dashes: `.-` for A.
    public var description: String { String(map { $0 == .dot ? "." : "-" }) }
}
