/// Run directory names: `<UTC yyyyMMdd-HHmmss>-<6 lowercase hex>`, e.g. `20261121-153000-a1b2c3`.
/// Sorting them as text sorts them by start time.
enum RunID {
    /// Whether `name` has exactly that form (digits where the date and time go, a plausible month,
    /// day, hour, minute and second).
    static func isValid(_ name: String) -> Bool {
        let bytes = Array(name.utf8)
        guard bytes.count == 22, bytes[8] == UInt8(ascii: "-"), bytes[15] == UInt8(ascii: "-") else { return false }
        let digits = bytes[0..<8] + bytes[9..<15]
        guard digits.allSatisfy({ (48...57).contains($0) }),
            bytes[16...].allSatisfy({ (48...57).contains($0) || (97...102).contains($0) })
        else { return false }
        func number(_ range: Range<Int>) -> Int { bytes[range].reduce(0) { $0 * 10 + Int($1 - 48) } }
        return (1...12).contains(number(4..<6)) && (1...31).contains(number(6..<8))
            && number(9..<11) < 24 && number(11..<13) < 60 && number(13..<15) < 61
    }
}
