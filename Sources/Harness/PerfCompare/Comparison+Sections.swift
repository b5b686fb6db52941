import BenchReport
import Foundation

/// One section of a comparison's Markdown: its rows, each row in exactly one section.
struct ComparisonSection {
    /// Where the section is drawn: open tables, the "not judged" table after the reasons, folded.
    enum Kind { case open, notJudged, folded }

    /// The heading (`Worse`).
    var title: String
    /// What the header's summary calls its rows (`worse`, `layout`).
    var label: String
    /// Text after the count in the heading (`: not a regression of the code`).
    var subtitle: String = ""
    var kind: Kind = .open
    var rows: [MetricComparison]
}

extension Comparison {
    /// The sections of the Markdown, in order, empty ones left out. Every row is in one section, so the
    /// header's counts (taken from here) match what each section lists: a layout-only timing is under
    /// "Layout/alignment", not counted as changed too; a row not judged is not listed as unchanged.
    var sections: [ComparisonSection] {
        let layout = rows.filter(\.isLayoutOnly)
        let notJudged = rows(.notJudged).sorted { Self.size($0) > Self.size($1) }
        let all = [
            ComparisonSection(title: "Worse", label: "worse", rows: rows(.worse)),
            ComparisonSection(
                title: "Not compared", label: "not compared", subtitle: ": no figures on a side",
                rows: rows(.notCompared)),
            ComparisonSection(title: "Better", label: "better", rows: rows(.better)),
            ComparisonSection(
                title: "Changed (not judged: no better direction, or not gated)", label: "changed",
                rows: rows(.changed).filter { !$0.isLayoutOnly }),
            ComparisonSection(title: "New", label: "new", rows: rows(.new)),
            ComparisonSection(title: "Missing", label: "missing", rows: rows(.missing)),
            ComparisonSection(
                title: "Layout/alignment — same instructions", label: "layout",
                subtitle: ": not a regression of the code", rows: layout),
            ComparisonSection(
                title: "Not judged", label: "not judged",
                subtitle: ": \(notJudgedReasons) — shown, never called unchanged, never a failure",
                kind: .notJudged, rows: notJudged),
            ComparisonSection(
                title: "Unchanged", label: "unchanged", subtitle: ": not significant, or within the noise floor",
                kind: .folded, rows: rows(.unchanged)),
        ]
        return all.filter { !$0.rows.isEmpty }
    }

    /// Why the rows under "Not judged" were not: too few repetitions or pairs, pairs too noisy to vouch
    /// for a timing (`PairedResolution`), a profiler's cost — or several of these.
    var notJudgedReasons: String {
        let rows = rows(.notJudged)
        let profiled = profile.map(ProfiledFigures.note) ?? "\u{0}"
        var reasons: [String] = []
        if rows.contains(where: { $0.note?.contains(profiled) != true && $0.tooNoisy != true }) {
            reasons.append(
                "too few \(pairs == nil ? "repetitions for the rank test" : "pairs for the signed-rank test")")
        }
        if rows.contains(where: { $0.tooNoisy == true }) {
            reasons.append("pairs too noisy to vouch for a timing (MDC above the resolution)")
        }
        if let profile, rows.contains(where: { $0.note?.contains(profiled) == true }) {
            reasons.append("figures the profiler (\(profile)) perturbs")
        }
        return reasons.joined(separator: ", or ")
    }

    /// How far a row moved (|log ratio|), to list the largest changes not judged first.
    static func size(_ row: MetricComparison) -> Double {
        guard let ratio = row.ratio?.ratio, ratio > 0, ratio.isFinite else { return row.ratio == nil ? 0 : .infinity }
        return abs(log(ratio))
    }
}
