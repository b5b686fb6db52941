import BenchReport
/// The static dashboard: an index of every scenario's latest status with sparklines, and one page per
/// scenario with a chart per metric and machine. Self-contained HTML with inline SVG and CSS.
public struct DashboardSite: Sendable {
    /// The history, digested.
    public var digest: HistoryDigest
    /// The change points to mark.
    public var changePoints: [ChangePoint]

    /// A site over `runs` (oldest first), marking `changePoints`.
    public init(runs: [HistoryRun], changePoints: [ChangePoint]) {
        self.init(digest: HistoryDigest(runs: runs), changePoints: changePoints)
    }

    /// A site over a digested history, marking `changePoints`.
    public init(digest: HistoryDigest, changePoints: [ChangePoint]) {
        self.digest = digest
        self.changePoints = changePoints
    }

    /// File name → contents of every page.
    public func pages() -> [String: String] {
        let series = digest.series
        let byScenario = Dictionary(grouping: series, by: \.scenario)
        var pages = ["index.html": index(series)]
        // Pages are independent: drawn on every core.
        let drawn = ParallelMap.map(digest.scenarioNames) { scenario in
            (Self.pageName(scenario), scenarioPage(scenario, byScenario[scenario] ?? []))
        }
        for (name, page) in drawn { pages[name] = page }
        return pages
    }

    /// The file name of a scenario's page.
    public static func pageName(_ scenario: String) -> String {
        "scenario-\(FileIO.slug(scenario, limit: 60))-\(FileIO.hashHex(scenario)).html"
    }

    private func index(_ series: [MetricSeries]) -> String {
        var rows: [String] = []
        var lookup: [SeriesKey: MetricSeries] = [:]
        for one in series {
            lookup[one.seriesKey] = one
        }
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
                let figure =
                    headlineMetric.map {
                        "\(latest.name($0.name)) \(UnitFormat.format($0.figure, latest.spec(of: $0).unit))"
                    }
                    ?? "—"
                let counts = MetricSeries.instructions(
                    of: headline, in: series, fingerprint: fingerprint, scenario: scenario)
                let countText =
                    counts?.points.last.map {
                        "\(counts?.metric ?? "") \(UnitFormat.format($0.figure, counts?.unit ?? .count))"
                    } ?? "—"
                rows.append(
                    "<tr><td><a href=\"\(Self.pageName(scenario))\">\(HTML.escape(scenario))</a></td><td class=\"machine\">\(HTML.escape(latest.environment.hostname)) · \(HTML.escape(String(fingerprint.prefix(16))))</td><td class=\"\(HTML.escape(status))\">\(HTML.escape(status))</td><td>\(HTML.escape(figure))</td><td>\(trend.map { Sparkline(series: $0).render() } ?? "")</td><td>\(HTML.escape(countText))</td><td>\(counts.map { Sparkline(series: $0).render() } ?? "")</td></tr>"
                )
            }
        }
        let latest = digest.latest
        let body = """
            <h1>keyboard-bench trends</h1>
            <p>\(digest.runCount) runs · latest \(HTML.escape(latest?.runId ?? "")) at commit \(HTML.escape(latest?.shortCommit ?? "")) · \(changePoints.count) change point(s)</p>
            <table id="scenarios"><thead><tr><th>scenario</th><th>machine</th><th>latest status</th><th>headline</th><th>trend</th><th>instructions</th><th>trend</th></tr></thead>
            <tbody>
            \(rows.joined(separator: "\n"))
            </tbody></table>
            """
        return HTML.page(title: "keyboard-bench trends", body: body)
    }

    private func scenarioPage(_ scenario: String, _ series: [MetricSeries]) -> String {
        var sections: [String] = [
            "<p><a href=\"index.html\">← all scenarios</a></p>", "<h1>\(HTML.escape(scenario))</h1>",
        ]
        var marksByMetric: [String: [ChangePoint]] = [:]
        for point in changePoints where point.scenario == scenario {
            marksByMetric["\(point.fingerprint)\u{1}\(point.metric)", default: []].append(point)
        }
        for fingerprint in digest.machines {
            let mine = MetricSeries.instructionsBesideTime(series.filter { $0.fingerprint == fingerprint })
            guard !mine.isEmpty else { continue }
            sections.append("<h2 class=\"machine\">machine \(HTML.escape(fingerprint))</h2>")
            for metric in mine {
                let marks = marksByMetric["\(fingerprint)\u{1}\(metric.metric)"] ?? []
                sections.append(
                    "<h3>\(HTML.escape(metric.metric)) <span class=\"machine\">\(HTML.escape(metric.unit.rawValue)) \(metric.polarity.arrow)</span></h3>"
                )
                sections.append(SVGChart(series: metric, changePoints: marks).render())
            }
        }
        return HTML.page(title: "\(scenario) — keyboard-bench", body: sections.joined(separator: "\n"))
    }

}
