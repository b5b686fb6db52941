import BenchReport
import Foundation

extension Comparison {
    /// Markdown for a pull-request comment or a CI job summary: regressions first, then improvements,
    /// then everything unchanged (folded), each with the figures, the interval, p and the MDC.
    public var markdown: String {
        var lines = header
        for (verdict, title) in [
            (Verdict.worse, "Worse"), (.notCompared, "Not compared: no figures on a side"), (.better, "Better"),
            (.changed, "Changed (not judged: no better direction, or not gated)"),
            (.new, "New"), (.missing, "Missing"),
        ] {
            let selected = rows(verdict).filter { !$0.isLayoutOnly }
            guard !selected.isEmpty else { continue }
            lines += ["", "### \(title) (\(selected.count))", ""] + table(selected)
        }
        let layout = rows.filter(\.isLayoutOnly)
        if !layout.isEmpty {
            lines +=
                [
                    "",
                    "### Layout/alignment — same instructions (\(layout.count)): not a regression of the code",
                    "",
                ] + table(layout)
        }
        lines += unflaggedReasons
        let unjudged = rows(.unchanged).filter { $0.note?.hasPrefix("⚠️") == true }
        if !unjudged.isEmpty {
            lines +=
                [
                    "",
                    "### Large changes without significance (\(unjudged.count)): shown, not judged, never a failure",
                    "",
                ] + table(unjudged)
        }
        let unchanged = rows(.unchanged)
        if !unchanged.isEmpty {
            lines += [
                "",
                "<details><summary>Unchanged (\(unchanged.count)): not significant, or within the noise floor</summary>",
                "",
            ]
            lines += table(unchanged) + ["", "</details>"]
        }
        lines += ["", footnote]
        return lines.joined(separator: "\n") + "\n"
    }

    /// ❌ on a regression; ⚠️ when a scenario has no figures on a side (a crashed side is never judged);
    /// ✅ only when every scenario was compared and none regressed.
    private var headline: String {
        if hasRegression { return "❌ regression" }
        if hasUncompared { return "⚠️ not compared: \(rows(.notCompared).count) scenario(s) without figures on a side" }
        return "✅ no regression"
    }

    /// A floor as a whole percentage (`3 %`).
    private static func percent(_ fraction: Double) -> String { "\(Int((fraction * 100).rounded())) %" }

    private var header: [String] {
        let counts = Verdict.allCases.map { verdict in (verdict, rows(verdict).count) }.filter { $0.1 > 0 }
        let summary = counts.map { "\($0.1) \($0.0.rawValue)" }.joined(separator: " · ")
        var lines = [
            "## keyboard-bench compare: " + headline,
            "",
            "Baseline `\(baselineRun)` (\(short(baselineCommit))) → current `\(currentRun)` (\(short(currentCommit))): \(summary)",
        ]
        if let pairs {
            lines += [
                "",
                "🔀 **Paired A/B run: \(pairs) pairs.** Both workers ran in the same run, alternating round by round (ABBA), same scenarios and seeds; each metric is judged on its \(pairs) per-round ratios current ÷ baseline (Wilcoxon signed-rank, bootstrap interval of the median ratio, paired noise floor \(Self.percent(options.pairedFloor.fallback))\(options.pairedFloor.perCallMinimum.map { ", \(Self.percent($0)) for a scenario's per-call timings" } ?? "")).",
            ]
            if let remeasured {
                let rounds = remeasured.map { $0.replacingOccurrences(of: "#", with: " round ") }.joined(
                    separator: ", ")
                lines += [
                    "",
                    "🔁 **Measured again** (\(remeasured.count) pair\(remeasured.count == 1 ? "" : "s"), the new pair replacing the first): \(rounds) — a worker of each lay more than \(Int((PairingInfo.remeasureThreshold * 100).rounded())) % above its side's fastest p10, a spell of the machine as long as one worker.",
                ]
            }
        }
        lines += crossCheckLines
        if baselineFingerprint != currentFingerprint {
            lines += [
                "",
                "⚠️ Different machines (`\(baselineFingerprint)` vs `\(currentFingerprint)`): figures are not comparable.",
            ]
        }
        return lines
    }

    private func table(_ rows: [MetricComparison]) -> [String] {
        var table = ReportTable(
            header: [
                "scenario", "metric", "baseline", "current", "change", "\(Int(options.confidence * 100)) % CI", "p",
                "MDC", "reps",
            ],
            rightAligned: [2, 3, 4, 6, 7, 8]
        )
        table.rows = rows.map { row in
            let ci =
                row.ratio.flatMap { r in
                    r.lower.map { "\(UnitFormat.percentChange($0)) … \(UnitFormat.percentChange(r.upper))" }
                } ?? "—"
            let p = row.p.map { String(format: $0 < 0.001 ? "%.1e" : "%.3f", $0) } ?? "—"
            let reps =
                row.metric == "status"
                ? "—"
                : row.note?.hasPrefix("paired") == true
                    ? "\(row.currentRepetitions) pairs" : "\(row.baselineRepetitions)/\(row.currentRepetitions)"
            let name = row.metric == "status" ? "status: \(row.note ?? "")" : "`\(row.metric)` \(row.polarity.arrow)"
            let (baseline, current) = UnitFormat.pair(row.baseline, row.current, row.unit)
            let change = row.metric == "status" ? "—" : changeText(row)
            return [row.scenario, name, baseline, current, change, ci, p, mdcText(row), reps]
        }
        return table.markdown().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The change, and for a cross-checked timing the instruction count's change beside it.
    private func changeText(_ row: MetricComparison) -> String {
        let time = UnitFormat.percentChange(row.ratio?.ratio)
        guard let instructions = row.instructionRatio else { return time }
        let counted = row.crossCheck == .sameInstructions || row.crossCheck == .sameInstructionsBeyondFloor
        return "\(time) (instr. \(counted ? "same" : UnitFormat.percentChange(instructions)))"
    }

    private func mdcText(_ row: MetricComparison) -> String {
        guard let mdc = row.mdc else { return "—" }
        if row.deterministic { return "exact" }
        guard mdc.effective.isFinite else { return "∞" }
        return String(format: "%.1f %%", mdc.effective * 100)
    }

    private var footnote: String {
        pairs == nil
            ? sequentialFootnote
            : "<sub>Paired: figures are medians of each side's rounds; change is the median of the per-round ratios. A change is flagged only when the signed-rank test on the log ratios gives p < \(options.alpha), the bootstrap interval of the median ratio (pairs resampled) excludes 1 and the change exceeds the MDC. MDC: the smallest change these pairs could flag — the paired noise floor, or more when the pairs are noisier (∞: 5 pairs or fewer). ↓ smaller is better, ↑ larger is better; deterministic metrics are compared exactly.</sub>"
    }

    private var sequentialFootnote: String {
        "<sub>Figures are medians of process-level repetitions. A change is flagged only when the rank test gives p < \(options.alpha), the bootstrap interval of the ratio excludes 1 and the change exceeds the noise floor (default \(Int(options.noiseFloor.fallback * 100)) %). MDC: the smallest change these repetitions could flag (∞: too few repetitions for the test). ↓ smaller is better, ↑ larger is better; deterministic metrics are compared exactly.</sub>"
    }

    private func short(_ commit: String?) -> String { commit.map { String($0.prefix(12)) } ?? "unknown commit" }
}
