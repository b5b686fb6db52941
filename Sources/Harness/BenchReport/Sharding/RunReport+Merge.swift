/// A shard report as read for `keyboard-bench merge`: its name (path) for messages, the report, and the
/// schema version it was written with.
public struct ShardReport: Sendable {
    /// The file it was read from, for messages.
    public var name: String
    /// The report (migrated to the current schema when it was older).
    public var report: RunReport
    /// The `schema_version` it was written with.
    public var schemaVersion: Int

    /// A shard report read from `name`.
    public init(name: String, report: RunReport, schemaVersion: Int) {
        self.name = name
        self.report = report
        self.schemaVersion = schemaVersion
    }
}

/// Why shard reports cannot be merged: one line for stderr (exit 2).
public struct MergeError: ExitCodeCarrying, Equatable, Sendable, CustomStringConvertible {
    /// Shards that do not merge are bad input: 2.
    public var exitCode: BenchExitCode { .badInput }

    /// The line.
    public var description: String
    /// An error saying `description`.
    public init(_ description: String) { self.description = description }
}

extension RunReport {
    /// Joins the shard reports of one sharded run into one report with the id `runId`.
    ///
    /// Refused, naming the reports: a report that is not a shard, mixed schema or wire versions, an
    /// unknown or mixed commit, other run settings, shards of another plan, a shard given twice, a
    /// scenario in two reports, a missing shard or scenario. The merged report holds every scenario of
    /// the selection in catalogue order, each with the machine it ran on; its environment, settings and
    /// resident floor are the first shard's, its start the earliest, its duration the longest shard's.
    public static func merge(_ shards: [ShardReport], runId: String) throws(MergeError) -> RunReport {
        guard let first = shards.first else { throw MergeError("merge needs at least one shard report") }
        let infos = try ShardChecks.infos(shards)
        try ShardChecks.sameRun(shards, infos: infos)
        let byName = try ShardChecks.scenarios(shards, selection: infos[0].selection)
        let ordered = shards.indices.sorted { infos[$0].index < infos[$1].index }
        let lead = shards[ordered[0]].report
        var merged = lead
        merged.schemaVersion = reportSchemaVersion
        merged.runId = runId
        merged.startedAt = shards.map(\.report.startedAt).min() ?? first.report.startedAt
        merged.durationSeconds = shards.map(\.report.durationSeconds).max() ?? 0
        merged.scenarios = infos[0].selection.compactMap { byName[$0] }
        merged.residentFloor?.machine = lead.environment
        merged.shard = nil
        merged.pairing = nil
        merged.merged = MergeInfo(
            shards: ordered.map { index in
                let report = shards[index].report
                return MergedShard(
                    index: infos[index].index, count: infos[index].count, runId: report.runId,
                    machineKey: report.environment.machineKey,
                    hostname: report.environment.hostname, durationSeconds: report.durationSeconds,
                    scenarios: report.scenarios.count
                )
            })
        return merged
    }
}

/// The checks of `RunReport.merge`, each throwing one line.
enum ShardChecks {
    /// Every report's shard info, refusing a report that is not a shard and mixed versions.
    static func infos(_ shards: [ShardReport]) throws(MergeError) -> [ShardInfo] {
        var infos: [ShardInfo] = []
        for shard in shards {
            guard let info = shard.report.shard else {
                throw MergeError("\(shard.name) is not a shard report (it was not run with --shard K/N)")
            }
            infos.append(info)
        }
        let first = shards[0]
        for (shard, info) in zip(shards, infos).dropFirst() {
            if shard.schemaVersion != first.schemaVersion {
                throw MergeError(
                    "\(first.name) has schema_version \(first.schemaVersion) and \(shard.name) \(shard.schemaVersion): merge reports of one version"
                )
            }
            if info.wireVersion != infos[0].wireVersion {
                throw MergeError(
                    "\(first.name) was run with worker wire version \(infos[0].wireVersion) and \(shard.name) with \(info.wireVersion): merge shards of one build"
                )
            }
        }
        return infos
    }

    /// One commit, one plan, the same settings, every shard exactly once.
    static func sameRun(_ shards: [ShardReport], infos: [ShardInfo]) throws(MergeError) {
        let first = shards[0]
        guard let commit = first.report.environment.gitCommit else {
            throw MergeError("\(first.name) has no git commit: shards can only be merged when they name their commit")
        }
        var seen: [Int: String] = [:]
        for (shard, info) in zip(shards, infos) {
            let other = shard.report.environment.gitCommit
            if other != commit {
                throw MergeError(
                    "\(first.name) measured commit \(ShortCommit.of(commit)) and \(shard.name) \(ShortCommit.of(other)): merge the shards of one commit"
                )
            }
            if info.count != infos[0].count || info.plan != infos[0].plan || info.selection != infos[0].selection {
                throw MergeError(
                    "\(first.name) is shard \(infos[0].index)/\(infos[0].count) of another plan than \(shard.name) (\(info.index)/\(info.count); selection or costs differ): merge shards planned together"
                )
            }
            if let difference = settingsDifference(first.report.settings, shard.report.settings) {
                throw MergeError("\(first.name) and \(shard.name) were run with different \(difference)")
            }
            if let earlier = seen[info.index] {
                throw MergeError("\(earlier) and \(shard.name) are both shard \(info.index)/\(info.count)")
            }
            seen[info.index] = shard.name
        }
        let missing = (1...max(1, infos[0].count)).filter { seen[$0] == nil }
        if !missing.isEmpty {
            throw MergeError(
                "shard \(missing.map { "\($0)/\(infos[0].count)" }.joined(separator: ", ")) missing: merge needs every shard's report"
            )
        }
    }

    /// The scenarios by name, refusing one in two reports, one outside the selection, one missing.
    static func scenarios(_ shards: [ShardReport], selection: [String]) throws(MergeError) -> [String: ScenarioReport] {
        var byName: [String: ScenarioReport] = [:], from: [String: String] = [:]
        let selected = Set(selection)
        for shard in shards {
            for scenario in shard.report.scenarios {
                if let earlier = from[scenario.name] {
                    throw MergeError(
                        "scenario '\(scenario.name)' is in both \(earlier) and \(shard.name): a scenario belongs to one shard"
                    )
                }
                guard selected.contains(scenario.name) else {
                    throw MergeError("scenario '\(scenario.name)' of \(shard.name) is not in the shards' selection")
                }
                var placed = scenario
                placed.machine = shard.report.environment
                byName[scenario.name] = placed
                from[scenario.name] = shard.name
            }
        }
        if let missing = selection.first(where: { byName[$0] == nil }) {
            throw MergeError("scenario '\(missing)' of the selection is in no shard report")
        }
        return byName
    }

    /// The first run setting that differs, named; `nil` when they agree.
    static func settingsDifference(_ a: HarnessSettings, _ b: HarnessSettings) -> String? {
        let checks: [(String, Bool)] = [
            ("--filter", a.filter == b.filter), ("--tag", a.tags == b.tags), ("--quick", a.quick == b.quick),
            ("--seed", a.seed == b.seed), ("--repetitions", a.repetitions == b.repetitions),
            ("--iterations", a.iterations == b.iterations), ("--instructions", a.instructions == b.instructions),
            ("--max-samples", a.maxKeptSamples == b.maxKeptSamples), ("--samples", a.keepSamples == b.keepSamples),
        ]
        return checks.first { !$0.1 }.map(\.0)
    }
}
