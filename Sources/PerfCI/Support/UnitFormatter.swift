import Foundation

/// Human figures for tables and hover titles: `612 ns`, `1.23 ms`, `25.5 MB`, `0.994`.
public enum UnitFormatter {
    /// `value` in `unit`, scaled to a readable magnitude, with `digits` significant digits.
    public static func format(_ value: Double?, unit: String, digits: Int = 3) -> String {
        guard let value else { return "—" }
        guard value.isFinite else { return "\(value)" }
        switch unit {
        case "ns": return scaled(value, [(1e9, "s"), (1e6, "ms"), (1e3, "µs"), (1, "ns")], digits)
        case "bytes": return scaled(value, [(1e9, "GB"), (1e6, "MB"), (1e3, "kB"), (1, "B")], digits)
        case "percent": return "\(number(value, digits)) %"
        case "count", "ratio", "": return number(value, digits)
        default: return "\(number(value, digits)) \(unit)"
        }
    }

    /// Two figures that read differently whenever they differ (`59` and `59` become `59` and `59.0108`).
    public static func pair(_ first: Double?, _ second: Double?, unit: String) -> (String, String) {
        let a = format(first, unit: unit), b = format(second, unit: unit)
        guard a == b, first != second else { return (a, b) }
        return (format(first, unit: unit, digits: 6), format(second, unit: unit, digits: 6))
    }

    /// A relative change: `+4.2 %`, `−3.0 %`, `±0 %`.
    public static func percentChange(_ ratio: Double?) -> String {
        guard let ratio, ratio.isFinite else { return ratio == nil ? "—" : "new value" }
        let change = (ratio - 1) * 100
        if change == 0 { return "±0 %" }
        if abs(change) < 0.05 { return (change > 0 ? "+" : "−") + String(format: "%.2g %%", abs(change)) }
        return (change > 0 ? "+" : "−") + String(format: "%.1f %%", abs(change))
    }

    /// A compact number: integers as such, else `digits` significant digits.
    public static func number(_ value: Double, _ digits: Int = 3) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(format: "%.\(digits)g", value)
    }

    private static func scaled(_ value: Double, _ steps: [(Double, String)], _ digits: Int) -> String {
        for (factor, name) in steps where abs(value) >= factor {
            let scaled = value / factor
            let text = abs(scaled) >= 100 && digits <= 3 ? String(format: "%.0f", scaled) : String(format: "%.\(digits)g", scaled)
            return "\(text) \(name)"
        }
        return "\(number(value, digits)) \(steps.last?.1 ?? "")"
    }
}
