import BenchReport
import BenchSafety
import PerfModel

/// A command's standard output: written with `write(2)`, its first failure kept. Every command ends
/// here (`finish`): its `CommandResult` printed, and the exit code made final.
public final class CommandOutput {
    private var output: MainOutput

    /// The output on stdout, as `streams` found it.
    init(streams: StandardStreams) { output = MainOutput(streams: streams) }

    /// The output on `writer` (stderr, a log file): a command run inside another one.
    init(streams: StandardStreams, writer: FileDescriptorWriter) {
        output = MainOutput(streams: streams, writer: writer)
    }

    /// Writes `text` and a newline.
    func print(_ text: String) { output.print(text) }

    /// Prints `result` — its warnings (one line each on stderr), then its error (one line) or its text
    /// (nothing when empty; a last newline is not doubled) — and returns the exit code.
    func finish(_ result: CommandResult, mainOutputIsStdout: Bool) -> BenchExitCode {
        for warning in result.warnings { Console.warning(Console.oneLine(warning)) }
        if let error = result.error {
            Console.error(Console.oneLine(error))
        } else if !result.text.isEmpty {
            print(result.text.hasSuffix("\n") ? String(result.text.dropLast()) : result.text)
        }
        return finish(result.exitCode, mainOutputIsStdout: mainOutputIsStdout)
    }

    /// The exit code once the command is done: a lost main output fails a command that succeeded or
    /// found a regression (exit 3, one line on stderr: `compare >&-` must not exit 1 in silence).
    func finish(_ code: BenchExitCode, mainOutputIsStdout: Bool) -> BenchExitCode {
        guard let failure = output.failure, mainOutputIsStdout, code == .success || code == .budgetFailed else {
            return code
        }
        Console.error("the output was lost: \(failure)")
        return .crashed
    }
}
