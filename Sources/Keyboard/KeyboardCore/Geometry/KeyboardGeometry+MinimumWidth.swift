/// The narrowest content width a row fits in.
extension KeyboardGeometry {
    /// Solves `C − k·u(C) − fixed − gaps − f·m ≥ 0` with `u(C) = (C − 9g)/10`, and `u(C) ≥ m` when
    /// the row has unit keys (k unit keys, f flexible keys, m the minimum flexible width, g the gap).
    static func minimumContentWidth(_ keys: [KeyDefinition]) -> Double {
        let gap = KeyboardMetrics.keyGap
        let minimum = KeyboardMetrics.minimumFlexibleKeyWidth
        var fixed = gap * Double(max(keys.count - 1, 0))
        var units = 0.0
        for key in keys {
            switch key.width {
            case .unit: units += 1
            case .fixed(let points): fixed += points
            case .flexible: fixed += minimum
            }
        }
        let unitFloor = units > 0 ? 9 * gap + 10 * minimum : 0
        guard units < 10 else { return unitFloor }
        let needed = (fixed - units * 9 * gap / 10) / (1 - units / 10)
        return max(needed, unitFloor)
    }
}
