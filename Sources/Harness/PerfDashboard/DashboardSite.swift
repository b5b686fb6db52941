import BenchReport
import PerfHistory
import PerfModel
/// The static dashboard: an index that answers "what regressed, since when, how close to budget" —
/// the open regressions first, then every scenario's latest status with its tightest budget and
/// sparklines — and one page per scenario with a chart per budget and per metric and machine.
/// Self-contained HTML with inline SVG and CSS.
public struct DashboardSite: Sendable {
    /// The history, digested.
    public var digest: HistoryDigest
    /// The change points to mark.
    public var changePoints: [ChangePoint]
    /// The noise floor that decides whether a regression still holds.
    public var noiseFloor: NoiseFloor
    /// Links listed under "Latest profiles" on a scenario's page, by scenario (none by default: the
    /// section appears only for a scenario that has some).
    var profileLinks: [String: [DashboardLink]] = [:]
    /// The culprits the nightly's bisects kept (`CulpritStore`), shown on their open regressions' rows.
    public var culprits: [Culprit] = []

    /// A site over `runs` (oldest first), marking `changePoints`.
    init(runs: [HistoryRun], changePoints: [ChangePoint], noiseFloor: NoiseFloor = NoiseFloor()) {
        self.init(
            digest: HistoryDigest(runs: runs, collectingBudgets: true), changePoints: changePoints,
            noiseFloor: noiseFloor)
    }

    /// A site over a digested history, marking `changePoints`.
    init(digest: HistoryDigest, changePoints: [ChangePoint], noiseFloor: NoiseFloor = NoiseFloor()) {
        self.digest = digest
        self.changePoints = changePoints
        self.noiseFloor = noiseFloor
    }

    /// File name → contents of every page.
    public func pages() -> [String: String] {
        let series = digest.series
        let byScenario = Dictionary(grouping: series, by: \.scenario)
        let budgetsByScenario = Dictionary(grouping: digest.budgetSeries, by: \.scenario)
        var pages = ["index.html": index(series)]
        // Pages are independent: drawn on every core.
        let drawn = ParallelMap.map(digest.scenarioNames) { scenario in
            (
                Self.pageName(scenario),
                scenarioPage(scenario, byScenario[scenario] ?? [], budgets: budgetsByScenario[scenario] ?? [])
            )
        }
        for (name, page) in drawn { pages[name] = page }
        return pages
    }

    /// The file name of a scenario's page.
    static func pageName(_ scenario: String) -> String {
        "scenario-\(FileIO.slug(scenario, limit: 60))-\(FileIO.hashHex(scenario)).html"
    }

    /// The id of a metric's chart on its scenario's page (the target of the index's links).
    public static func anchor(fingerprint: String, metric: String) -> String {
        "chart-\(FileIO.slug(metric, limit: 40))-\(FileIO.hashHex("\(fingerprint)\u{1}\(metric)"))"
    }
}
