import BenchReport
/// What `keyboard-bench history add|list|prune|changes` do, without the argument parsing.
public enum HistoryCommandCore {
    /// A command's text output and exit code (0 or 2; `changes` exits 0 even when it finds regressions).
    public struct Output: Sendable, Equatable {
        /// What to print on stdout.
        public var text: String
        /// 0 or 2.
        public var exitCode: Int32
        /// The one-line error on bad input.
        public var error: String?
        /// Lines for stderr that do not stop the command (a history file that does not read).
        public var warnings: [String] = []
    }

    /// Adds the report at `report` to the history at `history`.
    public static func add(report: String, history: String = HistoryStore.defaultRoot) -> Output {
        perform { _ in try HistoryStore(root: history).addByMachine(reportAt: report).map { "added \($0.path)\n" }.joined() }
    }

    /// Lists the runs, oldest first, one line each (or JSON).
    public static func list(history: String = HistoryStore.defaultRoot, json: Bool = false) -> Output {
        perform { warnings in
            let read = try HistoryStore(root: history).nonEmptyReadableRuns()
            warnings = read.unreadable
            let entries = read.runs.map(\.entry)
            if json { return try JSONOutput.string(entries) }
            return entries.map { "\($0.startedAt)  \(($0.commit ?? "unknown").prefix(12))  \($0.runId)  v\($0.schemaVersion)  \($0.path)" }
                .joined(separator: "\n") + "\n"
        }
    }

    /// Keeps the newest `keepLast` runs per machine.
    public static func prune(history: String = HistoryStore.defaultRoot, keepLast: Int, fingerprint: String? = nil) -> Output {
        perform { warnings in
            let store = HistoryStore(root: history)
            let read = try store.nonEmptyReadableRuns()
            warnings = read.unreadable
            let removed = try store.prune(keepLast: keepLast, fingerprint: fingerprint, among: read.runs)
            return removed.map { "removed \($0.path)\n" }.joined() + "pruned \(removed.count) run(s)\n"
        }
    }

    /// Rewrites the history's full reports as compact entries.
    public static func compact(history: String = HistoryStore.defaultRoot) -> Output {
        perform { warnings in
            let done = try HistoryStore(root: history).compact()
            warnings = done.unreadable
            return done.rewritten.map { "compacted \($0)\n" }.joined()
                + "compacted \(done.rewritten.count) report(s): \(done.bytesBefore) → \(done.bytesAfter) bytes\n"
        }
    }

    /// Lists the change points of every series larger than the noise floor (or JSON).
    public static func changes(
        history: String = HistoryStore.defaultRoot, detector: EDivisive = EDivisive(),
        noiseFloor: NoiseFloor = NoiseFloor(), json: Bool = false
    ) -> Output {
        perform { warnings in
            let finder = ChangePointFinder(detector: detector, noiseFloor: noiseFloor)
            let read = try HistoryStore(root: history).digest()
            warnings = read.unreadable
            let points = finder.changePoints(in: read.digest.series)
            if json { return try JSONOutput.string(points) }
            if points.isEmpty { return "no change points\n" }
            return points.map { "\($0.kind) \($0.scenario) \($0.metric): \($0.summary) [run \($0.runId), machine \($0.fingerprint)]" }
                .joined(separator: "\n") + "\n"
        }
    }

    private static func perform(_ body: (inout [String]) throws -> String) -> Output {
        var warnings: [String] = []
        do {
            let text = try body(&warnings)
            return Output(text: text, exitCode: BenchExitCode.success.rawValue, error: nil, warnings: warnings)
        } catch {
            return Output(text: "", exitCode: BenchExitCode.code(for: error).rawValue, error: "\(error)", warnings: warnings)
        }
    }
}
