import BenchReport
import BenchRunner
import BenchSafety
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

    /// Writes raw text on stderr with `write(2)`, unbuffered. A failed write (a closed or full stderr)
    /// is ignored: progress and messages must never stop a run.
    static func writeErr(_ text: String) {
        FileDescriptorWriter.standardError.writeIgnoringFailure(text)
    }

    /// `text` on one line: its line breaks become spaces (every message on stderr is one line).
    static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }

    /// Whether stderr is a terminal.
    static var stderrIsTerminal: Bool { isatty(2) == 1 }

    /// The terminal's width in columns (stderr's window size, else `$COLUMNS`, else 80).
    static var terminalWidth: Int {
        var size = winsize()
        if ioctl(2, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        if let columns = ProcessInfo.processInfo.environment["COLUMNS"].flatMap(Int.init), columns > 0 {
            return columns
        }
        return 80
    }
}
