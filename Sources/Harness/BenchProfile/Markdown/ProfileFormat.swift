import BenchModel

/// How the profile tables and flame graphs write a weight: whole numbers grouped by thousands
/// (`7,581`), fractions with three significant digits, percentages with one or two decimals.
public enum ProfileFormat {
    /// `value` as a table shows it: `7,581`, `12.5`, `0.333`; negative with a minus sign.
    public static func weight(_ value: Double) -> String {
        guard value.isFinite else { return "\(value)" }
        let magnitude = abs(value), sign = value < 0 ? "−" : ""
        guard magnitude.rounded() != magnitude, magnitude < 1_000 else {
            return sign + grouped(UInt64(min(magnitude.rounded(), Double(UInt64.max / 2))))
        }
        return sign + UnitFormat.fixed(magnitude)
    }

    /// `value` with a `+` or `−` sign (`+1,204`, `−3.5`, `±0`).
    public static func signedWeight(_ value: Double) -> String {
        value == 0 ? "±0" : (value > 0 ? "+" : "") + weight(value)
    }

    /// A whole number grouped by thousands: `12,345,678`.
    public static func grouped(_ value: UInt64) -> String {
        let digits = Array(String(value))
        var text = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { text += "," }
            text.append(digit)
        }
        return text
    }

    /// A share as a percentage: `12.3 %`, `0.25 %` below one percent, `0 %` for nothing.
    public static func percent(_ value: Double) -> String {
        guard value != 0 else { return "0 %" }
        return UnitFormat.decimal(value, places: abs(value) < 1 ? 2 : 1) + " %"
    }

    /// A Markdown heading of `level` (kept within 1 to 6): `### Title`.
    static func heading(_ title: String, level: Int) -> String {
        String(repeating: "#", count: max(1, min(6, level))) + " " + title
    }

    /// A diff's whole-profile line: `Whole profile: 940 → 1,715 instructions (+82.4 %)`.
    static func wholeProfile(_ base: Double, _ current: Double, _ label: String) -> String {
        "Whole profile: \(weight(base)) → \(weight(current)) \(label) "
            + "(\(UnitFormat.percentChange(base == 0 ? nil : current / base)))"
    }
}
