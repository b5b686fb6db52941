import BenchReport
import PerfHistory

extension DashboardSite {
    /// The index: a summary line, then what a team reads in a minute (`NightlyGlance`'s order: the newest
    /// run's broken budgets, the open regressions with their culprits, the scenarios closest to budget),
    /// the machine changes (folded), then a row per scenario and machine.
    func index(_ series: [MetricSeries]) -> String {
        let open = OpenRegression.find(in: series, changePoints: changePoints, noiseFloor: noiseFloor)
        let machineChanges = changePoints.filter(\.isMachineChange)
        let latest = digest.latest
        let glance = NightlyGlance(digest: digest, regressions: [], culprits: [])
        let body = """
            <h1>keyboard-bench trends</h1>
            <p>\(digest.runCount) runs · latest \(HTML.escape(latest?.runId ?? "")) at commit \(HTML.escape(latest?.shortCommit ?? "")) · \(open.count) open regression(s) · \(changePoints.count) change point(s), \(machineChanges.count) of them machine changes</p>
            \(brokenBudgets(glance.broken))
            \(openRegressions(open))
            \(closestToBudget(glance.closest))
            \(machineChangeList(machineChanges))
            <h2>Scenarios</h2>
            <table id="scenarios"><thead><tr><th>scenario</th><th>machine</th><th>latest status</th><th>headline</th><th>trend</th><th>tightest budget</th><th>instructions</th><th>trend</th></tr></thead>
            <tbody>
            \(scenarioRows(series).joined(separator: "\n"))
            </tbody></table>
            """
        return HTML.page(title: "keyboard-bench trends", body: body)
    }

    /// What regressed and since when: one row per open regression, linked to its chart.
    private func openRegressions(_ open: [OpenRegression]) -> String {
        guard !open.isEmpty else {
            return "<h2>Open regressions</h2>\n<p id=\"open-regressions\" class=\"none\">No open regressions.</p>"
        }
        let rows = open.map { item in
            let change = item.change
            let (from, to) = UnitFormat.pair(change.before, change.after, change.unit)
            let link =
                "\(Self.pageName(change.scenario))#\(Self.anchor(fingerprint: change.fingerprint, metric: change.metric))"
            let culprit = culprits.last { $0.explains(change) }?.line ?? "—"
            return """
                <tr><td><a href="\(HTML.escape(link))">\(HTML.escape(change.scenario))</a></td><td>\(HTML.escape(change.metric))</td><td class="size">\(HTML.escape(UnitFormat.percentChange(change.ratio))) <span class="machine">\(HTML.escape("\(from) → \(to)")); now \(HTML.escape(UnitFormat.percentChange(item.ratioNow)))</span></td><td class="commit"><code>\(HTML.escape(ShortCommit.of(change.firstCommitAfter)))</code> <span class="machine">after \(HTML.escape(change.lastCommitBefore == nil ? "start" : ShortCommit.of(change.lastCommitBefore)))</span></td><td class="culprit">\(HTML.escape(culprit))</td><td>\(HTML.escape(String(item.since.prefix(10)))) <span class="machine">run \(HTML.escape(change.runId))</span></td><td class="machine">\(HTML.escape(machineLabel(change.fingerprint)))</td></tr>
                """
        }
        return """
            <h2>Open regressions</h2>
            <table id="open-regressions"><thead><tr><th>scenario</th><th>metric</th><th>size</th><th>first bad commit</th><th>culprit</th><th>since</th><th>machine</th></tr></thead>
            <tbody>
            \(rows.joined(separator: "\n"))
            </tbody></table>
            """
    }

    /// The newest run's broken budgets and unfinished scenarios, first on the index.
    private func brokenBudgets(_ broken: [NightlyGlance.Broken]) -> String {
        guard !broken.isEmpty else {
            return
                "<h2>Broken budgets</h2>\n<p id=\"broken-budgets\" class=\"none\">The newest run broke no budget.</p>"
        }
        let items = broken.map {
            "<li><a href=\"\(Self.pageName($0.scenario))\">\(HTML.escape($0.scenario))</a>: <span class=\"broken\">\(HTML.escape($0.text))</span></li>"
        }
        return "<h2>Broken budgets</h2>\n<ul id=\"broken-budgets\">\(items.joined())</ul>"
    }

    /// The scenarios of the newest run closest to a budget they held, least headroom first.
    private func closestToBudget(_ closest: [(scenario: String, headroom: BudgetHeadroom)]) -> String {
        guard !closest.isEmpty else { return "" }
        let items = closest.map {
            "<li><a href=\"\(Self.pageName($0.scenario))\">\(HTML.escape($0.scenario))</a>: \(HTML.escape($0.headroom.line))</li>"
        }
        return "<h2>Closest to budget</h2>\n<ol id=\"closest-to-budget\">\(items.joined())</ol>"
    }

