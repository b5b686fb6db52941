import BenchReport
import PerfModel

extension HistoryStore {
    /// Every stored run (dot-files and non-JSON files ignored), oldest first; throws on a file that
    /// does not decode, naming it. The commands read with `readableRuns()` instead.
    public func runs() throws -> [HistoryRun] {
        let read = try readableRuns()
        if let first = read.unreadable.first { throw PerfCIError(first) }
        return read.runs
    }

    /// Every stored run that reads, oldest first, and one line for each file that does not (one corrupt
    /// file must not hide the whole history; the commands warn and go on).
    func readableRuns() throws -> HistoryRead {
        try ensureRoot(create: false)
        var read = HistoryRead()
        for relative in try reportPaths() {
            do {
                read.runs.append(try run(at: relative))
            } catch {
                read.unreadable.append("skipped \(error)")
            }
        }
        read.runs.sort { ($0.entry.startedAt, $0.entry.runId) < ($1.entry.startedAt, $1.entry.runId) }
        return read
    }

    /// Every stored run, refusing an empty history.
    func nonEmptyRuns() throws -> [HistoryRun] {
        let runs = try runs()
        guard !runs.isEmpty else {
            throw PerfCIError("history \(root) is empty: add a report with `keyboard-bench history add`")
        }
        return runs
    }

    /// The runs that read, refusing a history where none does; unreadable files are named in `unreadable`.
    public func nonEmptyReadableRuns() throws -> HistoryRead {
        let read = try readableRuns()
        guard !read.runs.isEmpty else {
            if let first = read.unreadable.first { throw PerfCIError("history \(root) has no readable run (\(first))") }
            throw PerfCIError("history \(root) is empty: add a report with `keyboard-bench history add`")
        }
        return read
    }

    /// The stored run at `relative` (a path under the root), read and checked.
    func run(at relative: String) throws -> HistoryRun {
        let record = try input.record(at: "\(root)/\(relative)")
        var entry = Self.entry(for: record)
        entry.path = relative
        return HistoryRun(entry: entry, record: record)
    }
}

/// The runs of a history that read, and a warning line for each file that does not.
public struct HistoryRead: Sendable {
    /// The runs, oldest first.
    public var runs: [HistoryRun] = []
    /// `skipped <path>: <why>`, one per unreadable file.
    public var unreadable: [String] = []
}
