import BenchSafety
import Foundation

/// The gate's own lines on stderr, each prefixed `pr-check:` (the name scripts and CI logs know it by).
enum GateConsole {
    /// The prefix of every line the gate writes itself.
    static let prefix = "pr-check:"

    /// Writes `pr-check: <text>` on stderr.
    static func line(_ text: String) {
        Console.writeErr("\(prefix) \(Console.oneLine(text))\n")
    }

    /// A command output on stderr, for the `run` a gate starts in process: its summary and
    /// paths are progress for the gate, whose stdout carries the comparison and the verdict.
    static func progressOutput() -> CommandOutput {
        CommandOutput(streams: StandardStreams(closedAtStart: []), writer: .standardError)
    }
}
