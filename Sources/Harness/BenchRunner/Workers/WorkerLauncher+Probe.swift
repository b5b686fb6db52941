import BenchSafety
import Subprocess

extension WorkerLauncher {
    /// Runs the worker with `arguments` and `environment` set over its own, as every worker runs
    /// (`spawn`), for a probe that is not a measuring run: killed with its process group after
    /// `deadlineSeconds`. Returns how it ended, as a tool run's ending, and what it said.
    func probe(_ arguments: [String], deadlineSeconds: Double, environment: [String: String]) async throws -> (
        ending: ToolRun.Ending, transcript: WorkerTranscript
    ) {
        let extra = environment.reduce(into: [Environment.Key: String?]()) {
            $0[Environment.Key(stringLiteral: $1.key)] = $1.value
        }
        let (status, transcript, timedOut) = try await spawn(
            arguments, deadlineSeconds, { _, _, _ in }, environment: extra)
        if timedOut { return (.timedOut(deadlineSeconds), transcript) }
        switch status {
        case .exited(let code): return (.exited(code), transcript)
        case .signaled(let signal): return (.signaled(signal), transcript)
        }
    }
}
