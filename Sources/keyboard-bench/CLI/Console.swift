import BenchReport
import BenchRunner
import Foundation

/// Writing to the terminal: stdout for results, stderr for errors and progress.
enum Console {
    /// Writes `error: <message>` on stderr.
    static func error(_ message: String) {
        writeErr("error: \(message)\n")
    }

    /// Writes `warning: <message>` on stderr.
    static func warning(_ message: String) {
        writeErr("warning: \(message)\n")
    }

    /// Writes raw text on stderr, unbuffered.
    static func writeErr(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// Whether stderr is a terminal.
    static var stderrIsTerminal: Bool { isatty(2) == 1 }
}
