/// Human-readable numbers for tables and terminal output, without Foundation: the one unit formatter
/// of keyboard-bench — report.md, the console, compare, change points, the dashboard
/// and the exports all render a figure through it, so `1.50 ms` reads the same everywhere.
public enum UnitFormat {
    /// Formats a value of the given unit: `1.23 ms`, `28.4 MB`, `12`, `99.5 %`, `120 /s`. `digits` is
    /// the significant digits kept (at least; three by default, more to tell two close figures apart).
    public static func format(_ value: Double, _ unit: MetricUnit, digits: Int = 3) -> String {
        guard value.isFinite else { return "\(value)" }
        switch unit {
        case .nanoseconds: return time(value, digits)
        case .bytes: return bytes(value, digits)
        case .count: return count(value, digits)
        case .ratio: return fixed(value * 100, digits: digits) + " %"
        case .percent: return fixed(value, digits: digits) + " %"
        case .perSecond: return fixed(value, digits: digits) + " /s"
        case .pixels: return fixed(value, digits: digits) + " px"
        case .points: return fixed(value, digits: digits) + " pt"
        default: return fixed(value, digits: digits) + " " + unit.rawValue
        }
    }

    /// `format`, or `—` when there is no value.
    public static func format(_ value: Double?, _ unit: MetricUnit, digits: Int = 3) -> String {
        value.map { format($0, unit, digits: digits) } ?? "—"
    }

    static func time(_ ns: Double, _ digits: Int) -> String {
        let magnitude = abs(ns)
        if magnitude >= 1e9 { return fixed(ns / 1e9, digits: digits) + " s" }
        if magnitude >= 1e6 { return fixed(ns / 1e6, digits: digits) + " ms" }
        if magnitude >= 1e3 { return fixed(ns / 1e3, digits: digits) + " µs" }
        return fixed(ns, digits: digits) + " ns"
    }

    static func bytes(_ b: Double, _ digits: Int) -> String {
        let magnitude = abs(b)
        if magnitude >= 1e9 { return fixed(b / 1e9, digits: digits) + " GB" }
        if magnitude >= 1e6 { return fixed(b / 1e6, digits: digits) + " MB" }
        if magnitude >= 1e3 { return fixed(b / 1e3, digits: digits) + " kB" }
        return count(b, digits) + " B"
    }

    static func count(_ c: Double, _ digits: Int = 3) -> String {
        c == c.rounded() && abs(c) < 1e15 ? String(Int64(c)) : fixed(c, digits: digits)
    }

    /// `digits` significant digits (at least; two decimals at most below 1 for the default three), without
    /// Foundation: `1.50`, `25.5`, `612`.
    public static func fixed(_ value: Double, digits: Int = 3) -> String {
        var whole = 1, magnitude = abs(value)
        while magnitude >= 10, whole < 400 { magnitude /= 10; whole += 1 }
        return decimal(value, places: max(0, digits - whole))
    }

    /// `value` with exactly `places` decimals (`3.0`, `5.30`), without Foundation.
    public static func decimal(_ value: Double, places: Int) -> String {
        guard value.isFinite else { return "\(value)" }
        var scale = 1.0
        for _ in 0..<min(places, 15) { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        var text = String(rounded.isFinite ? rounded : value)
        if text.contains("e") {
            // Swift writes a small magnitude as `2e-07`: spelled out in fixed point instead.
            guard rounded.isFinite, abs(rounded) < 1, places > 0 else { return text }
            let digits = String(Int64((abs(rounded) * scale).rounded()))
            let fraction = String(repeating: "0", count: Swift.max(0, Swift.min(places, 15) - digits.count)) + digits
            return (rounded < 0 ? "-" : "") + "0." + fraction
        }
        if places == 0, text.hasSuffix(".0") { text.removeLast(2) }
        if let dot = text.firstIndex(of: "."), places > 0 {
            let have = text.distance(from: dot, to: text.endIndex) - 1
            if have < places { text += String(repeating: "0", count: places - have) }
        }
        return text
    }
}
