import BenchReport
import Foundation
import PerfHistory
import PerfModel

/// What `keyboard-bench dashboard` does, without the argument parsing.
public enum DashboardCommandCore {
    /// The default output folder.
    public static let defaultOutput = "Reports/dashboard"

    /// Writes the site for the history at `history` into `output` (the culprits it keeps on their
    /// regressions' rows), with copies of the latest profiles the
    /// history keeps, linked from their scenarios' pages. The output is checked before the
    /// history is read; bad input (missing or empty history, a file where a folder should be) writes
    /// nothing (exit 2); a failed write leaves the site as it was (exit 3). Files of the history that
    /// do not read are skipped and named in `warnings`.
    public static func run(
        history: String = HistoryStore.defaultRoot, output: String = defaultOutput, detector: EDivisive = EDivisive(),
        noiseFloor: NoiseFloor = NoiseFloor()
    ) -> CommandResult {
        var warnings: [String] = []
        do {
            let publisher = DashboardPublisher(output: output)
            try publisher.check()
            let read = try HistoryStore(root: history).digest(collectingBudgets: true)
            warnings = read.unreadable
            let finder = ChangePointFinder(detector: detector, noiseFloor: noiseFloor)
            let profiles = DashboardProfiles(history: history)
            warnings += profiles.skipped
            var site = DashboardSite(
                digest: read.digest, changePoints: finder.changePoints(in: read.digest.series), noiseFloor: noiseFloor)
            site.profileLinks = profiles.links
            let kept = CulpritStore(history: history).all()
            site.culprits = kept.culprits
            warnings += kept.unreadable
            let pages = site.pages().merging(profiles.files) { page, _ in page }
            try publisher.publish(pages)
            return CommandResult(text: "wrote \(pages.count) page(s) to \(output)/index.html\n", warnings: warnings)
        } catch {
            return CommandResult(failure: error, warnings: warnings)
        }
    }
}
