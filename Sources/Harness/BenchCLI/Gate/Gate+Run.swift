import BenchReport
import BenchSafety

extension Gate {
    /// Runs `run` in this process with `arguments` (its output on stderr: progress for the gate); says
    /// how long it took as `phase`. A run that refuses its
    /// input or cannot prepare its tools stops the gate with that run's own code.
    func runInProcess(
        _ arguments: [String], phase: String
    ) async throws(GateFailure) -> BenchExitCode {
        let started = ContinuousClock.now
        let code = try await Self.runInProcess(arguments)
        GatePhases.report(.init(name: phase, duration: ContinuousClock.now - started))
        return code
    }

    /// Runs `run` in this process with `arguments`, its output on stderr; returns its exit code. A run
    /// that refuses its input or cannot prepare its tools throws with that run's own code.
    static func runInProcess(_ arguments: [String]) async throws(GateFailure) -> BenchExitCode {
        let plan: RunPlan
        do {
            plan = try await RunCommand.parse(arguments).prepare()
        } catch {
            throw GateFailure(running: error, "the run refused to start")
        }
        defer { plan.cleanUp() }
        return await plan.execute(output: GateConsole.progressOutput())
    }
}
