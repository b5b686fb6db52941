/// The history index's encoding of a `HistoryRecord` (the JSON entry is the other): what change points
/// and trends read — the machine, the commit, each scenario's outcome, each metric's spec and
/// per-repetition figures, the budgets with their measured figures and verdicts — without the
/// quantiles, costs, duration, tags and quick flag the entry also keeps. Self-contained: a string
/// table, then the run with strings by index. The byte layout is the first index's with each budget's
/// measured figure added (`HistoryIndex.magic` names the layout).
enum RunCodec {
    /// Polarities by their byte in the index.
    static let polarities: [Polarity] = [.smallerIsBetter, .largerIsBetter, .neither]

    /// The record's bytes; `nil` when it has more distinct strings than two-byte indices reach.
    static func encode(_ record: HistoryRecord) -> [UInt8]? {
        var body = ByteSink()
        let environment = record.environment
        body.count(record.reportSchemaVersion)
        body.string(record.runId)
        body.string(record.startedAt)
        body.string(environment.machineKey)
        body.string(environment.hostname)
        body.string(environment.cpuModel)
        body.count(environment.cores)
        body.string(environment.buildConfiguration)
        body.optionalString(environment.gitCommit)
        body.u8(environment.gitDirty.map { $0 ? 2 : 1 } ?? 0)
        body.count(record.repetitions)
        body.count(record.scenarios.count)
        for scenario in record.scenarios { encode(scenario, of: record, into: &body) }
        guard body.strings.count <= Int(UInt16.max) else { return nil }
        var bytes = ByteSink()
        bytes.count(body.strings.count)
        for string in body.strings { bytes.literal(string) }
        bytes.bytes += body.bytes
        return bytes.bytes
    }

    private static func encode(_ scenario: HistoryRecord.Scenario, of record: HistoryRecord, into body: inout ByteSink)
    {
        body.string(scenario.name)
        body.string(scenario.kind.rawValue)
        body.count(scenario.tags.count)
        for tag in scenario.tags { body.string(tag) }
        body.string(scenario.status.rawValue)
        body.optionalString(scenario.failure)
        body.count(scenario.metrics.count)
        for metric in scenario.metrics {
            let spec = record.spec(of: metric)
            body.string(record.name(metric.name))
            body.string(spec.unit.rawValue)
            body.u8(UInt8(polarities.firstIndex(of: spec.polarity) ?? 0))
            body.u8(spec.deterministic ? 1 : 0)
            // Every figure equal (an exact count, a constant): written once.
            let constant = metric.repetitions.dropFirst().allSatisfy {
                $0.bitPattern == metric.repetitions.first?.bitPattern
            }
            body.u8(constant ? 1 : 0)
            body.count(metric.repetitions.count)
            for figure in constant ? Array(metric.repetitions.prefix(1)) : metric.repetitions { body.f64(figure) }
        }
        body.count(scenario.budgets.count)
        for budget in scenario.budgets {
            body.string(record.name(budget.metric))
            body.string(budget.statistic.rawValue)
            body.string(budget.comparison.rawValue)
            body.f64(budget.limit)
            body.u8(budget.passed ? 1 : 0)
            // The measured figure, after a byte saying whether there is one: what the dashboard's
            // budget charts and headroom read.
            body.u8(budget.measured == nil ? 0 : 1)
            if let measured = budget.measured { body.f64(measured) }
        }
    }
}
