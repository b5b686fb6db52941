import BenchReport
import BenchSafety

extension Gate {
    /// Runs `run` in this process with `arguments` (its output on stderr: progress for the gate); says
    /// how long it took as `phase`. A run that refuses its
    /// input or cannot prepare its tools stops the gate with that run's own code.
    func runInProcess(
        _ arguments: [String], phase: String
    ) async throws(GateFailure) -> BenchExitCode {
        let plan: RunPlan
        do {
            plan = try await RunCommand.parse(arguments).prepare()
        } catch {
            throw GateFailure(running: error, "the run refused to start")
        }
        defer { plan.cleanUp() }
        let started = ContinuousClock.now
        let code = await plan.execute(output: GateConsole.progressOutput())
        GatePhases.report(.init(name: phase, duration: ContinuousClock.now - started))
        return code
    }
}
