/// One element of a Morse symbol: a dot (1 unit of key-down) or a dash (3 units).
public enum MorseSignal: UInt8, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// A short element, one unit long.
    case dot = 0
    /// A long element, three units long.
    case dash = 1

    /// Its length in units (ITU-R M.1677-1, Part I, § 2.1).
    public var units: Int { self == .dot ? 1 : 3 }

    /// `.` or `-`.
    public var description: String { self == .dot ? "." : "-" }
}
