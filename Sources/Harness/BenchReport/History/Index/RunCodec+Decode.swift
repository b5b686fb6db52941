extension RunCodec {
    /// Metric names and specs numbered as `HistoryRecord.init(_:schemaVersion:)` numbers them: per
    /// scenario, its budgets' names first, then its metrics'.
    struct Tables {
        var names = HistoryRecord.Table<String>()
        var specs = HistoryRecord.Table<HistoryRecord.Spec>()
    }

    /// The record in `bytes`; its strings are shared through `interner` with every other record read.
    /// What the index does not keep is absent: the duration, tags and quick flag, each metric's
    /// quantiles and each scenario's cost; of the environment, the
    /// kernel, jemalloc version and build id (empty or nil).
    static func decode(_ bytes: ArraySlice<UInt8>, interner: inout [String: String]) throws(IndexCorrupt)
        -> HistoryRecord
    {
        var source = ByteSource(bytes)
        source.strings = try table(&source, interner: &interner)
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
        var tables = Tables()
        var scenarios: [HistoryRecord.Scenario] = []
        let scenarioCount = try source.count(limit: 1 << 20)
        scenarios.reserveCapacity(scenarioCount)
        for _ in 0..<scenarioCount { scenarios.append(try scenario(&source, tables: &tables)) }
        guard source.atEnd else { throw IndexCorrupt() }
        return HistoryRecord(
            reportSchemaVersion: schemaVersion, runId: runId, startedAt: startedAt, durationSeconds: nil,
            environment: environment, repetitions: repetitions, tags: nil, quick: nil,
            specs: tables.specs.values, metricNames: tables.names.values, scenarios: scenarios
        )
    }

    /// The record's string table, each string shared through `interner`.
    private static func table(_ source: inout ByteSource, interner: inout [String: String]) throws(IndexCorrupt)
        -> [String]
    {
        let count = try source.count()
        var table: [String] = []
        table.reserveCapacity(count)
        for _ in 0..<count {
            let string = try source.literal()
            if let shared = interner[string] {
                table.append(shared)
            } else {
                interner[string] = string
                table.append(string)
            }
        }
        return table
    }

    /// The environment whose `machineKey` is `fingerprint` (`machineId|cpu|cores|os|swift|configuration`),
    /// split around the CPU, cores and configuration the index keeps beside it; a fingerprint that does
    /// not split back into itself is a corrupt record.
    static func environment(
        fingerprint: String, hostname: String, cpuModel: String, cores: Int, buildConfiguration: String,
        commit: String?, dirty: Bool?
    ) throws(IndexCorrupt) -> EnvironmentFingerprint {
        let tail = "|\(buildConfiguration)"
        guard fingerprint.hasSuffix(tail), let middle = fingerprint.firstRange(of: "|\(cpuModel)|\(cores)|") else {
            throw IndexCorrupt()
        }
        let end = fingerprint.index(fingerprint.endIndex, offsetBy: -tail.count)
        guard middle.upperBound <= end, let bar = fingerprint[middle.upperBound..<end].lastIndex(of: "|") else {
            throw IndexCorrupt()
        }
        let environment = EnvironmentFingerprint(
            cpuModel: cpuModel, cores: cores, os: String(fingerprint[middle.upperBound..<bar]), kernel: "",
            swiftVersion: String(fingerprint[fingerprint.index(after: bar)..<end]),
            buildConfiguration: buildConfiguration,
            jemallocVersion: nil, gitCommit: commit, gitDirty: dirty,
            machineId: String(fingerprint[..<middle.lowerBound]),
            hostname: hostname
        )
        guard environment.machineKey == fingerprint else { throw IndexCorrupt() }
        return environment
    }
}
