import BenchReport
import Foundation

/// One run in the history index: what change points and trends need of a `RunReport` — the machine,
/// the commit, each scenario's outcome, each metric's spec and per-repetition figures, the budgets —
/// without display statistics (they stay in the run's file). Self-contained: a string table, then the
/// run with strings by index. The byte layout is the one the first index wrote (issue 16); a run read
/// back carries only these fields (see `decode`).
enum RunCodec {
    /// Polarities by their byte in the index.
    static let polarities: [Polarity] = [.smallerIsBetter, .largerIsBetter, .neither]

    /// The run's record; `nil` when it has more distinct strings than two-byte indices reach.
    static func encode(_ run: RunReport) -> [UInt8]? {
        var body = ByteSink()
        body.count(run.schemaVersion)
        body.string(run.runId)
        body.string(run.startedAt)
        body.string(run.fingerprint)
        body.string(run.environment.hostname)
        body.string(run.environment.cpuModel)
        body.count(run.environment.cores)
        body.string(run.environment.buildConfiguration)
        body.optionalString(run.commit)
        body.u8(run.environment.gitDirty.map { $0 ? 2 : 1 } ?? 0)
        body.count(run.settings.repetitions)
        body.count(run.scenarios.count)
        for scenario in run.scenarios { encode(scenario, into: &body) }
        guard body.strings.count <= Int(UInt16.max) else { return nil }
        var record = ByteSink()
        record.count(body.strings.count)
        for string in body.strings { record.literal(string) }
        record.bytes += body.bytes
        return record.bytes
    }

    private static func encode(_ scenario: ScenarioReport, into body: inout ByteSink) {
        body.string(scenario.name)
        body.string(scenario.kind.rawValue)
        body.count(scenario.tags.count)
        for tag in scenario.tags { body.string(tag) }
        body.string(scenario.status.rawValue)
        body.optionalString(scenario.failure)
        body.count(scenario.metrics.count)
        for metric in scenario.metrics {
            body.string(metric.name)
            body.string(metric.unit.rawValue)
            body.u8(UInt8(polarities.firstIndex(of: metric.polarity) ?? 0))
            body.u8(metric.deterministic ? 1 : 0)
            // Every figure equal (an exact count, a constant): written once.
            let constant = metric.repetitions.dropFirst().allSatisfy { $0.bitPattern == metric.repetitions.first?.bitPattern }
            body.u8(constant ? 1 : 0)
            body.count(metric.repetitions.count)
            for figure in constant ? Array(metric.repetitions.prefix(1)) : metric.repetitions { body.f64(figure) }
        }
        body.count(scenario.budgets.count)
        for verdict in scenario.budgets {
            body.string(verdict.budget.metric.name)
            body.string(verdict.budget.statistic.rawValue)
            body.string(verdict.budget.comparison.rawValue)
            body.f64(verdict.budget.limit)
            body.u8(verdict.passed ? 1 : 0)
        }
    }

    /// The run in `bytes`; its strings are shared through `interner` with every other run read. It
    /// carries what the index keeps: of the environment, the fields its fingerprint is made of plus
    /// host name, commit and dirty flag (kernel, jemalloc and build id are empty); of the settings, the
    /// repetitions; per metric its spec (shape `value`: the index does not keep it) and figures, without
    /// a summary; per budget its verdict without the measured figure.
    static func decode(_ bytes: ArraySlice<UInt8>, interner: inout [String: String]) throws(IndexCorrupt) -> RunReport {
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
        let fingerprint = try source.string(), hostname = try source.string(), cpuModel = try source.string()
        let cores = try source.count(), buildConfiguration = try source.string()
        let commit = try source.optionalString()
        let dirtyByte = try source.u8()
        let environment = try Self.environment(
            fingerprint: fingerprint, hostname: hostname, cpuModel: cpuModel, cores: cores,
            buildConfiguration: buildConfiguration, commit: commit, dirty: dirtyByte == 0 ? nil : dirtyByte == 2
        )
        let repetitions = try source.count()
        var scenarios: [ScenarioReport] = []
        let scenarioCount = try source.count(limit: 1 << 20)
        scenarios.reserveCapacity(scenarioCount)
        for _ in 0..<scenarioCount { scenarios.append(try scenario(&source)) }
        guard source.atEnd else { throw IndexCorrupt() }
        return RunReport(
            schemaVersion: schemaVersion, runId: runId, startedAt: startedAt, durationSeconds: 0, environment: environment,
            settings: HarnessSettings(filter: nil, tags: [], quick: false, seed: 0, defaultTimeLimitSeconds: 0, maxKeptSamples: 0, repetitions: repetitions),
            scenarios: scenarios
        )
    }

