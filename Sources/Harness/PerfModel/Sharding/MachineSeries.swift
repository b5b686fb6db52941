import BenchReport
import Foundation

/// A metric's series never mixes machines: the per-scenario machines of a report merged from
/// shards (`keyboard-bench merge`), as compare, history and the exports see them.
///
/// - compare refuses a scenario that ran on different machines in the two reports (one line naming
///   both), unless machines may differ;
/// - `history add` stores a report of several machines as one entry per machine, so every series in
///   the history is one machine's; the history's reader refuses a full report of several machines;
/// - the exports label each scenario's figures with the machine it ran on (`RunReport.machine(of:)`).
public enum MachineSeries {
    /// Compare's check: throws one line naming both machines when a scenario of both reports ran on
    /// different machines (`allowDifferentMachines` lets it pass).
    public static func checkCompare(baseline: RunReport, current: RunReport, allowDifferentMachines: Bool) throws {
        guard !allowDifferentMachines else { return }
        for scenario in current.scenarios {
            guard let old = baseline.scenario(named: scenario.name) else { continue }
            let before = baseline.machine(of: old), now = current.machine(of: scenario)
            guard before.machineKey != now.machineKey else { continue }
            throw PerfCIError(
                "scenario '\(scenario.name)' ran on different machines: \(before.hostname) (\(before.machineKey)) in the baseline and \(now.hostname) (\(now.machineKey)) in the current report; pass --allow-different-machines to compare anyway"
            )
        }
    }

    /// What a single-report export shows of `run` (read from `path`): with `machine` (a key, a machine
    /// id or a history folder name: `MachineChoice`), only the scenarios that ran on that machine, with it as the run's
    /// environment (refused when none did). Bencher takes
    /// one testbed per upload, so a BMF export of a report of several machines needs `machine` (refused
    /// in one line naming them otherwise).
    public static func exportView(_ run: RunReport, machine: String?, format: ExportFormat, path: String) throws
        -> RunReport
    {
        let machines = run.machines.map(\.machineKey)
        guard let machine else {
            if format == .bmf, machines.count > 1 {
                throw PerfCIError(
                    "\(path) holds scenarios of \(machines.count) machines (\(machines.joined(separator: "; "))): Bencher takes one testbed per upload, export each with --machine"
                )
            }
            return run
        }
        guard let key = try MachineChoice.key(machine, among: machines),
            let part = run.splitByMachine().first(where: { $0.fingerprint == key })
        else {
            throw PerfCIError(
                "no scenario of \(path) ran on machine '\(machine)' (machines: \(machines.joined(separator: "; ")))")
        }
        return part
    }
}

extension HistoryStore {
    /// `history add`: the report at `path` as one entry per machine its scenarios ran on (a
    /// report merged from shards of several machines), else as one entry. Adding again is a no-op per
    /// entry, so an add that failed half-way is finished by running it again. One shard's report is
    /// refused: its scenarios are part of a run, and stored alone they would read as a whole run.
    public func addByMachine(reportAt path: String) throws -> [HistoryEntry] {
        let data = try ReportInput.bytes(at: path)
        let report = HistoryRecord.isEntry(data) ? nil : try? ReportCoding.decode(data)
        if let shard = report?.shard {
            throw PerfCIError(
                "\(path) is shard \(shard.index)/\(shard.count) of a sharded run, not a run: merge the shards first (keyboard-bench merge) and add the merged report"
            )
        }
        guard let report, report.machines.count > 1 else {
            return [try add(data: data, named: path)]
        }
        let parts = try report.splitByMachine().map { try ReportCoding.encodeCompact($0) }
        return try parts.map { try add(data: $0, named: path) }
    }
}

extension ReportInput {
    /// The history's reader: `standard`, refusing a full report whose scenarios ran on several machines
    /// (one copied by hand into a history folder) in one line naming two of them, so no series mixes
    /// machines; `history add` stores such a report as one entry per machine instead.
    public static let history = ReportInput(
        decode: { data in
            if !HistoryRecord.isEntry(data) {
                do { try ReportCoding.decode(data).checkOneMachine() } catch let error as MachineMixError {
                    throw PerfCIError(error.description)
                } catch {}
            }
            return try standard.decode(data)
        },
        compact: { data in
            do { return try standard.compact(data) } catch let error as MachineMixError {
                throw PerfCIError(error.description)
            }
        })
}
