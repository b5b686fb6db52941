import BenchReport
import PerfModel

/// What the nightly reads of its history after adding its run: the digest (with budget series), every
/// change point, and the regressions the newest run brings (`history changes --fail-on-new`'s).
public struct NightlyFindings: Sendable {
    public var digest: HistoryDigest
    public var changePoints: [ChangePoint]
    public var fresh: [ChangePoint]
    /// A line per history file that does not read.
    public var unreadable: [String]

    /// Reads the history at `history` with the default detector and noise floor (those of `history
    /// changes` and the dashboard).
    public init(history: String, finder: ChangePointFinder = ChangePointFinder()) throws {
        let read = try HistoryStore(root: history).digest(collectingBudgets: true)
        digest = read.digest
        unreadable = read.unreadable
        changePoints = finder.changePoints(in: digest.series)
        fresh = finder.newRegressions(among: changePoints, in: digest.series)
    }

    /// The entry the newest run of `fingerprint` is stored under (where its culprits are kept).
    public func newestEntry(of fingerprint: String) -> HistoryEntry? {
        digest.latestByMachine[fingerprint].map(HistoryStore.entry(for:))
    }

    /// `history changes --fail-on-new`'s text.
    public var changesText: String {
        HistoryCommandCore.changesText(changePoints) + HistoryCommandCore.newRegressionsText(fresh, asked: true)
    }
}
