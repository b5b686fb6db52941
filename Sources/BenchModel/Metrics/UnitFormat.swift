/// Human-readable numbers for tables and terminal output, without Foundation.
public enum UnitFormat {
    /// Formats a value of the given unit: `1.23 ms`, `28.4 MB`, `12`, `99.5 %`, `120 /s`.
    public static func format(_ value: Double, _ unit: MetricUnit) -> String {
        guard value.isFinite else { return "\(value)" }
        switch unit {
        case .nanoseconds: return time(value)
        case .bytes: return bytes(value)
        case .count: return count(value)
        case .ratio: return fixed(value * 100) + " %"
        case .percent: return fixed(value) + " %"
        case .perSecond: return fixed(value) + " /s"
        case .pixels: return fixed(value) + " px"
        case .points: return fixed(value) + " pt"
        default: return fixed(value) + " " + unit.rawValue
        }
    }

    static func time(_ ns: Double) -> String {
        let magnitude = abs(ns)
        if magnitude >= 1e9 { return fixed(ns / 1e9) + " s" }
        if magnitude >= 1e6 { return fixed(ns / 1e6) + " ms" }
        if magnitude >= 1e3 { return fixed(ns / 1e3) + " µs" }
        return fixed(ns) + " ns"
    }

    static func bytes(_ b: Double) -> String {
        let magnitude = abs(b)
        if magnitude >= 1e9 { return fixed(b / 1e9) + " GB" }
        if magnitude >= 1e6 { return fixed(b / 1e6) + " MB" }
        if magnitude >= 1e3 { return fixed(b / 1e3) + " kB" }
        return count(b) + " B"
    }

    static func count(_ c: Double) -> String {
        c == c.rounded() && abs(c) < 1e15 ? String(Int64(c)) : fixed(c)
    }

    /// Three significant digits (at least), without Foundation.
    public static func fixed(_ value: Double) -> String {
        let magnitude = abs(value)
        let decimals = magnitude >= 100 ? 0 : magnitude >= 10 ? 1 : 2
        let scale = [1.0, 10.0, 100.0][decimals]
        let rounded = (value * scale).rounded() / scale
        var text = String(rounded)
        if decimals == 0, text.hasSuffix(".0") { text.removeLast(2) }
        if let dot = text.firstIndex(of: "."), decimals > 0 {
            let have = text.distance(from: dot, to: text.endIndex) - 1
            if have < decimals { text += String(repeating: "0", count: decimals - have) }
        }
        return text
    }
}
