import BenchReport
import PerfHistory
import PerfModel

/// What a team reads of a nightly in a minute, in this order: the budgets the newest run broke (and the
/// scenarios that did not finish), the regressions with their culprits, the scenarios closest to their
/// time budgets (least headroom: the slowest for what they promise), and where the dashboard is. The nightly's last screen and the top of the
/// dashboard's index are made from it.
public struct NightlyGlance: Sendable {
    /// A scenario of the newest run that broke a budget or did not finish, in one line.
    public struct Broken: Sendable, Equatable {
        public var scenario: String
        public var text: String
    }

    /// A regression and what the bisect found of it (`nil`: no record).
    public struct Regression: Sendable {
        public var change: ChangePoint
        public var culprit: Culprit?

        /// `cached-switch switch/wall_time +25.0 % (8.0 µs → 10 µs) — culprit c0ffee…: '…'`.
        public var line: String {
            let (from, to) = UnitFormat.pair(change.before, change.after, change.unit)
            let found = culprit?.line ?? "culprit not searched (range \(change.commitRange))"
            return
                "\(change.scenario) \(change.metric) \(UnitFormat.percentChange(change.ratio)) (\(from) → \(to)) — \(found)"
        }
    }

    /// The run the glance is of.
    public var runId: String
    public var commit: String
    public var broken: [Broken]
    public var regressions: [Regression]
    /// The tightest time budget still held of each scenario, least headroom first.
    public var closest: [(scenario: String, headroom: BudgetHeadroom)]

    /// The glance at the newest run of `digest` (which collected its budget series), with `regressions`
    /// and the culprits kept for them; `limit` scenarios closest to budget.
    public init(digest: HistoryDigest, regressions: [ChangePoint], culprits: [Culprit], limit: Int = 5) {
        let latest = digest.latest
        runId = latest?.runId ?? ""
        commit = latest?.shortCommit ?? "unknown"
        broken = latest.map(Self.broken(in:)) ?? []
        self.regressions = regressions.map { change in
            Regression(change: change, culprit: culprits.last { $0.explains(change) })
        }
        let machine = latest?.fingerprint
        var tightest: [String: BudgetHeadroom] = [:]
        // Time budgets only: an exact figure held at its limit (a match ratio of 100 %) has no headroom to lose.
        for series in digest.budgetSeries where series.fingerprint == machine && series.budget.unit == .nanoseconds {
            guard let newest = series.newest, newest.stamp.runId == runId, newest.passed,
                let fraction = newest.fraction
            else { continue }
            if let seen = tightest[series.scenario]?.fraction, seen <= fraction { continue }
            tightest[series.scenario] = newest
        }
        closest = tightest.sorted { ($0.value.fraction ?? 0, $0.key) < ($1.value.fraction ?? 0, $1.key) }
            .prefix(limit).map { (scenario: $0.key, headroom: $0.value) }
    }

    /// The scenarios of `record` that broke a budget or did not finish.
    static func broken(in record: HistoryRecord) -> [Broken] {
        record.scenarios.compactMap { scenario in
            let budgets = scenario.budgets.filter { !$0.passed }.map { budget in
                let verdict = record.verdict(budget, in: scenario)
                let measured = verdict.measured.map { UnitFormat.format($0, verdict.budget.unit) } ?? "not measured"
                return "\(verdict.budget) — measured \(measured)"
            }
            if !budgets.isEmpty { return Broken(scenario: scenario.name, text: budgets.joined(separator: "; ")) }
            guard scenario.status != .passed else { return nil }
            return Broken(scenario: scenario.name, text: scenario.failure ?? scenario.status.rawValue)
        }
    }

    /// The four parts as plain text, `dashboard` last.
    public func text(dashboard: String) -> String {
        var lines = ["── nightly \(runId) at \(commit) ──"]
        lines.append(broken.isEmpty ? "Broken budgets: none" : "Broken budgets (\(broken.count)):")
        lines += broken.map { "  \($0.scenario): \($0.text)" }
        lines.append(
            regressions.isEmpty ? "New regressions: none" : "New regressions (\(regressions.count)), with culprit:")
        lines += regressions.map { "  \($0.line)" }
        lines.append(
            closest.isEmpty
                ? "Closest to budget: no time budget measured" : "Closest to budget (time budgets, least headroom):")
        lines += closest.map { "  \($0.scenario): \($0.headroom.line)" }
        lines.append("Dashboard: \(dashboard)")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The same as Markdown (the Actions job summary).
    public func markdown(dashboard: String) -> String {
        func list(_ items: [String]) -> [String] { items.isEmpty ? ["- none"] : items.map { "- \($0)" } }
        var lines = ["## Nightly \(runId) at `\(commit)`", "", "**Broken budgets**", ""]
        lines += list(broken.map { "`\($0.scenario)`: \($0.text)" })
        lines += ["", "**New regressions, with culprit**", ""]
        lines += list(regressions.map(\.line))
        lines += ["", "**Closest to budget** (time budgets, least headroom)", ""]
        lines += list(closest.map { "`\($0.scenario)`: \($0.headroom.line)" })
        lines += ["", "**Dashboard**: \(dashboard)"]
        return lines.joined(separator: "\n") + "\n"
    }
}
