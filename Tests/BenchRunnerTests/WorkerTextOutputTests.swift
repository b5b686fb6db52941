import TestSupport
import Testing

/// What the worker writes where a person reads: its help, and its one line when stdout is gone — text,
/// never a binary frame.
@Suite("the worker's text output")
struct WorkerTextOutputTests {
    static let worker = TestProducts.path("keyboard-bench-worker")

    /// Whether `text` is plain text: no NUL, no byte that is not UTF-8, no control character but newline and tab.
    static func isPlainText(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy {
            $0 == "\n" || $0 == "\t" || ($0.value >= 0x20 && $0 != "\u{FFFD}" && $0.value != 0x7F)
        }
    }

    @Test("with stdout closed the worker exits 3 with one line on stderr, and writes no frame there")
    func closedStdout() throws {
        let run = try TestProcess.run(
            Self.worker, ["run", "cached-switch", "--seed", "1", "--quick"],
            options: TestProcessOptions(stdout: .closed, timeout: 120))
        #expect(run.exitCode == 3, "\(run)")
        #expect(Self.isPlainText(run.stderr), "binary bytes on stderr: \(run.stderr.utf8.count) bytes")
        #expect(
            run.stderrLines.count == 1 && run.stderr.contains("the frame stream (stdout) could not be written"),
            "\(run.stderr.prefix(300))")
    }

    @Test("--help (and -h, help) prints the usage as text on stdout and exits 0, even into a pipe")
    func help() throws {
        for flag in ["--help", "-h", "help"] {
            let run = try TestProcess.run(Self.worker, [flag])
            #expect(run.exitCode == 0, "\(flag): \(run)")
            #expect(Self.isPlainText(run.stdout), "\(flag): a binary frame on stdout")
            #expect(
                run.stdout.hasPrefix("keyboard-bench-worker: ")
                    && run.stdout.contains("usage: keyboard-bench-worker describe"), "\(flag): \(run.stdout)")
            #expect(run.stderr.isEmpty, "\(flag): \(run.stderr)")
        }
    }
}
