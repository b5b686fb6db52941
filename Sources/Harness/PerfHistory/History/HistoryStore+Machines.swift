import BenchReport
import Foundation
import PerfModel

extension HistoryStore {
    /// `history add`: the report at `path` as one entry per machine its scenarios ran on (a
    /// report merged from shards of several machines), else as one entry. Adding again is a no-op per
    /// entry, so an add that failed half-way is finished by running it again. One shard's report is
    /// refused: its scenarios are part of a run, and stored alone they would read as a whole run.
    func addByMachine(reportAt path: String) throws -> [HistoryEntry] {
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
