import Foundation

/// The smallest relative change of a metric's median that a comparison at given repetitions could flag.
///
/// Two parts, and the larger wins:
/// - **statistical**: the change a two-sided rank test at level `alpha` detects with probability `power`
///   when each side has `n` repetitions whose robust relative spread is `spread` (σ/median):
///   `(z₁₋α/₂ + z_power) · spread · √(2/n) · √(π/3)` — the two-sample normal formula, inflated by
///   √(π/3) because the rank test needs π/3 times the samples of a t-test on normal data. When no
///   arrangement of `n` vs `n` ranks can reach `alpha` (n ≤ 3 per side at 0.05), nothing is detectable
///   and the MDC is infinite;
/// - **the noise floor**: a comparison never flags a change below it.
public struct MinimumDetectableChange: Codable, Sendable, Equatable {
    /// The statistical part, as a fraction (0.05 = 5 %); infinite when undetectable.
    public var statistical: Double
    /// The noise floor applied, as a fraction.
    public var floor: Double

    /// Makes an MDC.
    public init(statistical: Double, floor: Double) {
        self.statistical = statistical
        self.floor = floor
    }

    /// What "unchanged" means: the larger of the two parts.
    public var effective: Double { max(statistical, floor) }

    /// The MDC for `baseline` vs `current` repetitions with the given spread (the pooled spread when `nil`).
    public static func estimate(
        baselineCount: Int, currentCount: Int, spread: Double, floor: Double,
        alpha: Double = 0.05, power: Double = 0.8
    ) -> MinimumDetectableChange {
        let m = baselineCount, n = currentCount
        guard m > 1, n > 1, MannWhitney.smallestP(m: m, n: n) < alpha else {
            return MinimumDetectableChange(statistical: .infinity, floor: floor)
        }
        let harmonic = 2.0 / (1.0 / Double(m) + 1.0 / Double(n))
        let z = NormalQuantile.of(1 - alpha / 2) + NormalQuantile.of(power)
        let statistical = z * spread * (2 / harmonic).squareRoot() * (Double.pi / 3).squareRoot()
        return MinimumDetectableChange(statistical: statistical, floor: floor)
    }
}

/// The inverse of the standard normal distribution function (Acklam's rational approximation).
enum NormalQuantile {
    /// z such that Φ(z) = p, for 0 < p < 1.
    static func of(_ p: Double) -> Double {
        let a = [
            -39.6968302866538, 220.946098424521, -275.928510446969, 138.357751867269, -30.6647980661472,
            2.50662827745924,
        ]
        let b = [-54.4760987982241, 161.585836858041, -155.698979859887, 66.8013118877197, -13.2806815528857]
        let c = [
            -0.00778489400243029, -0.322396458041136, -2.40075827716184, -2.54973253934373, 4.37466414146497,
            2.93816398269878,
        ]
        let d = [0.00778469570904146, 0.32246712907004, 2.445134137143, 3.75440866190742]
        if p < 0.02425 {
            let q = (-2 * log(p)).squareRoot()
            return (((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5])
                / ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1)
        }
        if p > 1 - 0.02425 { return -of(1 - p) }
        let q = p - 0.5, r = q * q
        return (((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * q
            / (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1)
    }
}
