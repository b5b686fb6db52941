import Foundation

extension AllocationProfile {
    /// What a sites table ranks by.
    public enum Ranking: Sendable, Equatable {
        /// Bytes allocated (the measured phase's allocation traffic).
        case allocated
        /// Bytes still live at the dump (what a heap-growth or leak figure counts).
        case live
    }

    /// A Markdown section: a heading, one line on what was recorded, and a table of the top `limit`
    /// sites by `ranking` (sites with nothing to rank are left out), with bytes, counts and shares.
    public func markdown(title: String, ranking: Ranking, limit: Int = 25) -> String {
        let total = ranking == .allocated ? allocated : live
        let ranked = sites.filter { (ranking == .allocated ? $0.allocated : $0.live).bytes > 0 }.sorted {
            ranking == .allocated
                ? ($0.allocated.bytes, $1.function) > ($1.allocated.bytes, $0.function)
                : ($0.live.bytes, $1.function) > ($1.live.bytes, $0.function)
        }
        var lines = ["## \(title)", "", recordingNote(total: total, ranking: ranking), ""]
        guard !ranked.isEmpty else { return (lines + ["No allocation.", ""]).joined(separator: "\n") }
        lines += [
            "| # | site | where | called from | bytes | allocations | live bytes | live allocations | share |",
            "| ---: | --- | --- | --- | ---: | ---: | ---: | ---: | ---: |",
        ]
        for (rank, site) in ranked.prefix(limit).enumerated() {
            let bytes = ranking == .allocated ? site.allocated.bytes : site.live.bytes
            let cells = [
                "\(rank + 1)", "`\(Self.cell(site.function))`", Self.cell(site.position ?? "—"),
                Self.cell(site.callers.isEmpty ? "—" : site.callers.joined(separator: " ← ")),
                Self.grouped(site.allocated.bytes), Self.grouped(site.allocated.objects), Self.grouped(site.live.bytes),
                Self.grouped(site.live.objects), Self.percent(bytes, of: total.bytes),
            ]
            lines.append("| " + cells.joined(separator: " | ") + " |")
        }
        if ranked.count > limit { lines += ["", "\(ranked.count - limit) more sites not shown."] }
        return (lines + [""]).joined(separator: "\n")
    }

    private func recordingNote(total: HeapDump.Tally, ranking: Ranking) -> String {
        let what = ranking == .allocated ? "allocated" : "still live"
        let rate =
            samplePeriod == 1
            ? "every allocation recorded"
            : "sampled every \(Self.grouped(samplePeriod)) bytes on average, figures scaled up (estimates)"
        return "\(Self.grouped(total.bytes)) bytes in \(Self.grouped(total.objects)) allocations \(what) "
            + "(\(rate); bytes are jemalloc size classes)."
    }

    /// `text` safe in a table cell (pipes escaped, one line).
    static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }

    /// `1234567` → `1,234,567`.
    static func grouped(_ value: UInt64) -> String {
        let digits = String(value)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return result
    }

    static func percent(_ part: UInt64, of whole: UInt64) -> String {
        guard whole > 0 else { return "—" }
        let tenths = (Double(part) * 1_000 / Double(whole)).rounded() / 10
        return "\(tenths) %"
    }
}
