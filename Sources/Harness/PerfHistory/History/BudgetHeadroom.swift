import BenchReport
/// How close one run's measured figure is to its budget's limit, as a fraction of the limit and in
/// words: `94.8 ms of 100 ms, 5.2 % headroom`; `112 ms of 100 ms, over by 12.0 %`; for a lower bound
/// `99.1 % for at least 98.0 %, 1.1 % headroom`. A limit of zero has no fraction: the text says held
/// (`0 B, held`) or by how much it was exceeded (`55 B, over by 55 B`).
public struct BudgetHeadroom: Sendable {
    /// The budget.
    public var budget: BudgetSpec
    /// The measured figure of the budgeted statistic.
    public var measured: Double
    /// Whether the run held the budget.
    public var passed: Bool
    /// The run.
    public var stamp: MetricSeries.Stamp

    /// Room left before the limit, in the limit's unit: positive while the budget holds, negative past it.
    public var margin: Double {
        budget.comparison.suits(.smallerIsBetter) ? budget.limit - measured : measured - budget.limit
    }

    /// `margin` as a fraction of the limit; `nil` for a limit of zero.
    public var fraction: Double? { budget.limit == 0 ? nil : margin / abs(budget.limit) }

    /// The headroom in words.
    public var text: String {
        let unit = budget.unit
        let upper = budget.comparison.suits(.smallerIsBetter)
        // Within 1 % of the limit, a fourth digit tells the figure from the limit (100.6 ms of 100 ms).
        let digits = budget.limit != 0 && abs(margin / budget.limit) < 0.01 ? 4 : 3
        let figure = UnitFormat.format(measured, unit, digits: digits)
        let limit = UnitFormat.format(budget.limit, unit)
        let stated = upper ? "\(figure) of \(limit)" : "\(figure) for at least \(limit)"
        guard let fraction else {
            if margin >= 0, passed { return "\(figure), held" }
            return "\(figure), \(upper ? "over" : "short") by \(UnitFormat.format(abs(margin), unit))"
        }
        let percent = UnitFormat.decimal(abs(fraction) * 100, places: 1) + " %"
        if !passed || margin < 0 { return "\(stated), \(upper ? "over" : "short") by \(percent)" }
        return "\(stated), \(percent) headroom"
    }

    /// The budget and its headroom: `switch/wall_time max < 100 ms: 94.8 ms of 100 ms, 5.2 % headroom`.
    public var line: String { "\(budget): \(text)" }
}
