import BenchReport
import BenchSafety
import Foundation
import PerfCompare
import PerfModel

extension Gate {
    /// Writes `text` to `path` atomically; a failure stops the gate (exit 3).
    func write(_ text: String, to path: String) throws(GateFailure) {
        do { try AtomicFileWriter.write(Array(text.utf8), to: path) } catch {
            throw GateFailure(.crashed, "cannot write \(path)")
        }
    }

    /// The comparison's Markdown (or a part appended to it): into `compare.md`, on stdout, and at the
    /// end of `$GITHUB_STEP_SUMMARY` when set.
    func publish(_ markdown: String, output: CommandOutput, appending: Bool = false) throws(GateFailure) {
        let before = appending ? (Self.read(folder.compareMarkdown) ?? "") : ""
        try write(before + markdown, to: folder.compareMarkdown)
        output.print(markdown.hasSuffix("\n") ? String(markdown.dropLast()) : markdown)
        guard let summary = ProcessInfo.processInfo.environment["GITHUB_STEP_SUMMARY"], !summary.isEmpty else { return }
        guard let handle = FileHandle(forWritingAtPath: summary) ?? Self.created(summary) else {
            throw GateFailure(.crashed, "cannot append to $GITHUB_STEP_SUMMARY (\(summary))")
        }
        defer { try? handle.close() }
        do {
            try handle.seekToEnd()
            try handle.write(contentsOf: Data(markdown.utf8))
        } catch {
            throw GateFailure(.crashed, "cannot append to $GITHUB_STEP_SUMMARY (\(summary))")
        }
    }

    private static func created(_ path: String) -> FileHandle? {
        FileManager.default.createFile(atPath: path, contents: nil) ? FileHandle(forWritingAtPath: path) : nil
    }

    /// What the comparison and the run found, for the verdict:
    /// `compare: 1 worse · 24 unchanged; budgets: 25 passed in 73.1 s`.
    static func findings(comparisonJSON: String?, report: RunReport?) -> String {
        let comparison = comparisonJSON.flatMap { try? JSONOutput.decode(Comparison.self, from: Data($0.utf8)) }
        let counts = comparison.map { comparison in
            Verdict.allCases.map { ($0, comparison.rows($0).count) }.filter { $0.1 > 0 }
                .map { "\($0.1) \($0.0.label)" }.joined(separator: " · ")
        }
        return
            "compare: \(counts.map { $0.isEmpty ? "no rows" : $0 } ?? "no comparison"); budgets: \(report.map(ConsoleSummary.totals) ?? "no summary")"
    }
}
