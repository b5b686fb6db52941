/// Two-sided 95 % critical values of Student's t distribution.
enum StudentT {
    static let table: [Double] = [
        12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228,
        2.201, 2.179, 2.160, 2.145, 2.131, 2.120, 2.110, 2.101, 2.093, 2.086,
        2.080, 2.074, 2.069, 2.064, 2.060, 2.056, 2.052, 2.048, 2.045, 2.042,
    ]

    /// t₀.₉₇₅ for `degreesOfFreedom` ≥ 1 (1.96 beyond 30, the normal limit rounded up to 2.0 from 31 to 120).
    static func critical975(degreesOfFreedom: Int) -> Double {
        guard degreesOfFreedom >= 1 else { return .infinity }
        if degreesOfFreedom <= table.count { return table[degreesOfFreedom - 1] }
        return degreesOfFreedom <= 120 ? 2.0 : 1.96
    }
}
