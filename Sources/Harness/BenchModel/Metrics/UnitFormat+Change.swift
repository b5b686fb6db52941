extension UnitFormat {
    /// Two figures that read differently whenever they differ: three significant digits, or six when
    /// three would show two different figures alike (`59` and `59.0108`; `10.2687 MB` and `10.2851 MB`).
    public static func pair(_ first: Double?, _ second: Double?, _ unit: MetricUnit) -> (String, String) {
        let a = format(first, unit), b = format(second, unit)
        guard first != second, a == b || sameNumber(a, b) else { return (a, b) }
        return (format(first, unit, digits: 6), format(second, unit, digits: 6))
    }

    /// Relative changes smaller than this are floating-point rounding of figures that are equal (a
    /// ratio of two sums of shares reads 0.99999999999999989), not changes: they read `±0 %`.
    static let relativeDust = 1e-9

    /// A relative change from a ratio current ÷ baseline: `+5.3 %`, `−3.0 %`, `+0.017 %`, `±0 %` (also
    /// for a change within `relativeDust`); `—` without a ratio, `new value` for an infinite one.
    public static func percentChange(_ ratio: Double?) -> String {
        guard let ratio, ratio.isFinite else { return ratio == nil ? "—" : "new value" }
        let change = (ratio - 1) * 100
        if abs(ratio - 1) < relativeDust { return "±0 %" }
        let sign = change > 0 ? "+" : "−"
        guard abs(change) < 0.05 else { return sign + decimal(abs(change), places: 1) + " %" }
        // Two significant digits for a change too small for one decimal.
        var zeros = 0, scaled = abs(change)
        while scaled < 1, zeros < 14 { scaled *= 10; zeros += 1 }
        return sign + decimal(abs(change), places: zeros + 1) + " %"
    }

    /// Whether two renderings show the same number in the same unit (`59` and `59.0`).
    static func sameNumber(_ a: String, _ b: String) -> Bool {
        let x = a.split(separator: " ", maxSplits: 1), y = b.split(separator: " ", maxSplits: 1)
        guard let first = x.first.flatMap({ Double(String($0)) }), let second = y.first.flatMap({ Double(String($0)) })
        else { return false }
        return first == second && x.dropFirst() == y.dropFirst()
    }
}
