import BenchReport
import PerfModel

/// A paired run's timings read beside the instruction counts of the same operations (both workers, one
/// callgrind pass each): two executables of the same code differ in link layout and alignment, which
/// moves a wall time by several per cent with not one instruction more; and a code change that adds
/// instructions can hide in a noisy timing's p-value.
///
/// Per operation with a paired `<op>/wall_time` row and an `<op>/instructions` row:
/// - the same count (within the instruction threshold): a flagged timing within the layout floor is
///   `changed` — "layout/alignment — same instructions", never a regression; beyond the floor the timing
///   is judged on its own;
/// - a count that moved: the timing row shows its size; a count that got worse, with the timing's median
///   ratio pointing the same way beyond the paired noise floor, is `worse` even when the timing's test
///   alone would not flag it; a timing flagged against the count's direction keeps its own verdict.
/// The instruction row itself then only reports (`changed`): its timing row carries the verdict.
public enum InstructionCrossCheck {
    /// What the instruction count said about one timing row.
    public enum Outcome: String, Codable, Sendable, Equatable {
        /// The same count, the timing within the layout floor: any change is layout or alignment.
        case sameInstructions = "same_instructions"
        /// The same count, but the timing moved beyond the layout floor: judged on the timing alone.
        case sameInstructionsBeyondFloor = "same_instructions_beyond_floor"
        /// The count moved and the timing points the same way: the count's verdict.
        case confirmed
        /// The count moved, the timing does not point the same way: the timing's verdict.
        case unconfirmed
        /// The timing was too noisy to vouch for (`PairedResolution`) and the count moved: the count's verdict.
        case countOnly = "count_only"
    }

    /// The largest wall-time change a paired run reports as layout when the instruction counts are the
    /// same: 10 %, about twice the largest layout effect seen. Layout-only A/B runs here (the shipped worker
    /// against `bench-layout-worker`, the keyboard's functions linked in another order: `scripts/
    /// gate-self-test.sh --pattern L`) moved paired wall times by at most 4.4 % (docs/measurements.md, "The gate"),
    /// and a base-against-head run of an unrelated change read +5.6 % on a tree build of identical
    /// instructions; a change beyond 10 % with the same instructions is judged on its timing.
    static let defaultLayoutFloor = 0.10

    /// The rows of one scenario with every paired wall-time row cross-checked against its operation's
    /// instruction row; rows of operations without both are returned as they are.
    static func apply(_ rows: [MetricComparison], options: CompareOptions) -> [MetricComparison] {
        var rows = rows
        let threshold = options.instructionThreshold ?? InstructionCount.defaultThreshold
        let floor = options.layoutFloor ?? defaultLayoutFloor
        for index in rows.indices {
            let id = MetricID(rows[index].metric)
            guard let operation = id.operation, id.kind == MetricCatalogue.wallTime.name,
                rows[index].note?.hasPrefix("paired") == true,
                let counted = rows.firstIndex(where: { $0.metric == MetricID.instructions(operation).name }),
                let instructions = rows[counted].ratio?.ratio, instructions.isFinite
            else { continue }
            rows[index] = judged(rows[index], instructions: instructions, threshold: threshold, floor: floor)
            rows[counted] = reporting(rows[counted], timing: rows[index].metric)
        }
        return scenarioTimingsJudged(rows, threshold: threshold, floor: floor)
    }

    /// A scenario's own timings (e.g. `batch_per_point`, a batch's wall time per point; no operation
    /// of their own) come from its operations: when every operation counted the same instructions on
    /// both sides, they are judged as those operations' timings are (layout within the floor); when any
    /// count moved, they keep their timing verdict (which operation they follow is not known).
    static func scenarioTimingsJudged(_ rows: [MetricComparison], threshold: Double, floor: Double)
        -> [MetricComparison]
    {
        let counts = rows.filter { MetricID($0.metric).kind == MetricCatalogue.instructions.name }
            .compactMap { $0.ratio?.ratio }
        guard !counts.isEmpty, counts.allSatisfy({ $0.isFinite && abs($0 - 1) <= threshold }),
            let sameCount = counts.max(by: { abs($0 - 1) < abs($1 - 1) })
        else { return rows }
        return rows.map { row in
            guard MetricID(row.metric).operation == nil, row.unit == .nanoseconds, row.crossCheck == nil,
                row.note?.hasPrefix("paired") == true
            else { return row }
            return judged(row, instructions: sameCount, threshold: threshold, floor: floor)
        }
    }

    /// The timing row judged with the operation's instruction ratio.
    static func judged(_ row: MetricComparison, instructions: Double, threshold: Double, floor: Double)
        -> MetricComparison
    {
        if row.tooNoisy == true {
            return PairedResolution.settled(row, instructions: instructions, threshold: threshold, layoutFloor: floor)
        }
        var row = row
        row.instructionRatio = instructions
        let timing = row.ratio?.ratio ?? 1
        guard abs(instructions - 1) > threshold else {
            let beyond = abs(timing - 1) > floor
            row.crossCheck = beyond ? .sameInstructionsBeyondFloor : .sameInstructions
            if !beyond, row.verdict == .worse || row.verdict == .better {
                row.note = noted(
                    row.note, "layout/alignment — same instructions (\(row.verdict.rawValue) in time alone)")
                row.verdict = .changed
            } else if beyond, row.verdict == .worse || row.verdict == .better {
                row.note = noted(
                    row.note, "same instructions, but beyond the \(Comparison.whole(floor)) layout floor")
            }
            return row
        }
        let counted = PairedMetricComparator.direction(row.polarity, ratio: instructions)
        let timed = PairedMetricComparator.direction(row.polarity, ratio: timing)
        row.crossCheck = counted == timed ? .confirmed : .unconfirmed
        // The rescue needs a timing beyond the paired noise floor: the instruction pass counts only the
        // scenarios whose verdict it can change (`scenariosToCount`), and a timing within the floor is not one.
        if counted == timed, counted == .worse || counted == .better, row.verdict != counted,
            row.verdict != .unchanged || beyondNoiseFloor(row)
        {
            row.note = noted(
                row.note,
                "\(counted.rawValue): instructions \(UnitFormat.percentChange(instructions)), the timing agrees")
            row.verdict = counted
        }
        return row
    }

    /// `note` with `addition` after it (a paired row's note starts with its pairs).
    static func noted(_ note: String?, _ addition: String) -> String { note.map { "\($0); \(addition)" } ?? addition }

    /// The instruction row of a cross-checked operation: reported beside its timing, which carries the verdict.
    static func reporting(_ row: MetricComparison, timing: String) -> MetricComparison {
        var row = row
        if row.verdict == .worse || row.verdict == .better {
            row.note = "\(row.verdict.rawValue) by the count; judged with its timing (`\(timing)`)"
            row.verdict = .changed
        }
        return row
    }
}
