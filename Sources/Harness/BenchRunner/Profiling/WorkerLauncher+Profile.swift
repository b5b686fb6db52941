import BenchReport
import Foundation
import Subprocess

extension WorkerLauncher {
    /// A profiled worker: started as the collector wraps it, collecting into a folder of its own, which
    /// is dropped unless the worker completes (a crashed worker leaves no half profile).
    func launchProfiled(
        scenario: String, settings: WorkerSettings, timeLimitSeconds: Double, _ profile: ProfileSession,
        _ onProgress: @escaping ProgressHandler
    ) async -> WorkerOutcome {
        let clock = ContinuousClock()
        let start = clock.now
        let limit = timeLimitSeconds * profile.collector.timeLimitFactor
        let directory: String
        let invocation: WorkerInvocation
        do {
            directory = try profile.workerDirectory(scenario: scenario)
            invocation = try profile.collector.wrap(
                WorkerInvocation(
                    program: executable, arguments: Self.arguments(scenario: scenario, settings: settings)),
                directory: directory)
        } catch {
            return WorkerOutcome(ending: .failed(.error, error.description), durationSeconds: 0)
        }
        do {
            let environment = invocation.environment.reduce(into: [Environment.Key: String?]()) {
                $0[Environment.Key(stringLiteral: $1.key)] = $1.value
            }
            let (status, transcript, timedOut) = try await spawn(
                invocation.arguments, limit, onProgress, program: invocation.program, environment: environment)
            let ending: WorkerOutcome.Ending =
                timedOut
                ? .failed(.timedOut, "timed out after \(UnitFormat.format(limit * 1e9, .nanoseconds)) while profiled")
                : WorkerTermination.ending(status: status, transcript: transcript, scenario: scenario)
            if case .completed = ending {} else { profile.discard(directory) }
            return WorkerOutcome(
                ending: ending, durationSeconds: (clock.now - start).seconds,
                peakResidentBytes: transcript.peakResidentBytes.map(Double.init))
        } catch {
            profile.discard(directory)
            return WorkerOutcome(
                ending: .failed(.error, "could not start \(invocation.program): \(error)"),
                durationSeconds: (clock.now - start).seconds)
        }
    }
}
