import Foundation

/// Reads report JSON of schema versions 1 and 2 by their documented keys, until BenchReport's decoder
/// is wired in through `ReportInput`. Tolerant of keys PerfCI does not use.
enum InterimReportReader {
    static let readableVersions = 1...2

    static func decode(_ data: Data) throws -> PerfRun {
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw PerfCIError("malformed report: not a JSON object")
        }
        guard let version = root["schema_version"] as? Int else { throw PerfCIError("malformed report: no schema_version") }
        guard readableVersions.contains(version) else {
            throw PerfCIError("report has schema_version \(version); this tool reads versions \(readableVersions.lowerBound)–\(readableVersions.upperBound)")
        }
        let environment = root["environment"] as? [String: Any] ?? [:]
        let settings = root["settings"] as? [String: Any] ?? [:]
        guard let runId = root["run_id"] as? String, let startedAt = root["started_at"] as? String,
              let scenarios = root["scenarios"] as? [[String: Any]] else {
            throw PerfCIError("malformed report: run_id, started_at or scenarios missing")
        }
        return PerfRun(
            schemaVersion: version, runId: runId, startedAt: startedAt, machine: machine(environment, version: version),
            commit: environment["git_commit"] as? String, dirty: environment["git_dirty"] as? Bool,
            repetitions: settings["repetitions"] as? Int ?? 1,
            scenarios: try scenarios.map { try scenario($0, version: version) }
        )
    }

    static func machine(_ environment: [String: Any], version: Int) -> PerfMachine {
        let cpu = environment["cpu_model"] as? String ?? "unknown"
        let cores = environment["cores"] as? Int ?? 0
        let build = environment["build_configuration"] as? String ?? "unknown"
        let machineId = environment["machine_id"] as? String ?? "unknown"
        // BenchReport's `machineKey` when the report carries no fingerprint of its own.
        let key = [machineId, cpu, String(cores), environment["os"] as? String ?? "unknown",
                   environment["swift_version"] as? String ?? "unknown", build].joined(separator: "|")
        let fingerprint = environment["fingerprint"] as? String ?? key
        return PerfMachine(
            fingerprint: fingerprint, hostname: environment["hostname"] as? String ?? "unknown",
            cpuModel: cpu, cores: cores, buildConfiguration: build
        )
    }

    static func scenario(_ object: [String: Any], version: Int) throws -> PerfScenario {
        guard let name = object["name"] as? String else { throw PerfCIError("malformed report: a scenario has no name") }
        let metrics = (object["metrics"] as? [[String: Any]] ?? []).compactMap { metric($0, version: version) }
        let budgets = (object["budgets"] as? [[String: Any]] ?? []).compactMap(budget)
        return PerfScenario(
            name: name, kind: object["kind"] as? String ?? "scenario", tags: object["tags"] as? [String] ?? [],
            status: object["status"] as? String ?? "error", failure: object["failure"] as? String,
            metrics: metrics, budgets: budgets
        )
    }

    static func metric(_ object: [String: Any], version: Int) -> PerfMetric? {
        guard let name = (object["name"] ?? object["id"]) as? String else { return nil }
        let summary = (object["summary"] as? [String: Any] ?? [:]).compactMapValues(number)
        var statistics = summary
        if let value = object["value"].flatMap(number) { statistics["value"] = value }
        let headline = statistics["value"] ?? statistics["p50"]
        let repetitions = (object["repetitions"] as? [Any])?.compactMap(number) ?? headline.map { [$0] } ?? []
        guard !repetitions.isEmpty else { return nil }
        let kind = name.split(separator: "/").last.map(String.init) ?? name
        return PerfMetric(
            name: name, unit: object["unit"] as? String ?? "count",
            polarity: (object["polarity"] as? String).flatMap(MetricPolarity.init(rawValue:)) ?? .smallerIsBetter,
            deterministic: object["deterministic"] as? Bool ?? v1Deterministic.contains(kind),
            repetitions: repetitions, statistics: statistics
        )
    }

    /// Version-1 metric kinds that are exact counts (v1 carries no `deterministic` flag).
    static let v1Deterministic: Set<String> = ["allocations", "allocated_bytes", "heap_growth", "leaked_objects"]

    static func budget(_ object: [String: Any]) -> PerfBudget? {
        guard let spec = object["budget"] as? [String: Any], let metric = spec["metric"] as? String,
              let limit = spec["limit"].flatMap(number) else { return nil }
        return PerfBudget(
            metric: metric, statistic: spec["statistic"] as? String ?? "p50",
            comparison: spec["comparison"] as? String ?? "below", limit: limit,
            passed: object["passed"] as? Bool ?? false
        )
    }

    static func number(_ value: Any) -> Double? {
        if let bool = value as? Bool, type(of: value) == Bool.self { return bool ? 1 : 0 }
        if let number = value as? NSNumber { return number.doubleValue }
        if let text = value as? String { return ["nan": .nan, "inf": .infinity, "-inf": -.infinity][text] }
        return nil
    }
}
