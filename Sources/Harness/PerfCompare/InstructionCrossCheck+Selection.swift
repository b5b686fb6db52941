import BenchReport

extension InstructionCrossCheck {
    /// The scenarios of a paired run whose verdict an instruction count can change, read from the
    /// timing-only comparison of the timed rounds (`timings`); only these are counted under callgrind.
    /// A scenario is counted when one of its paired wall-time rows
    /// - is flagged worse or better: the same count demotes it to layout/alignment, a moved one confirms it;
    /// - has an interval of the ratio that excludes 1: the count explains why it is not flagged, or flags it;
    /// - moves beyond the paired noise floor (`mdc.floor`) in either direction: the rescue rule, a count
    ///   that moved the same way makes it worse or better although the timing's test alone did not;
    /// - is too noisy to vouch for (`PairedResolution`): only a count can settle it.
    /// Every other row stays as its timing says whatever the counts are, so counting it would change nothing.
    public static func scenariosToCount(_ timings: Comparison) -> [String] {
        var names: [String] = []
        for row in timings.rows where mayChange(row) && !names.contains(row.scenario) {
            names.append(row.scenario)
        }
        return names
    }

    /// Whether an instruction count can change `row`'s verdict (a paired wall-time row only).
    static func mayChange(_ row: MetricComparison) -> Bool {
        guard MetricID(row.metric).kind == MetricCatalogue.wallTime.name, row.note?.hasPrefix("paired") == true else {
            return false
        }
        if row.verdict == .worse || row.verdict == .better || row.ratio?.excludesOne == true { return true }
        if row.tooNoisy == true { return true }
        return beyondNoiseFloor(row)
    }

    /// Whether `row`'s median ratio moved further than its paired noise floor (any move, without an MDC).
    static func beyondNoiseFloor(_ row: MetricComparison) -> Bool {
        guard let ratio = row.ratio?.ratio, ratio.isFinite else { return false }
        return abs(ratio - 1) > (row.mdc?.floor ?? 0)
    }
}
