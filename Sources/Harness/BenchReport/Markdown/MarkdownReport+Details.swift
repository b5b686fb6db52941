extension MarkdownReport {
    /// One scenario's collapsible block: failure, metrics, budgets, leaks, slowest calls, noise.
    static func details(_ scenario: ScenarioReport) -> String {
        var parts = ["<details><summary><b>\(scenario.name)</b> — \(statusCell(scenario))</summary>", ""]
        if let failure = scenario.failure { parts.append("**Why:** \(failure)\n") }
        parts.append(
            "\(scenario.kind.rawValue), \(scenario.measuredIterations) measured \(scenario.kind == .benchmark ? "calls" : "iterations")"
                + (scenario.batchSize > 1 ? " in batches of \(scenario.batchSize)" : "")
                + ", \(scenario.warmupIterations) warm-up; seed \(scenario.seed)"
                + (scenario.clock.map { clockText($0) } ?? "") + "\n"
        )
        if let capped = scenario.cappedRepetitions { parts.append("**Repetitions:** \(capped.description)\n") }
        if !scenario.metrics.isEmpty || scenario.notRecorded != nil { parts.append(metricTable(scenario) + "\n") }
        if !scenario.budgets.isEmpty { parts.append(budgetTable(scenario) + "\n") }
        if let leaks = scenario.leaks { parts.append(leakTable(leaks) + "\n") }
        if let worst = scenario.worstCases, !worst.isEmpty { parts.append(worstCaseTable(worst) + "\n") }
        if !scenario.slowest.isEmpty { parts.append(slowestTable(scenario) + "\n") }
        if !scenario.repetitions.isEmpty { parts.append(repetitionTable(scenario) + "\n") }
        parts.append("</details>")
        return parts.joined(separator: "\n")
    }

    static func clockText(_ clock: ClockCosts) -> String {
        var text = "; clock read \(UnitFormat.format(clock.wallReadNanoseconds, .nanoseconds))"
        if clock.cpuReadNanoseconds == 0 {
            text += "; cpu_time: the wall time of a call the thread ran unswitched, the CPU clock's of a switched one"
        } else if clock.cpuReadNanoseconds.isFinite {
            text +=
                ", CPU-clock cost \(UnitFormat.format(clock.cpuReadNanoseconds, .nanoseconds)) taken out of cpu_time"
        }
        return text
    }

    static func metricTable(_ scenario: ScenarioReport) -> String {
        var table = ReportTable(header: [
            "Metric", "Better", "p50 / value", "p99", "max", "CI of median", "Repetitions",
        ])
        table.rightAligned = [2, 3, 4]
        table.rows =
            scenario.metrics.map { metric in
                let unit = metric.unit
                let spread =
                    metric.spread.map {
                        "\(metric.repetitions.count)× · max/min \($0.ratio.map { UnitFormat.fixed($0) } ?? "–")"
                    } ?? "1"
                guard let summary = metric.summary else {
                    return [
                        metric.id.name, metric.polarity.arrow, metric.value.map { UnitFormat.format($0, unit) } ?? "–",
                        "", "", "", spread,
                    ]
                }
                return [
                    metric.id.name, metric.polarity.arrow, UnitFormat.format(summary.p50, unit),
                    UnitFormat.format(summary.p99, unit),
                    UnitFormat.format(summary.max, unit),
                    "\(UnitFormat.format(summary.medianCiLower, unit)) … \(UnitFormat.format(summary.medianCiUpper, unit))",
                    spread,
                ]
            } + (scenario.notRecorded ?? []).map { [$0, "", "not recorded", "", "", "", "declared, never recorded"] }
        return table.markdown()
    }

    static func budgetTable(_ scenario: ScenarioReport) -> String {
        var table = ReportTable(header: ["Budget", "Measured", "Verdict", "Judged on"])
        table.rows = scenario.budgets.map { verdict in
            [
                verdict.budget.description,
                verdict.measured.map { UnitFormat.format($0, verdict.budget.unit) } ?? "not measured",
                verdict.notJudged ?? (verdict.passed ? "held" : "**broken**"),
                judgedOn(verdict, scenario.metrics.first { $0.id == verdict.budget.metric }),
            ]
        }
        return table.markdown()
    }

    /// What a budget's measured figure is, beside it: a single value is judged in
    /// its worst repetition, while the metric table shows the median of the repetitions.
    static func judgedOn(_ verdict: BudgetVerdict, _ metric: MetricReport?) -> String {
        guard let metric else { return "–" }
        if let slowest = verdict.slowestNanoseconds {
            let preempted = verdict.slowestPreempted == true ? "preempted" : "not preempted"
            return
                "the worst call without the time its worker was preempted; the slowest call took \(UnitFormat.format(slowest, .nanoseconds)) (\(preempted))"
        }
        if let asMeasured = verdict.asMeasuredNanoseconds, let calls = verdict.preemptedCalls {
            return
                "\(verdict.budget.statistic.label) of all repetitions' samples, \(calls) preempted call\(calls == 1 ? "" : "s") at \(calls == 1 ? "its" : "their") CPU time; as measured (preemption included) \(UnitFormat.format(asMeasured, .nanoseconds))"
        }
        guard metric.shape == .value else { return "\(verdict.budget.statistic.label) of all repetitions' samples" }
        let count = metric.repetitions.count
        guard count > 1 else { return "the one repetition" }
        let worst = verdict.budget.comparison == .atLeast || verdict.budget.comparison == .above ? "lowest" : "highest"
        return "worst (\(worst)) of \(count) repetitions; the metric table shows their median"
    }

    static func leakTable(_ leaks: LeakReport) -> String {
        var table = ReportTable(header: [
            "Tracked type", "Alive while held", "Held", "Alive after release", "Before subject", "Leaked",
        ])
        table.rightAligned = [1, 2, 3, 4, 5]
        let types = Array(Set((leaks.whileHeld + leaks.afterRelease).map(\.type))).sorted()
        table.rows = types.map { type in
            let held = leaks.whileHeld.first { $0.type == type }
            let released = leaks.afterRelease.first { $0.type == type }
            let leaked = ObjectCount.leakedOnce(
                whileHeld: held.map { [$0] } ?? [], afterRelease: released.map { [$0] } ?? [])
            return [
                type, held.map { String($0.live) } ?? "–", held.map { String($0.expected) } ?? "–",
                released.map { String($0.live) } ?? "–", released.map { String($0.expected) } ?? "–",
                leaked == 0 ? "0" : "**\(leaked)**",
            ]
        }
        return table.markdown()
    }

    /// Each operation's slowest call, whether its worker was preempted during it, and the worst call
    /// without the preempted time (what a max-latency budget judges).
    static func worstCaseTable(_ cases: [WorstCase]) -> String {
        var table = ReportTable(header: [
            "Worst case", "Slowest call", "Preempted", "Worst without preemption", "Preempted among the slowest",
        ])
        table.rightAligned = [1, 3, 4]
        table.rows = cases.map { worst in
            [
                worst.operation, UnitFormat.format(worst.slowestNanoseconds, .nanoseconds),
                worst.slowestPreempted ? "**yes**" : "no", UnitFormat.format(worst.judgedNanoseconds, .nanoseconds),
                String(worst.preemptedCalls),
            ]
        }
        return table.markdown()
    }

    static func slowestTable(_ scenario: ScenarioReport) -> String {
        var table = ReportTable(header: [
            "Slowest calls", "Wall time", "CPU time", "Preempted", "Iteration", "Step", "Repetition",
        ])
        table.rightAligned = [1, 2, 4, 5, 6]
        table.rows = scenario.slowest.prefix(20).map { call in
            [
                call.operation, UnitFormat.format(call.nanoseconds, .nanoseconds),
                call.cpuNanoseconds.map { UnitFormat.format($0, .nanoseconds) } ?? "–",
                call.preempted.map { $0 ? "**yes**" : "no" } ?? "–", String(call.iteration), String(call.step),
                String(call.repetition),
            ]
        }
        return table.markdown()
    }

    static func repetitionTable(_ scenario: ScenarioReport) -> String {
        var table = ReportTable(header: [
            "Repetition", "Status", "Peak resident", "Involuntary switches", "Voluntary switches", "Page faults",
            "Measured phase",
        ])
        table.rightAligned = [2, 3, 4, 5, 6]
        table.rows = scenario.repetitions.map { repetition in
            [
                String(repetition.index), repetition.status.rawValue,
                repetition.peakResidentBytes.map { UnitFormat.format($0, .bytes) } ?? "–",
                repetition.noise.map { String($0.involuntaryContextSwitches) } ?? "–",
                repetition.noise.map { String($0.voluntaryContextSwitches) } ?? "–",
                repetition.noise.map { "\($0.minorPageFaults) minor, \($0.majorPageFaults) major" } ?? "–",
                repetition.measuredPhaseSeconds.map { UnitFormat.format($0 * 1e9, .nanoseconds) } ?? "–",
            ]
        }
        return table.markdown()
    }
}
