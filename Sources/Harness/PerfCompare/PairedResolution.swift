import BenchReport
import PerfModel

/// What a paired timing's pairs can vouch for. A paired row is "unchanged" when its test finds nothing,
/// but that claim is only as good as the smallest change the pairs could have found (the statistical
/// MDC). On a busy machine one timing's pairs can scatter so widely that nothing under 25 % could be
/// flagged — and a +5 % slowdown then passes as "unchanged".
///
/// So a gated paired timing whose statistical MDC exceeds the resolution is **too noisy**: not judged
/// (`Verdict.notJudged`, `MetricComparison.tooNoisy`), and the comparison cannot judge (exit 4) — unless
/// the operation's instruction count settles it (`settled`): the count is deterministic, so it says
/// whether the code did the same work when the timing cannot.
public enum PairedResolution {
    /// 10 %: the layout floor (the largest wall-time change two executables of the same code showed
    /// here, doubled). On a quiet machine the gated timings' statistical MDCs stayed under it in paired
    /// A/A runs (0.7–9.8 %); beside busy loops or a compile they reached 11–58 %.
    public static let defaultResolution = 0.10

    /// `row` (a paired row of a gated metric) marked too noisy when it is an unchanged timing whose
    /// statistical MDC exceeds `resolution`; every other row as it is.
    static func checked(_ row: MetricComparison, resolution: Double) -> MetricComparison {
        guard row.verdict == .unchanged, row.unit == .nanoseconds, let mdc = row.mdc,
            mdc.statistical.isFinite, mdc.statistical > resolution
        else { return row }
        var row = row
        row.verdict = .notJudged
        row.tooNoisy = true
        row.note = InstructionCrossCheck.noted(
            row.note,
            "too noisy to vouch for: MDC \(Comparison.whole(mdc.statistical)) > the \(Comparison.whole(resolution)) resolution"
        )
        return row
    }

    /// A too-noisy row settled by its operation's instruction ratio (`instructions`, current ÷ baseline),
    /// with its `crossCheck` outcome:
    /// - the same count (within `threshold`) and a timing within the layout floor: unchanged — the same work;
    /// - a count that moved beyond the row's paired noise floor: worse or better by the count (the note
    ///   says whether the timing's median pointed the same way beyond that floor, `crossCheck` `.confirmed`);
    /// - a count that moved within that floor: unchanged — smaller than any change the gate flags;
    /// - the same count but a timing beyond the layout floor: still not judged.
    static func settled(_ row: MetricComparison, instructions: Double, threshold: Double, layoutFloor: Double)
        -> MetricComparison
    {
        guard row.tooNoisy == true, row.verdict == .notJudged else { return row }
        var row = row
        row.instructionRatio = instructions
        let moved = abs(instructions - 1)
        if moved <= threshold {
            row.crossCheck = .sameInstructions
            guard abs((row.ratio?.ratio ?? 1) - 1) <= layoutFloor else { return row }
            row.verdict = .unchanged
            row.note = InstructionCrossCheck.noted(row.note, "settled by the count: the same instructions")
            return row
        }
        let direction = PairedMetricComparator.direction(row.polarity, ratio: instructions)
        let timed = PairedMetricComparator.direction(row.polarity, ratio: row.ratio?.ratio ?? 1)
        let agrees = direction == timed && InstructionCrossCheck.beyondNoiseFloor(row)
        row.crossCheck = agrees ? .confirmed : .countOnly
        let floor = row.mdc?.floor ?? 0
        guard moved > floor, direction == .worse || direction == .better else {
            row.verdict = .unchanged
            row.note = InstructionCrossCheck.noted(
                row.note,
                "settled by the count: instructions \(UnitFormat.percentChange(instructions)), within the \(Comparison.whole(floor)) floor"
            )
            return row
        }
        row.verdict = direction
        let timing = agrees ? "the timing agrees" : "the timing can neither confirm nor refute it"
        row.note = InstructionCrossCheck.noted(
            row.note, "\(direction.rawValue): instructions \(UnitFormat.percentChange(instructions)), \(timing)")
        return row
    }
}
