import BenchReport
import PerfHistory

extension DashboardSite {
    /// A scenario's page: per machine, a chart per budget (the statistic it judges, its limit, the
    /// headroom in words), then a chart per metric (the median's trend with change points), each with an
    /// id the index links to; a "Latest profiles" section when `profileLinks` has any for the scenario.
    func scenarioPage(_ scenario: String, _ series: [MetricSeries], budgets: [BudgetSeries]) -> String {
        var sections: [String] = [
            "<p><a href=\"index.html\">← all scenarios</a></p>", "<h1>\(HTML.escape(scenario))</h1>",
        ]
        sections += profilesSection(scenario)
        var marksByMetric: [String: [ChangePoint]] = [:]
        for point in changePoints where point.scenario == scenario {
            marksByMetric["\(point.fingerprint)\u{1}\(point.metric)", default: []].append(point)
        }
        for fingerprint in digest.machines {
            let mine = MetricSeries.instructionsBesideTime(series.filter { $0.fingerprint == fingerprint })
            let budgeted = budgets.filter { $0.fingerprint == fingerprint }
            guard !mine.isEmpty || !budgeted.isEmpty else { continue }
            sections.append("<h2 class=\"machine\">machine \(HTML.escape(fingerprint))</h2>")
            sections += budgeted.map(budgetSection)
            for metric in mine {
                let marks = marksByMetric["\(fingerprint)\u{1}\(metric.metric)"] ?? []
                let anchor = Self.anchor(fingerprint: fingerprint, metric: metric.metric)
                sections.append(
                    "<h3 id=\"\(anchor)\">\(HTML.escape(metric.metric)) <span class=\"machine\">\(HTML.escape(metric.unit.rawValue)) \(metric.polarity.arrow) · median of the repetitions per run</span></h3>"
                )
                sections.append(SVGChart(series: metric, changePoints: marks).render())
            }
        }
        return HTML.page(title: "\(scenario) — keyboard-bench", body: sections.joined(separator: "\n"))
    }

    /// One budget: its statistic per run against the limit, and how much room the newest run left (and
    /// the closest any run came, when that was another run).
    private func budgetSection(_ budget: BudgetSeries) -> String {
        var lines: [String] = []
        if let newest = budget.newest {
            lines.append(
                "<p class=\"headroom\">newest run (commit \(HTML.escape(ShortCommit.of(newest.stamp.commit)))): <strong>\(HTML.escape(newest.text))</strong></p>"
            )
        }
        if let closest = budget.closest, let newest = budget.newest, closest.margin < newest.margin {
            lines.append(
                "<p class=\"headroom closest\">closest to the limit: \(HTML.escape(closest.text)) at commit \(HTML.escape(ShortCommit.of(closest.stamp.commit))), run \(HTML.escape(closest.stamp.runId))</p>"
            )
        }
        return """
            <h3 class="budget">budget: \(HTML.escape(budget.budget.description)) <span class="machine">\(HTML.escape(Self.judged(budget.budget.statistic)))</span></h3>
            \(lines.joined(separator: "\n"))
            \(SVGChart(series: budget.asMetricSeries, changePoints: [], budget: budget.budget).render())
            """
    }

    /// What a budget chart plots, in words.
    static func judged(_ statistic: Statistic) -> String {
        switch statistic {
        case .value: "each run's worst repetition (every repetition must hold)"
        case .p100: "each run's slowest sample (max over every repetition's samples)"
        default: "each run's \(statistic.label) over every repetition's samples"
        }
    }

    /// The place for links to the scenario's latest profiles (flame graphs): shown when there are any.
    private func profilesSection(_ scenario: String) -> [String] {
        guard let links = profileLinks[scenario], !links.isEmpty else { return [] }
        let items = links.map { "<li><a href=\"\(HTML.escape($0.href))\">\(HTML.escape($0.title))</a></li>" }
        return ["<section id=\"latest-profiles\"><h2>Latest profiles</h2><ul>\(items.joined())</ul></section>"]
    }

    /// A commit shortened to 12 characters.
}
