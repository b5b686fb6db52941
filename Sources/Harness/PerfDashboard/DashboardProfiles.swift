import BenchReport
import Foundation
import PerfHistory

/// The latest profiles the history keeps (`HistoryProfiles`), as the dashboard shows them: each
/// scenario's files copied into the site under `profiles/<scenario-folder>/<file>` and a link per
/// file on the scenario's page naming the kind, the run's commit and date.
struct DashboardProfiles {
    /// Links by scenario.
    var links: [String: [DashboardLink]] = [:]
    /// File name in the site → contents.
    var files: [String: String] = [:]
    /// A line for each file left out (a link, not a regular file, over the cap, not text).
    var skipped: [String] = []

    /// The profiles kept in the history at `history`: regular files of at most
    /// `HistoryProfiles.maximumFileBytes` that read as text (a link is never followed); the rest are
    /// left out, each named in `skipped`.
    init(history: String) {
        for (scenario, sets) in HistoryProfiles(history: history).latest(skipped: &skipped) {
            for kept in sets { add(kept, scenario: scenario) }
        }
    }

    /// One set's files and links.
    private mutating func add(_ kept: HistoryProfiles.Kept, scenario: String) {
        let folder = "profiles/\(HistoryProfiles.folderName(scenario))"
        for file in kept.files.sorted(by: { Self.rank($0) < Self.rank($1) }) {
            guard let text = HistoryProfiles.text(of: "\(kept.folder)/\(file)", skipped: &skipped) else { continue }
            files["\(folder)/\(file)"] = text
            let title =
                "\(Self.describe(file, kind: kept.kind)) — commit \(ShortCommit.of(kept.commit)), \(kept.startedAt)"
            links[scenario, default: []].append(DashboardLink(title: title, href: "\(folder)/\(file)"))
        }
    }

    /// Flame graphs first, then the tables and the folded stacks.
    private static func rank(_ file: String) -> Int {
        if file.hasSuffix("-diff.svg") { return 1 }
        if file.hasPrefix("baseline-") { return 2 }
        if file.hasSuffix(".svg") { return 0 }
        return file.hasSuffix(".md") ? 3 : 4
    }

    /// What a file is, in words.
    static func describe(_ file: String, kind: String) -> String {
        let name = ["cpu": "CPU", "instructions": "instruction", "alloc": "allocation"][kind] ?? kind
        if file.hasSuffix("-diff.svg") { return "\(name) differential flame graph (against the baseline)" }
        if file.hasSuffix("-diff.md") { return "\(name) functions that changed most" }
        if file.hasPrefix("baseline-") { return "\(name) flame graph of the baseline" }
        if file.hasSuffix("-top.md") { return "\(name) top functions" }
        if file.hasSuffix(".folded") { return "\(name) folded stacks" }
        return "\(name) flame graph"
    }
}
