import Foundation

/// Human figures for tables and hover titles: `612 ns`, `1.23 ms`, `25.5 MB`, `0.994`.
public enum UnitFormatter {
    /// `value` in `unit`, scaled to a readable magnitude.
    public static func format(_ value: Double?, unit: String) -> String {
        guard let value else { return "—" }
        guard value.isFinite else { return "\(value)" }
        switch unit {
        case "ns": return scaled(value, [(1e9, "s"), (1e6, "ms"), (1e3, "µs"), (1, "ns")])
        case "bytes": return scaled(value, [(1e9, "GB"), (1e6, "MB"), (1e3, "kB"), (1, "B")])
        case "percent": return "\(number(value)) %"
        case "count", "ratio", "": return number(value)
        default: return "\(number(value)) \(unit)"
        }
    }

    /// Two figures that read differently whenever they differ (`59` and `59` become `59` and `59.0108`).
    public static func pair(_ first: Double?, _ second: Double?, unit: String) -> (String, String) {
        let a = format(first, unit: unit), b = format(second, unit: unit)
        guard a == b, let first, let second, first != second else { return (a, b) }
        let suffix = ["count", "ratio", ""].contains(unit) ? "" : " \(unit)"
        return (String(format: "%.6g", first) + suffix, String(format: "%.6g", second) + suffix)
    }

    /// A relative change: `+4.2 %`, `−3.0 %`, `±0 %`.
    public static func percentChange(_ ratio: Double?) -> String {
        guard let ratio, ratio.isFinite else { return ratio == nil ? "—" : "new value" }
        let change = (ratio - 1) * 100
        if change == 0 { return "±0 %" }
        if abs(change) < 0.05 { return (change > 0 ? "+" : "−") + String(format: "%.2g %%", abs(change)) }
        return (change > 0 ? "+" : "−") + String(format: "%.1f %%", abs(change))
    }

    /// A compact number: integers as such, else 3 significant digits.
    public static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(format: "%.3g", value)
    }

    private static func scaled(_ value: Double, _ steps: [(Double, String)]) -> String {
        for (factor, name) in steps where abs(value) >= factor {
            let scaled = value / factor
            let text = abs(scaled) >= 100 ? String(format: "%.0f", scaled) : String(format: "%.3g", scaled)
            return "\(text) \(name)"
        }
        return "\(number(value)) \(steps.last?.1 ?? "")"
    }
}