    /// Change points between runs of one commit: the machine moved, not the code.
    private func machineChangeList(_ changes: [ChangePoint]) -> String {
        guard !changes.isEmpty else { return "" }
        let rows = changes.map { change in
            "<tr><td><a href=\"\(HTML.escape("\(Self.pageName(change.scenario))#\(Self.anchor(fingerprint: change.fingerprint, metric: change.metric))"))\">\(HTML.escape(change.scenario))</a></td><td>\(HTML.escape(change.metric))</td><td>\(HTML.escape(change.summary))</td><td class=\"machine\">\(HTML.escape(machineLabel(change.fingerprint)))</td></tr>"
        }
        return """
            <details id="machine-changes"><summary>\(changes.count) machine change(s): change points between runs of the same commit, not code regressions</summary>
            <table><thead><tr><th>scenario</th><th>metric</th><th>change</th><th>machine</th></tr></thead><tbody>
            \(rows.joined(separator: "\n"))
            </tbody></table></details>
            """
    }

    /// One row per machine and scenario: status, headline (or the broken budget), trend, tightest budget.
    private func scenarioRows(_ series: [MetricSeries]) -> [String] {
        var lookup: [SeriesKey: MetricSeries] = [:]
        for one in series { lookup[one.seriesKey] = one }
        var budgets: [String: [BudgetSeries]] = [:]
        for one in digest.budgetSeries { budgets["\(one.fingerprint)\u{1}\(one.scenario)", default: []].append(one) }
        var rows: [String] = []
        for fingerprint in digest.machines {
            guard let latest = digest.latestByMachine[fingerprint] else { continue }
            for scenario in digest.scenarioNames {
                let outcome = latest.scenario(named: scenario)
                let status = outcome?.status.rawValue ?? "not run"
                let headlineMetric = outcome.flatMap { latest.headlineMetric(of: $0) }
                let headline = headlineMetric.map { latest.name($0.name) }
                let trend = headline.flatMap {
                    lookup[SeriesKey(fingerprint: fingerprint, scenario: scenario, metric: $0)]
                }
                let counts = MetricSeries.instructions(
                    of: headline, in: series, fingerprint: fingerprint, scenario: scenario)
                let countText =
                    counts?.points.last.map {
                        "\(counts?.metric ?? "") \(UnitFormat.format($0.figure, counts?.unit ?? .count))"
                    } ?? "—"
                let tightest = Self.tightest(budgets["\(fingerprint)\u{1}\(scenario)"] ?? [], in: latest)
                rows.append(
                    "<tr><td><a href=\"\(Self.pageName(scenario))\">\(HTML.escape(scenario))</a></td><td class=\"machine\">\(HTML.escape(machineLabel(fingerprint)))</td><td class=\"\(HTML.escape(status))\">\(HTML.escape(status))</td><td>\(headlineCell(outcome, latest))</td><td>\(trend.map { Sparkline(series: $0).render() } ?? "")</td><td class=\"headroom\">\(HTML.escape(tightest?.line ?? "—"))</td><td>\(HTML.escape(countText))</td><td>\(counts.map { Sparkline(series: $0).render() } ?? "")</td></tr>"
                )
            }
        }
        return rows
    }

    /// The headline figure; for a failed scenario the budgets it broke, for one that did not finish why.
    private func headlineCell(_ outcome: HistoryRecord.Scenario?, _ latest: HistoryRecord) -> String {
        guard let outcome else { return "—" }
        let broken = outcome.budgets.filter { !$0.passed }.map { budget in
            let verdict = latest.verdict(budget, in: outcome)
            let measured = verdict.measured.map { UnitFormat.format($0, verdict.budget.unit) } ?? "not measured"
            return "broken budget: \(verdict.budget) — measured \(measured)"
        }
        if outcome.status == .failed, !broken.isEmpty {
            return "<span class=\"broken\">\(broken.map(HTML.escape).joined(separator: "<br>"))</span>"
        }
        if !outcome.hasFigures {
            return "<span class=\"broken\">\(HTML.escape(outcome.failure ?? outcome.status.rawValue))</span>"
        }
        guard let metric = latest.headlineMetric(of: outcome) else { return "—" }
        return HTML.escape(
            "\(latest.name(metric.name)) \(UnitFormat.format(metric.figure, latest.spec(of: metric).unit))")
    }

    /// The budget of the machine's newest run that it broke, else with the least headroom left (as a
    /// fraction of its limit).
    static func tightest(_ budgets: [BudgetSeries], in latest: HistoryRecord) -> BudgetHeadroom? {
        let newest = budgets.compactMap { one -> BudgetHeadroom? in
            guard let last = one.points.last, last.stamp.runId == latest.runId else { return nil }
            return one.newest
        }
        // A broken budget first, then the least headroom; a limit of zero has no fraction and comes last.
        return newest.min {
            ($0.passed ? 1 : 0, $0.fraction ?? .infinity) < ($1.passed ? 1 : 0, $1.fraction ?? .infinity)
        }
    }

    /// The machine as the index names it: host and the start of its fingerprint.
    func machineLabel(_ fingerprint: String) -> String {
        "\(digest.latestByMachine[fingerprint]?.environment.hostname ?? "") · \(fingerprint.prefix(16))"
    }
}
