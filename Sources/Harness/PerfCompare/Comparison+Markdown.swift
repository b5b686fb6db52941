import BenchReport
import Foundation

extension Comparison {
    /// Markdown for a pull-request comment or a CI job summary: regressions first, then improvements,
    /// then what was not judged, then everything unchanged (folded), each with the figures, the interval,
    /// p and the MDC. Every row is in one section, and the header counts the sections' rows.
    public var markdown: String {
        var lines = header
        for section in sections where section.kind == .open {
            lines += ["", "### \(section.title) (\(section.rows.count))\(section.subtitle)", ""] + table(section.rows)
        }
        lines += unflaggedReasons
        for section in sections where section.kind == .notJudged {
            lines += ["", "### \(section.title) (\(section.rows.count))\(section.subtitle)", ""] + table(section.rows)
        }
        for section in sections where section.kind == .folded {
            lines += [
                "", "<details><summary>\(section.title) (\(section.rows.count))\(section.subtitle)</summary>", "",
            ]
            lines += table(section.rows) + ["", "</details>"]
        }
        lines += ["", footnote]
        return lines.joined(separator: "\n") + "\n"
    }

    /// The verdict line: a regression, "not compared" (a scenario without figures on a side: a crashed
    /// side is never judged), "cannot judge" (too few pairs or repetitions, nothing worse), or none.
    var headline: String {
        if hasRegression { return "❌ regression" }
        if hasUncompared { return "⚠️ not compared: \(rows(.notCompared).count) scenario(s) without figures on a side" }
        guard cannotJudge else { return "✅ no regression" }
        return "⚠️ cannot judge: \(tooFew)"
    }

    /// Why the rows that were not judged were not: `1 pair (the signed-rank test needs ≥ 6)`, `profiled
    /// (alloc): …`, or `1 vs 3 repetitions (the rank test needs ≥ 4 a side)`.
    var tooFew: String {
        let fewest = PairedMetricComparator.fewestPairs(alpha: options.alpha)
        if let pairs, pairs < fewest {
            return "\(pairs) pair\(pairs == 1 ? "" : "s") (the signed-rank test needs ≥ \(fewest))"
        }
        if !tooNoisy.isEmpty { return noisyTimings }
        if let profile, pairs != nil || rows.allSatisfy({ $0.verdict != .notJudged || $0.p != nil }) {
            return "profiled (\(profile)): the figures a test judges carry the profiler's cost"
        }
        let row = rows.first { $0.verdict == .notJudged }
        let (base, current) = (row?.baselineRepetitions ?? 0, row?.currentRepetitions ?? 0)
        return "\(base) vs \(current) repetition\(max(base, current) == 1 ? "" : "s") (the rank test needs ≥ 4 a side)"
    }

    /// `2 timings too noisy to vouch for (cached-switch `switch/wall_time` MDC 25 %, …; resolution 10 %)`.
    private var noisyTimings: String {
        let noisy = tooNoisy
        let named = noisy.prefix(3).map { row in
            "\(row.scenario) `\(row.metric)` MDC \(row.mdc.map { Self.whole($0.statistical) } ?? "unknown")"
        }
        let resolution = Self.whole(options.resolution ?? PairedResolution.defaultResolution)
        return
            "\(noisy.count) timing\(noisy.count == 1 ? "" : "s") too noisy to vouch for (\(named.joined(separator: ", "))\(noisy.count > 3 ? ", …" : ""); resolution \(resolution))"
    }

    /// What would give a verdict.
    private var advice: String {
        let fewest = PairedMetricComparator.fewestPairs(alpha: options.alpha)
        if let pairs, pairs < fewest {
            return "Run at least \(fewest) pairs (`--repetitions`; the gate runs 8) for a verdict."
        }
        if !tooNoisy.isEmpty {
            return
                "Their pairs scattered more than the smallest change the gate must see: run again on a quieter machine or with more pairs (`--repetitions`), or with valgrind installed, so the instruction count settles them."
        }
        if pairs == nil, profile == nil { return "Run at least 4 repetitions a side for a verdict." }
        return "Judge budgets and timings from a run without `--profile`; read the profiles for where the cost is."
    }

    private var header: [String] {
        let summary = sections.map { "\($0.rows.count) \($0.label)" }.joined(separator: " · ")
        var lines = [
            "## keyboard-bench compare: " + headline,
            "",
            "Baseline `\(baselineRun)` (commit \(ShortCommit.of(baselineCommit))) → current `\(currentRun)` (commit \(ShortCommit.of(currentCommit))): \(summary)",
        ]
        if cannotJudge {
            lines += [
                "",
                tooNoisy.isEmpty
                    ? "⚠️ **Cannot judge: \(tooFew).** No change of a figure that needs a test can be flagged here, so none is called unchanged either: they are listed under \"Not judged\" (exit 4). \(advice)"
                    : "⚠️ **Cannot judge: \(tooFew).** A change smaller than their MDC would pass unseen, so they are called neither unchanged nor worse: they are listed under \"Not judged\" (exit 4). \(advice)",
            ]
        }
        if let pairs {
            lines += [
                "",
                "🔀 **Paired A/B run: \(pairs) pair\(pairs == 1 ? "" : "s").** Both workers ran in the same run, alternating round by round (ABBA), same scenarios and seeds; each metric is judged on its \(pairs) per-round ratios current ÷ baseline (Wilcoxon signed-rank, bootstrap interval of the median ratio, paired noise floor \(Self.whole(options.pairedFloor.fallback))\(options.pairedFloor.perCallMinimum.map { ", \(Self.whole($0)) for a scenario's per-call timings" } ?? "")).",
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
            let pairs = "\(row.currentRepetitions) pair\(row.currentRepetitions == 1 ? "" : "s")"
            let reps =
                row.metric == "status"
                ? "—"
                : row.note?.hasPrefix("paired") == true ? pairs : "\(row.baselineRepetitions)/\(row.currentRepetitions)"
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

}
