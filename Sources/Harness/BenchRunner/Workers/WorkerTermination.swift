import BenchReport
import Subprocess

/// Turns how a worker process terminated, and what it wrote, into a `WorkerOutcome.Ending`.
enum WorkerTermination {
    /// The ending for a worker that was not killed for its time limit; a worker that failed while
    /// TMPDIR is missing, unwritable or full has that said first (`ScratchSpace.explain`).
    static func ending(status: TerminationStatus, transcript: WorkerTranscript, scenario: String)
        -> WorkerOutcome.Ending
    {
        switch unexplained(status: status, transcript: transcript, scenario: scenario) {
        case .failed(let status, let reason): .failed(status, ScratchSpace.explain(reason))
        case let ending: ending
        }
    }

    private static func unexplained(status: TerminationStatus, transcript: WorkerTranscript, scenario: String)
        -> WorkerOutcome.Ending
    {
        switch status {
        case .signaled(let signal):
            return .failed(.crashed, withStderr("killed by signal \(signal) (\(signalName(signal)))", transcript))
        case .exited(0):
            return exitedCleanly(transcript, scenario: scenario)
        case .exited(let code) where code == 2 || code == 3:
            return .failed(.error, transcript.errorMessage ?? withStderr("exited with status \(code)", transcript))
        case .exited(let code):
            return .failed(.crashed, withStderr("exited with status \(code)", transcript))
        }
    }

    /// Exit status 0: the result must be there, whole, and for this scenario.
    static func exitedCleanly(_ transcript: WorkerTranscript, scenario: String) -> WorkerOutcome.Ending {
        if let reason = transcript.streamFailure { return .failed(.crashed, "malformed result: \(reason)") }
        if let message = transcript.errorMessage { return .failed(.error, message) }
        guard let version = transcript.helloVersion, WorkerFrame.readableVersions.contains(version) else {
            return .failed(
                .crashed,
                "malformed result: the worker speaks protocol \(transcript.helloVersion.map(String.init) ?? "none"), this tool \(WorkerFrame.protocolVersion)"
            )
        }
        switch transcript.result() {
        case .failure(let problem):
            return .failed(
                .crashed,
                transcript.facts == nil
                    ? withStderr("exited without a result", transcript) : "malformed result: \(problem.reason)")
        case .success(let result):
            guard result.facts.scenario == scenario else {
                return .failed(.crashed, "malformed result: it is for scenario '\(result.facts.scenario)'")
            }
            return .completed(result)
        }
    }

    /// The reason with the last stderr line appended, kept to one line.
    static func withStderr(_ reason: String, _ transcript: WorkerTranscript) -> String {
        guard
            let last = transcript.stderrTail.first(where: { WorkerStreams.runtimeFailure($0) != nil })
                ?? transcript.stderrTail.last
        else { return reason }
        let clipped = last.count > 200 ? String(last.prefix(200)) + "…" : last
        return "\(reason): \(clipped)\(StderrTail.note(totalBytes: transcript.stderrBytes))"
    }

    /// The conventional name of a Linux signal number (`SIGILL`), or `signal N`.
    static func signalName(_ signal: Int32) -> String {
        let names: [Int32: String] = [
            1: "SIGHUP", 2: "SIGINT", 3: "SIGQUIT", 4: "SIGILL", 5: "SIGTRAP", 6: "SIGABRT",
            7: "SIGBUS", 8: "SIGFPE", 9: "SIGKILL", 10: "SIGUSR1", 11: "SIGSEGV", 12: "SIGUSR2",
            13: "SIGPIPE", 14: "SIGALRM", 15: "SIGTERM", 24: "SIGXCPU", 25: "SIGXFSZ", 31: "SIGSYS",
        ]
        return names[signal] ?? "signal \(signal)"
    }
}
