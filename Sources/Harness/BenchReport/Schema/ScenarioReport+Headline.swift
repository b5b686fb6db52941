extension ScenarioReport {
    /// The headline metric (`HeadlineRule.pick`): a budgeted time metric, else a wall time, else a time,
    /// else a budgeted metric, else the first.
    public var headlineMetric: MetricReport? {
        let candidates = metrics.map { HeadlineRule.Candidate(name: $0.id.name, unit: $0.unit.rawValue) }
        return HeadlineRule.pick(candidates, budgeted: budgets.map(\.budget.metric.name)).map { metrics[$0] }
    }

    /// The worker's whole-life peak resident (median over repetitions), bytes.
    public var peakResidentBytes: Double? { metric(.peakResident)?.value }

    /// `3/4`: budgets held out of budgets declared (`-` when none are declared).
    /// A budget not judged (`BudgetVerdict.notJudged`: a profiled run's) counts as neither held nor
    /// broken: `2/2 (1 not judged)`.
    public var budgetsHeld: String {
        guard !budgets.isEmpty else { return "-" }
        let judged = budgets.filter { $0.notJudged == nil }
        let held = "\(judged.filter(\.passed).count)/\(judged.count)"
        return judged.count == budgets.count ? held : held + " (\(budgets.count - judged.count) not judged)"
    }
}

extension ScenarioStatus {
    /// A fixed-width-friendly word for terminals: `PASS`, `FAIL`, `CRASH`, `TIMEOUT`, `ERROR`.
    public var word: String {
        switch self {
        case .passed: "PASS"
        case .failed: "FAIL"
        case .crashed: "CRASH"
        case .timedOut: "TIMEOUT"
        case .error: "ERROR"
        }
    }

    /// The order statuses are counted in: worst first.
    static let severityOrder: [ScenarioStatus] = [.crashed, .timedOut, .error, .failed, .passed]
}

extension RunReport {
    /// `3 passed, 1 failed, 1 crashed` — worst first, zero counts left out.
    public var statusCounts: String {
        ScenarioStatus.severityOrder.compactMap { status in
            let count = scenarios.filter { $0.status == status }.count
            return count == 0 ? nil : "\(count) \(status.rawValue.split(separator: "_").joined(separator: " "))"
        }.joined(separator: ", ")
    }

    /// `PASSED`, `FAILED` (a budget or leak) or `CRASHED` (a crash, hang or error), from the exit code
    /// (a run's own code is never "cannot judge": only a comparison's is).
    public var verdict: String {
        switch exitCode {
        case .success: "PASSED"
        case .budgetFailed: "FAILED"
        case .badInput, .crashed: "CRASHED"
        case .cannotJudge: "CANNOT JUDGE"
        }
    }
}
