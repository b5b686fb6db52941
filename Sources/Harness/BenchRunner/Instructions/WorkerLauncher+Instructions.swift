import BenchReport
import Foundation
import Subprocess

extension WorkerLauncher {
    /// Instruction mode: runs `scenario` under callgrind, then reads callgrind's file and adds an
    /// `<operation>/instructions` value (instructions per call) for every operation the worker measured.
    func launchCounting(
        scenario: String, settings: WorkerSettings, timeLimitSeconds: Double, _ mode: InstructionMode,
        _ onProgress: @escaping ProgressHandler
    ) async -> WorkerOutcome {
        let clock = ContinuousClock()
        let start = clock.now
        var counting = settings
        counting.instructions = true
        let file = mode.outputFile(for: scenario)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let limit = timeLimitSeconds * InstructionMode.timeLimitFactor
        do {
            let arguments = mode.commandLine(Self.arguments(scenario: scenario, settings: counting), outputFile: file)
            let environment = mode.workerEnvironment.reduce(into: [Environment.Key: String?]()) {
                $0[Environment.Key(stringLiteral: $1.key)] = $1.value
            }
            let (status, transcript, timedOut) = try await spawn(
                arguments, limit, onProgress, program: mode.valgrind, environment: environment)
            var ending =
                timedOut
                ? .failed(.timedOut, "timed out after \(UnitFormat.format(limit * 1e9, .nanoseconds)) under callgrind")
                : WorkerTermination.ending(status: status, transcript: transcript, scenario: scenario)
            if case .completed(let result) = ending {
                ending = Self.withInstructions(result, file: file)
                if case .completed = ending, let profile, profile.collector.kind == .instructions {
                    ending =
                        InstructionCollector.keep(
                            file, of: result, scenario: scenario, worker: mode.original, in: profile) ?? ending
                }
            }
            return WorkerOutcome(ending: ending, durationSeconds: (clock.now - start).seconds)
        } catch {
            return WorkerOutcome(
                ending: .failed(.error, "could not start valgrind \(mode.valgrind): \(error)"),
                durationSeconds: (clock.now - start).seconds)
        }
    }

    /// The operations the worker measured, in slot order (`kb_cg_op_<slot>`).
    static func measuredOperations(_ result: WorkerResult) -> [String] {
        result.channels.filter { $0.id.kind == MetricCatalogue.wallTime.name }.compactMap(\.id.operation)
    }

    /// The result with its operations' instruction counts added, or why there are none.
    static func withInstructions(_ result: WorkerResult, file: String) -> WorkerOutcome.Ending {
        let output: CallgrindOutput
        do {
            guard let text = try? String(contentsOfFile: file, encoding: .utf8) else {
                return .failed(.error, "callgrind wrote no output file (\(file))")
            }
            output = try CallgrindOutput(parsing: text)
        } catch {
            return .failed(.error, "callgrind's output cannot be read: \(error.description)")
        }
        let operations = measuredOperations(result)
        guard !operations.isEmpty else { return .completed(result) }
        guard !output.operations.isEmpty else {
            return .failed(
                .error,
                "callgrind counted no measured call: the worker was built without valgrind/callgrind.h (install valgrind, rebuild)"
            )
        }
        var counted = result
        for (slot, operation) in operations.enumerated() {
            guard let tally = output.operations[slot], tally.calls > 0 else { continue }
            counted.channels.append(.instructions(operation))
            counted.values[.instructions(operation)] = tally.perCall
        }
        return .completed(counted)
    }
}
