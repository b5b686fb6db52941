extension RunCodec {
    /// One scenario of a record: outcome, metrics, then budgets (numbered budgets first, see `Tables`).
    static func scenario(_ source: inout ByteSource, tables: inout Tables) throws(IndexCorrupt)
        -> HistoryRecord.Scenario
    {
        let name = try source.string()
        guard let kind = ScenarioKind(rawValue: try source.string()) else { throw IndexCorrupt() }
        var tags: [String] = []
        for _ in 0..<(try source.count(limit: 1 << 16)) { tags.append(try source.string()) }
        guard let status = ScenarioStatus(rawValue: try source.string()) else { throw IndexCorrupt() }
        let failure = try source.optionalString()
        var metrics: [(name: String, spec: HistoryRecord.Spec, figures: [Double])] = []
        let metricCount = try source.count(limit: 1 << 20)
        metrics.reserveCapacity(metricCount)
        for _ in 0..<metricCount { metrics.append(try metric(&source)) }
        var budgets: [HistoryRecord.Budget] = []
        for _ in 0..<(try source.count(limit: 1 << 16)) {
            let metric = try source.string()
            guard let statistic = Statistic(rawValue: try source.string()),
                let comparison = BudgetComparison(rawValue: try source.string())
            else { throw IndexCorrupt() }
            let limit = try source.f64(), passed = try source.u8() == 1
            let measured = try source.u8() == 1 ? try source.f64() : nil
            budgets.append(
                HistoryRecord.Budget(
                    metric: tables.names.index(metric), statistic: statistic, comparison: comparison, limit: limit,
                    measured: measured, passed: passed
                ))
        }
        let numbered = metrics.map { metric in
            HistoryRecord.Metric(
                name: tables.names.index(metric.name), spec: tables.specs.index(metric.spec),
                repetitions: metric.figures, quantiles: nil
            )
        }
        return HistoryRecord.Scenario(
            name: name, kind: kind, tags: tags, status: status, failure: failure, budgets: budgets, metrics: numbered)
    }

    /// One metric: its name, spec and per-repetition figures.
    private static func metric(
        _ source: inout ByteSource
    ) throws(IndexCorrupt) -> (name: String, spec: HistoryRecord.Spec, figures: [Double]) {
        let name = try source.string(), unit = MetricUnit(rawValue: try source.string())
        let code = Int(try source.u8())
        guard polarities.indices.contains(code) else { throw IndexCorrupt() }
        let deterministic = try source.u8() == 1
        let constant = try source.u8() == 1
        var figures: [Double] = []
        let figureCount = try source.count(limit: 1 << 16)
        if constant {
            if figureCount > 0 { figures = Array(repeating: try source.f64(), count: figureCount) }
        } else {
            figures.reserveCapacity(figureCount)
            for _ in 0..<figureCount { figures.append(try source.f64()) }
        }
        return (name, HistoryRecord.Spec(unit: unit, polarity: polarities[code], deterministic: deterministic), figures)
    }
}