    /// The environment whose `machineKey` is `fingerprint` (`machineId|cpu|cores|os|swift|configuration`),
    /// split around the CPU, cores and configuration the index keeps beside it; a fingerprint that does
    /// not split back into itself is a corrupt record.
    static func environment(
        fingerprint: String, hostname: String, cpuModel: String, cores: Int, buildConfiguration: String,
        commit: String?, dirty: Bool?
    ) throws(IndexCorrupt) -> EnvironmentFingerprint {
        let tail = "|\(buildConfiguration)"
        guard fingerprint.hasSuffix(tail), let middle = fingerprint.range(of: "|\(cpuModel)|\(cores)|") else { throw IndexCorrupt() }
        let end = fingerprint.index(fingerprint.endIndex, offsetBy: -tail.count)
        guard middle.upperBound <= end, let bar = fingerprint[middle.upperBound..<end].lastIndex(of: "|") else { throw IndexCorrupt() }
        let environment = EnvironmentFingerprint(
            cpuModel: cpuModel, cores: cores, os: String(fingerprint[middle.upperBound..<bar]), kernel: "",
            swiftVersion: String(fingerprint[fingerprint.index(after: bar)..<end]), buildConfiguration: buildConfiguration,
            jemallocVersion: nil, gitCommit: commit, gitDirty: dirty, machineId: String(fingerprint[..<middle.lowerBound]),
            hostname: hostname
        )
        guard environment.machineKey == fingerprint else { throw IndexCorrupt() }
        return environment
    }

    private static func scenario(_ source: inout ByteSource) throws(IndexCorrupt) -> ScenarioReport {
        let name = try source.string()
        guard let kind = ScenarioKind(rawValue: try source.string()) else { throw IndexCorrupt() }
        var tags: [String] = []
        for _ in 0..<(try source.count(limit: 1 << 16)) { tags.append(try source.string()) }
        guard let status = ScenarioStatus(rawValue: try source.string()) else { throw IndexCorrupt() }
        let failure = try source.optionalString()
        var metrics: [MetricReport] = []
        let metricCount = try source.count(limit: 1 << 20)
        metrics.reserveCapacity(metricCount)
        for _ in 0..<metricCount { metrics.append(try metric(&source)) }
        var budgets: [BudgetVerdict] = []
        for _ in 0..<(try source.count(limit: 1 << 16)) {
            let metric = MetricID(try source.string())
            guard let statistic = Statistic(rawValue: try source.string()),
                  let comparison = BudgetComparison(rawValue: try source.string()) else { throw IndexCorrupt() }
            let limit = try source.f64(), passed = try source.u8() == 1
            let unit = metrics.first { $0.id == metric }?.unit ?? MetricUnit(rawValue: "")
            budgets.append(BudgetVerdict(
                budget: BudgetSpec(metric: metric, statistic: statistic, comparison: comparison, limit: limit, unit: unit),
                measured: nil, passed: passed
            ))
        }
        return ScenarioReport(
            name: name, kind: kind, tags: tags, parameters: [:], status: status, failure: failure, seed: 0,
            durationSeconds: 0, metrics: metrics, budgets: budgets
        )
    }

    private static func metric(_ source: inout ByteSource) throws(IndexCorrupt) -> MetricReport {
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
        let spec = MetricSpec(id: MetricID(name), unit: unit, polarity: polarities[code], shape: .value, deterministic: deterministic)
        return MetricReport(spec: spec, summary: nil, value: nil, repetitions: figures)
    }
}
