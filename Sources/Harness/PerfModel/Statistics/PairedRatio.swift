import BenchReport
import Determinism
import Foundation

/// Paired figures: round i's current figure against round i's baseline figure, both measured in the
/// same round of a paired run (`keyboard-bench run --against`), so a machine mode that lasts a round
/// or longer slows both sides of a pair alike and cancels in its ratio.
public enum PairedRatio {
    /// Each pair's `current ÷ baseline` (0/0 = 1, x/0 = ±∞).
    public static func ratios(baseline: [Double], current: [Double]) -> [Double] {
        zip(current, baseline).map { RatioBootstrap.safeRatio($0, $1) }
    }

    /// What the signed-rank test ranks: each pair's log ratio when every figure is positive (a ratio
    /// scale: +5 % and −5 % weigh alike), else the plain differences (figures that can be 0 or negative).
    public static func differences(baseline: [Double], current: [Double]) -> [Double] {
        let positive = (baseline + current).allSatisfy { $0 > 0 && $0.isFinite }
        return zip(current, baseline).map { positive ? Foundation.log($0 / $1) : $0 - $1 }
    }

    /// The robust spread of the pairs (MAD × 1.4826) as a fraction: of the log ratios, or of the
    /// differences relative to the baseline's median when figures are not all positive.
    public static func relativeSpread(baseline: [Double], current: [Double]) -> Double {
        let differences = differences(baseline: baseline, current: current).filter(\.isFinite)
        let positive = (baseline + current).allSatisfy { $0 > 0 && $0.isFinite }
        let sigma = Sample.robustSigma(differences)
        if positive { return sigma }
        let center = abs(Median.of(baseline))
        return center > 0 && center.isFinite ? sigma / center : 0
    }

    /// The median of the pairs' ratios, with a percentile bootstrap interval that resamples **pairs**
    /// (`resamples` times, seeded); no interval with fewer than two pairs.
    public static func interval(
        baseline: [Double], current: [Double], confidence: Double = 0.95,
        resamples: Int = 2000, seed: UInt64 = 0x5EED, name: String = ""
    ) -> RatioInterval {
        let ratios = ratios(baseline: baseline, current: current)
        let point = Median.of(ratios)
        guard ratios.count > 1 else { return RatioInterval(ratio: point, lower: nil, upper: nil) }
        var generator = SplitMix64(seed: seed, name: name)
        var medians: [Double] = []
        medians.reserveCapacity(resamples)
        for _ in 0..<resamples {
            medians.append(
                Median.of((0..<ratios.count).map { _ in ratios[Int.random(in: 0..<ratios.count, using: &generator)] }))
        }
        let tail = (1 - confidence) / 2
        return RatioInterval(
            ratio: point, lower: Sample.quantile(medians, tail), upper: Sample.quantile(medians, 1 - tail))
    }
}

extension MinimumDetectableChange {
    /// The MDC of a paired comparison of `pairs` pairs whose log ratios have the robust spread `spread`:
    /// `(z₁₋α/₂ + z_power) · spread / √n · √(π/3)` (the one-sample normal formula inflated by √(π/3),
    /// the signed-rank test's efficiency against a t-test on normal data), and never below the noise
    /// floor. Infinite when no sign pattern of n pairs can reach α (`2/2ⁿ ≥ α`: 5 pairs or fewer at 0.05).
    public static func paired(pairs: Int, spread: Double, floor: Double, alpha: Double = 0.05, power: Double = 0.8)
        -> MinimumDetectableChange
    {
        guard pairs > 1, WilcoxonSignedRank.smallestP(n: pairs) < alpha else {
            return MinimumDetectableChange(statistical: .infinity, floor: floor)
        }
        let z = NormalQuantile.of(1 - alpha / 2) + NormalQuantile.of(power)
        let statistical = z * spread / Double(pairs).squareRoot() * (Double.pi / 3).squareRoot()
        return MinimumDetectableChange(statistical: statistical, floor: floor)
    }
}
