import BenchReport
import Determinism
import Foundation

/// Plain descriptive statistics over process-level figures.
public enum Sample {
    /// The `q` quantile by linear interpolation between order statistics (type 7); `nan` when empty.
    static func quantile(_ values: [Double], _ q: Double) -> Double {
        guard !values.isEmpty else { return .nan }
        let sorted = values.sorted()
        let position = q * Double(sorted.count - 1)
        let low = Int(position.rounded(.down))
        let high = min(low + 1, sorted.count - 1)
        let weight = position - Double(low)
        return sorted[low] + (sorted[high] - sorted[low]) * weight
    }

    /// The median absolute deviation from the median, scaled by 1.4826 to estimate a normal σ.
    static func robustSigma(_ values: [Double]) -> Double {
        guard values.count > 1 else { return 0 }
        let center = Median.of(values)
        return 1.4826 * Median.of(values.map { abs($0 - center) })
    }

    /// The robust relative spread: `robustSigma / median` (0 when the median is 0 or there is one value).
    public static func relativeSpread(_ values: [Double]) -> Double {
        let center = Median.of(values)
        guard values.count > 1, center != 0, center.isFinite else { return 0 }
        return robustSigma(values) / abs(center)
    }
}
