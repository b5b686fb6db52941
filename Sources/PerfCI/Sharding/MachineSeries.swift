import BenchReport
import Foundation

/// A metric's series never mixes machines (issue 16): the per-scenario machines of a report merged from
/// shards (`keyboard-bench merge`), as compare, history and the exports see them.
///
/// - compare refuses a scenario that ran on different machines in the two reports (one line naming
///   both), unless machines may differ;
/// - `history add` stores a report of several machines as one entry per machine, so every series in
///   the history is one machine's; a history entry is never made of a report of several machines;
/// - the exports label each scenario's figures with the machine it ran on.
public enum MachineSeries {
    /// The machine of each scenario of the report or history entry in `data`, and the run's machine.
    static func machines(in data: Data) throws -> (run: EnvironmentFingerprint, scenarios: [String: EnvironmentFingerprint]) {
        if HistoryRecord.isEntry(data) {
            let record = try HistoryRecord.decode(data)
            return (record.environment, Dictionary(record.scenarios.map { ($0.name, record.environment) }, uniquingKeysWith: { a, _ in a }))
        }
        let report = try ReportCoding.decode(data)
        return (report.environment, Dictionary(report.scenarios.map { ($0.name, report.machine(of: $0)) }, uniquingKeysWith: { a, _ in a }))
    }

    /// Compare's check: throws one line naming both machines when a scenario of both reports ran on
    /// different machines (`allowDifferentMachines` lets it pass). Unreadable files are left to the
    /// comparison's own reading, which names them.
    public static func checkCompare(baseline: String, current: String, allowDifferentMachines: Bool) throws {
        guard !allowDifferentMachines,
              let old = try? machines(in: try ReportInput.bytes(at: baseline)),
              let new = try? machines(in: try ReportInput.bytes(at: current)) else { return }
        for name in new.scenarios.keys.sorted() {
            guard let before = old.scenarios[name], let now = new.scenarios[name], before.machineKey != now.machineKey else { continue }
            throw PerfCIError(
                "scenario '\(name)' ran on different machines: \(before.hostname) (\(before.machineKey)) in the baseline and \(now.hostname) (\(now.machineKey)) in the current report; pass --allow-different-machines to compare anyway"
            )
        }
    }

    /// The fingerprint (`PerfMachine.fingerprint`, the machine key) of each scenario of the report at
    /// `path`, for the exports' machine labels; empty for a history entry (one machine, the run's).
    public static func fingerprints(reportAt path: String) -> [String: String] {
        guard let found = try? machines(in: try ReportInput.bytes(at: path)) else { return [:] }
        return found.scenarios.mapValues(\.machineKey)
    }
}

extension HistoryStore {
    /// `history add` (issue 16): the report at `path` as one entry per machine its scenarios ran on (a
    /// report merged from shards of several machines), else as one entry. Adding again is a no-op per
    /// entry, so an add that failed half-way is finished by running it again.
    public func addByMachine(reportAt path: String) throws -> [HistoryEntry] {
        let data = try ReportInput.bytes(at: path)
        guard !HistoryRecord.isEntry(data), let report = try? ReportCoding.decode(data), report.machines.count > 1 else {
            return [try add(data: data, named: path)]
        }
        let parts = try report.splitByMachine().map { try ReportCoding.encodeCompact($0) }
        return try parts.map { try add(data: $0, named: path) }
    }
}

extension MachineSeries {
    /// What a single-report export shows of `run` (read from `path`): with `machine`, only the scenarios
    /// that ran on that machine (refused when none did); and each scenario's machine fingerprint for the
    /// labels. Bencher takes one testbed per upload, so a BMF export of a report of several machines
    /// needs `machine` (refused in one line naming them otherwise).
    public static func exportView(
        _ run: PerfRun, reportAt path: String, machine: String?, format: ExportFormat
    ) throws -> (run: PerfRun, machines: [String: String]) {
        let machines = fingerprints(reportAt: path)
        let distinct = Set(machines.values).union(machines.isEmpty ? [run.machine.fingerprint] : []).sorted()
        guard let machine else {
            if format == .bmf, distinct.count > 1 {
                throw PerfCIError("\(path) holds scenarios of \(distinct.count) machines (\(distinct.joined(separator: "; "))): Bencher takes one testbed per upload, export each with --machine")
            }
            return (run, machines)
        }
        var view = run
        view.scenarios = run.scenarios.filter { (machines[$0.name] ?? run.machine.fingerprint) == machine }
        guard !view.scenarios.isEmpty else {
            throw PerfCIError("no scenario of \(path) ran on machine '\(machine)' (machines: \(distinct.joined(separator: "; ")))")
        }
        view.machine.fingerprint = machine
        return (view, machines)
    }
}

extension ReportInput {
    /// The history's reader: `standard`, refusing a full report whose scenarios ran on several machines
    /// (one copied by hand into a history folder) in one line naming two of them, so no series mixes
    /// machines; `history add` stores such a report as one entry per machine instead.
    public static let history = ReportInput(decode: { data in
        if !HistoryRecord.isEntry(data) {
            do { try ReportCoding.decode(data).checkOneMachine() } catch let error as MachineMixError { throw PerfCIError(error.description) } catch {}
        }
        return try standard.decode(data)
    }, compact: { data in
        do { return try standard.compact(data) } catch let error as MachineMixError { throw PerfCIError(error.description) }
    })
}
