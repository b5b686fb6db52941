/// One run in the history index: everything `PerfRun` holds except the display statistics (the
/// index serves change points and trends; `statistics` stay in the run's file). Self-contained: a
/// string table, then the run with strings by index.
enum RunCodec {
    /// The run's record; `nil` when it has more distinct strings than two-byte indices reach.
    static func encode(_ run: PerfRun) -> [UInt8]? {
        var body = ByteSink()
        body.count(run.schemaVersion)
        body.string(run.runId)
        body.string(run.startedAt)
        body.string(run.machine.fingerprint)
        body.string(run.machine.hostname)
        body.string(run.machine.cpuModel)
        body.count(run.machine.cores)
        body.string(run.machine.buildConfiguration)
        body.optionalString(run.commit)
        body.u8(run.dirty.map { $0 ? 2 : 1 } ?? 0)
        body.count(run.repetitions)
        body.count(run.scenarios.count)
        for scenario in run.scenarios { encode(scenario, into: &body) }
        guard body.strings.count <= Int(UInt16.max) else { return nil }
        var record = ByteSink()
        record.count(body.strings.count)
        for string in body.strings { record.literal(string) }
        record.bytes += body.bytes
        return record.bytes
    }

    private static func encode(_ scenario: PerfScenario, into body: inout ByteSink) {
        body.string(scenario.name)
        body.string(scenario.kind)
        body.count(scenario.tags.count)
        for tag in scenario.tags { body.string(tag) }
        body.string(scenario.status)
        body.optionalString(scenario.failure)
        body.count(scenario.metrics.count)
        for metric in scenario.metrics {
            body.string(metric.name)
            body.string(metric.unit)
            body.u8(UInt8(MetricPolarity.allCases.firstIndex(of: metric.polarity) ?? 0))
            body.u8(metric.deterministic ? 1 : 0)
            // Every figure equal (an exact count, a constant): written once.
            let constant = metric.repetitions.dropFirst().allSatisfy { $0.bitPattern == metric.repetitions.first?.bitPattern }
            body.u8(constant ? 1 : 0)
            body.count(metric.repetitions.count)
            for figure in constant ? Array(metric.repetitions.prefix(1)) : metric.repetitions { body.f64(figure) }
        }
        body.count(scenario.budgets.count)
        for budget in scenario.budgets {
            body.string(budget.metric)
            body.string(budget.statistic)
            body.string(budget.comparison)
            body.f64(budget.limit)
            body.u8(budget.passed ? 1 : 0)
        }
    }

    /// The run in `bytes`; its strings are shared through `interner` with every other run read.
    static func decode(_ bytes: ArraySlice<UInt8>, interner: inout [String: String]) throws(IndexCorrupt) -> PerfRun {
        var source = ByteSource(bytes)
        let tableCount = try source.count()
        var table: [String] = []
        table.reserveCapacity(tableCount)
        for _ in 0..<tableCount {
            let string = try source.literal()
            if let shared = interner[string] { table.append(shared) } else {
                interner[string] = string
                table.append(string)
            }
        }
        source.strings = table
        let schemaVersion = try source.count()
        let runId = try source.string(), startedAt = try source.string()
        let machine = PerfMachine(
            fingerprint: try source.string(), hostname: try source.string(), cpuModel: try source.string(),
            cores: try source.count(), buildConfiguration: try source.string()
        )
        let commit = try source.optionalString()
        let dirtyByte = try source.u8()
        let repetitions = try source.count()
        var scenarios: [PerfScenario] = []
        let scenarioCount = try source.count(limit: 1 << 20)
        scenarios.reserveCapacity(scenarioCount)
        for _ in 0..<scenarioCount { scenarios.append(try scenario(&source)) }
        guard source.atEnd else { throw IndexCorrupt() }
        return PerfRun(
            schemaVersion: schemaVersion, runId: runId, startedAt: startedAt, machine: machine, commit: commit,
            dirty: dirtyByte == 0 ? nil : dirtyByte == 2, repetitions: repetitions, scenarios: scenarios
        )
    }

    private static func scenario(_ source: inout ByteSource) throws(IndexCorrupt) -> PerfScenario {
        let name = try source.string(), kind = try source.string()
        var tags: [String] = []
        for _ in 0..<(try source.count(limit: 1 << 16)) { tags.append(try source.string()) }
        let status = try source.string(), failure = try source.optionalString()
        var metrics: [PerfMetric] = []
        let metricCount = try source.count(limit: 1 << 20)
        metrics.reserveCapacity(metricCount)
        for _ in 0..<metricCount {
            let name = try source.string(), unit = try source.string()
            let code = Int(try source.u8())
            guard MetricPolarity.allCases.indices.contains(code) else { throw IndexCorrupt() }
            let polarity = MetricPolarity.allCases[code]
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
            metrics.append(PerfMetric(name: name, unit: unit, polarity: polarity, deterministic: deterministic, repetitions: figures))
        }
        var budgets: [PerfBudget] = []
        for _ in 0..<(try source.count(limit: 1 << 16)) {
            budgets.append(PerfBudget(
                metric: try source.string(), statistic: try source.string(), comparison: try source.string(),
                limit: try source.f64(), passed: try source.u8() == 1
            ))
        }
        return PerfScenario(name: name, kind: kind, tags: tags, status: status, failure: failure, metrics: metrics, budgets: budgets)
    }
}
