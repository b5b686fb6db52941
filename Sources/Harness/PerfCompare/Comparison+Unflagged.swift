import BenchReport
import Foundation
import PerfModel

extension MetricComparison {
    /// A timing flagged in time alone whose operation ran the same instructions on both sides, within the
    /// layout floor (`InstructionCrossCheck`): reported as layout or alignment, never a regression.
    var isLayoutOnly: Bool { verdict == .changed && crossCheck == .sameInstructions }
}

extension Comparison {
    /// The lines that say, for every row whose interval of the ratio excludes 1 and that is still not
    /// worse or better, why not — a reader seeing "+14.0 %, CI +10.4 % … +20.5 %" under "unchanged" is owed
    /// the reason. Empty when there is no such row.
    var unflaggedReasons: [String] {
        let quiet = rows.filter { row in
            (row.verdict == .unchanged || row.verdict == .changed) && row.ratio?.lower != nil
                && row.ratio?.excludesOne == true
        }
        guard !quiet.isEmpty else { return [] }
        return ["", "**Not flagged although the interval excludes 1** (\(quiet.count)):", ""]
            + quiet.map { "- \($0.scenario) `\($0.metric)`: \(reason($0))" }
    }

    /// The header's account of the instruction cross-check of a paired run: how timings were read
    /// beside instruction counts, or that they could not be.
    var crossCheckLines: [String] {
        guard pairs != nil else { return [] }
        if !rows.contains(where: { MetricID($0.metric).kind == MetricCatalogue.wallTime.name }),
            rows.contains(where: { InstructionCount.isInstructionCount($0.metric) })
        {
            let threshold = options.instructionThreshold ?? InstructionCount.defaultThreshold
            return [
                "",
                "🧮 **Instruction counts, no timings** (`--instructions`: both workers under callgrind): each `<op>/instructions` row is judged near-exactly — worse or better beyond \(UnitFormat.decimal(threshold * 100, places: 1)) %, whatever the pairs; the other figures need the signed-rank test.",
            ]
        }
        guard rows.contains(where: { $0.crossCheck != nil }) else {
            return [
                "",
                "⏱️ Timing only: no instruction counts in these reports — the cross-check was off (`--no-cross-check`, no valgrind) or no timing needed one (none flagged, none with an interval excluding 1, none beyond its noise floor, none too noisy to vouch for); a timing change here is not told from layout/alignment.",
            ]
        }
        let threshold = options.instructionThreshold ?? InstructionCount.defaultThreshold
        let floor = options.layoutFloor ?? InstructionCrossCheck.defaultLayoutFloor
        return [
            "",
            "🧮 **Cross-checked with instruction counts** (one callgrind pass per side): a timing change with the same instruction count (within \(threshold * 100) %) is layout/alignment of the two executables, not a regression, up to the \(Self.whole(floor)) layout floor; an instruction change is shown beside the time (`instr.`), and a count that rose with the timing pointing the same way beyond its noise floor is a regression even when the timing's test alone would not flag it.",
            countedLine,
        ]
    }

    /// Which scenarios the instruction pass counted, of the paired ones: only those whose verdict a count
    /// can change (`InstructionCrossCheck.scenariosToCount`); the others' timings stand alone.
    var countedLine: String {
        let paired = Self.scenarios(rows.filter { $0.note?.hasPrefix("paired") == true })
        let counted = Self.scenarios(rows.filter { $0.crossCheck != nil })
        return
            "Instructions counted for \(counted.count) of \(paired.count) scenarios: \(counted.joined(separator: ", ")) — only those with a timing flagged, an interval excluding 1 or a change beyond the noise floor, whose verdict a count can change."
    }

    /// The distinct scenario names of `rows`, in order.
    static func scenarios(_ rows: [MetricComparison]) -> [String] {
        var names: [String] = []
        for row in rows where !names.contains(row.scenario) { names.append(row.scenario) }
        return names
    }

    /// Why `row` is not flagged: the first rule that held it back.
    func reason(_ row: MetricComparison) -> String {
        let floor = options.layoutFloor ?? InstructionCrossCheck.defaultLayoutFloor
        if row.isLayoutOnly {
            return
                "the same instruction count on both sides, the change within the \(Self.whole(floor)) layout floor: layout/alignment of the two executables"
        }
        if row.verdict == .changed {
            return row.polarity == .neither ? "the metric has no better direction" : "the metric is not gated"
        }
        if let p = row.p, p >= options.alpha {
            let test = pairs == nil ? "the rank test" : "the signed-rank test (the pairs disagree in sign or size)"
            return "p \(String(format: "%.3f", p)) ≥ \(options.alpha): not significant by \(test)"
        }
        if let mdc = row.mdc, let ratio = row.ratio?.ratio, abs(ratio - 1) <= mdc.effective {
            return
                "the change \(UnitFormat.percentChange(ratio)) is within the MDC \(String(format: "%.1f %%", mdc.effective * 100)), the smallest change these figures can resolve"
        }
        return row.note ?? "no verdict was reached"
    }

    /// A fraction as a whole percentage (`10 %`).
    static func whole(_ fraction: Double) -> String { "\(Int((fraction * 100).rounded())) %" }
}
