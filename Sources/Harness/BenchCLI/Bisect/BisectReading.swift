import Foundation

/// What one probe measured: an exact count, or a timing paired against the good side (the median
/// ratio commit ÷ good with its bootstrap interval, the signed-rank test's p, the pairs, and what those
/// pairs can resolve), and how such a reading compares with a reference reading.
struct BisectReading: Sendable, Equatable, Codable {
    /// The count, or the paired ratio commit ÷ good (1 at good).
    var figure: Double
    /// The ratio's interval; `nil` for an exact count.
    var lower: Double? = nil
    var upper: Double? = nil
    /// The signed-rank test's p-value against good; `nil` for an exact count.
    var p: Double? = nil
    /// The pairs the ratio rests on; `nil` for an exact count.
    var pairs: Int? = nil
    /// The smallest change these pairs resolve (`MinimumDetectableChange.effective`), a fraction.
    var detectable: Double? = nil
    /// The paired noise floor alone (`MinimumDetectableChange.floor`), a fraction.
    var floor: Double? = nil

    /// An exact count.
    static func exact(_ figure: Double) -> BisectReading { BisectReading(figure: figure) }

    /// Whether it is a paired timing.
    var isPaired: Bool { pairs != nil }

    /// How a reading compares with a reference.
    enum Likeness: String, Sendable, Equatable, Codable {
        /// Within the tolerance of the reference.
        case same
        /// Beyond the tolerance.
        case moved
        /// Neither clearly: the test and the effect disagree (more pairs decide).
        case unsure
    }

    /// The distance of this reading's figure from `reference`'s: relative for a count, `|ln ratio|` for
    /// a paired timing (a step up and the same step down are as far).
    func distance(from reference: BisectReading) -> Double {
        if isPaired {
            guard figure > 0, reference.figure > 0 else { return .infinity }
            return abs(log(figure / reference.figure))
        }
        guard reference.figure != 0 else { return figure == 0 ? 0 : .infinity }
        return abs(figure - reference.figure) / abs(reference.figure)
    }

    /// Whether the test tells this reading from `reference`: p below `alpha` and the interval wholly
    /// on one side of the reference's figure (for a count: always).
    func significant(against reference: BisectReading, alpha: Double) -> Bool {
        guard isPaired else { return true }
        guard let lower, let upper, let p else { return false }
        return p < alpha && (lower > reference.figure || upper < reference.figure)
    }

    /// Like `reference`, moved from it, or unsure: a count moved when it differs beyond `tolerance`; a
    /// timing moved when its effect is beyond `tolerance` and the test tells it from the reference, is
    /// the same when its effect is within `tolerance` (significant or not: too small to count), and is
    /// unsure when its effect is beyond `tolerance` but the test does not tell it from the reference.
    func likeness(to reference: BisectReading, tolerance: Double, alpha: Double) -> Likeness {
        let beyond = distance(from: reference) > tolerance
        guard beyond else { return .same }
        return significant(against: reference, alpha: alpha) ? .moved : .unsure
    }
}
