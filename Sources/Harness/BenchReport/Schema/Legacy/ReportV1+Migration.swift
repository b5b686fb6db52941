extension ReportV1 {
    /// The same run in the current schema. What version 1 never measured stays absent (no resident
    /// floor, no CPU read cost, no leaks after release); what it measured keeps its figures.
    func migrated() -> RunReport {
        RunReport(
            runId: runId, startedAt: startedAt, durationSeconds: durationSeconds, environment: environment,
            settings: HarnessSettings(
                filter: settings.filter, tags: settings.tags, quick: settings.quick, seed: settings.seed,
                defaultTimeLimitSeconds: settings.defaultTimeLimitSeconds, maxKeptSamples: settings.maxKeptSamples
            ),
            scenarios: scenarios.map { $0.migrated() }
        )
    }
}

extension ReportV1.Scenario {
    func migrated() -> ScenarioReport {
        ScenarioReport(
            name: name, kind: kind, tags: tags, parameters: parameters, status: status, failure: failure, seed: seed,
            warmupIterations: warmupIterations, measuredIterations: measuredIterations,
            durationSeconds: durationSeconds,
            clock: clockOverheadNanoseconds.map { ClockCosts(wallReadNanoseconds: $0, cpuReadNanoseconds: .nan) },
            allocator: allocator, metrics: metrics.map { $0.migrated() },
            budgets: budgets.map { $0.migrated(unit: unit(of: $0.budget.metric)) },
            leaks: leaks.map {
                LeakReport(heapGrowthBytes: $0.heapGrowthBytes, whileHeld: $0.objects, afterRelease: [])
            },
            repetitions: [
                RepetitionReport(
                    index: 1, status: status, failure: failure, durationSeconds: durationSeconds,
                    peakResidentBytes: metrics.first { $0.id == "peak_resident" }?.summary.p50, noise: nil,
                    measuredPhaseSeconds: nil
                )
            ]
        )
    }

    func unit(of metric: String) -> MetricUnit {
        metrics.first { $0.id == metric }.map { MetricUnit(rawValue: $0.unit) }
            ?? ReportV1.Metric.unit(ofV1Kind: metric)
    }
}

extension ReportV1.Metric {
    /// Version 1's per-operation kinds were distributions; every other metric was one value per run.
    static let perOperationKinds: Set<String> = ["wall_time", "cpu_time", "allocated_bytes", "allocations"]
    /// Version 1's deterministic kinds.
    static let deterministicKinds: Set<String> = ["allocated_bytes", "allocations", "heap_growth", "leaked_objects"]

    /// The unit of a version-1 built-in metric, from the catalogue (version 1 had only built-ins in bytes otherwise).
    static func unit(ofV1Kind metric: String) -> MetricUnit {
        MetricCatalogue.entry(for: MetricID(metric))?.unit ?? .bytes
    }

    func migrated() -> MetricReport {
        let metric = MetricID(id)
        let isDistribution =
            Self.perOperationKinds.contains(metric.kind) && !(metric.kind == "allocations" && summary.n == 1)
        let spec = MetricSpec(
            id: metric, unit: MetricUnit(rawValue: unit), polarity: .smallerIsBetter,
            shape: isDistribution ? .distribution : .value, deterministic: Self.deterministicKinds.contains(metric.kind)
        )
        return MetricReport(
            spec: spec, summary: isDistribution ? summary : nil, value: isDistribution ? nil : summary.p50,
            repetitions: [summary.p50], samples: isDistribution ? samples : nil, histogram: histogram
        )
    }
}

extension ReportV1.Budget {
    func migrated(unit: MetricUnit) -> BudgetVerdict {
        BudgetVerdict(
            budget: BudgetSpec(
                metric: MetricID(budget.metric), statistic: budget.statistic, comparison: budget.comparison,
                limit: budget.limit, unit: unit
            ),
            measured: measured, passed: passed
        )
    }
}
