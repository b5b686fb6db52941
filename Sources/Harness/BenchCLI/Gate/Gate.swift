import BenchReport
import BenchRunner
import BenchSafety
import Foundation

/// The merge gate, from a checked request to its verdict: builds what is missing, runs the `pr`
/// scenarios (paired against the base's worker, or alone against a baseline report), publishes the
/// comparison, explains what got slower, and prints the verdict last.
struct Gate: Sendable {
    var request: GateRequest
    var folder: GateFolder { GateFolder(path: request.output) }
    var cache: WorkerCache { WorkerCache(root: request.cache) }

    /// Runs the gate; returns its exit code, the verdict line printed last.
    func run(output: CommandOutput) async -> BenchExitCode {
        let phases = GatePhases()
        let verdict: GateVerdict
        do {
            try FileManager.default.createDirectory(atPath: folder.path, withIntermediateDirectories: true)
        } catch {
            return GateVerdict(code: .crashed, finding: "cannot create \(folder.path)")
                .print(on: output, stdoutIsTerminal: isatty(1) == 1)
        }
        do throws(GateFailure) {
            switch request.mode {
            case .paired(let comparison):
                for note in comparison.notes { GateConsole.line(note) }
                verdict = try await paired(comparison, output: output)
            case .sequential(let baseline):
                verdict = try await sequential(baseline: baseline, output: output)
            }
        } catch {
            verdict = GateVerdict(code: error.code, finding: error.message)
        }
        GatePhases.report(.init(name: "the gate", duration: phases.elapsed))
        return verdict.print(on: output, stdoutIsTerminal: isatty(1) == 1)
    }

    /// The current side's worker: `--worker` among the run arguments, else the one beside this tool
    /// (what `swift build` makes).
    var currentWorker: String? {
        guard let index = request.runArguments.firstIndex(where: { $0 == "--worker" || $0.hasPrefix("--worker=") })
        else { return nil }
        let word = request.runArguments[index]
        if word.hasPrefix("--worker=") { return String(word.dropFirst("--worker=".count)) }
        return request.runArguments.indices.contains(index + 1) ? request.runArguments[index + 1] : nil
    }
}
