import BenchProfile
import Foundation

/// `run --instructions --profile instructions`: instruction mode already runs each worker under
/// callgrind, collecting only inside the measured calls; with this profile, callgrind's file is kept
/// (with the operations' slot order) instead of deleted, and read into folded stacks of instructions,
/// one root per measured operation (`kb_cg_op_<slot>` shown as the operation's name).
public struct InstructionCollector: ProfileCollector {
    /// The collector (instruction mode must be on: `InstructionMode` runs the workers).
    public init() {}

    public var kind: ProfileKind { .instructions }
    public var timeLimitFactor: Double { 1 }

    /// Instruction mode starts its workers itself: nothing to wrap.
    public func wrap(_ invocation: WorkerInvocation, directory: String) throws(ProfileError) -> WorkerInvocation {
        invocation
    }

    /// The names of the files a worker's folder holds.
    static let callgrindFile = "callgrind.out", operationsFile = "operations", workerFile = "worker"

    /// Keeps a completed worker's callgrind file, its operations (slot order) and the path of the worker
    /// with debug information (`worker`, when known) in a folder of the session; `nil` when kept, else
    /// the failure that ends the worker's outcome.
    static func keep(
        _ file: String, of result: WorkerResult, scenario: String, worker: String?, in profile: ProfileSession
    ) -> WorkerOutcome.Ending? {
        do {
            let directory = try profile.workerDirectory(scenario: scenario)
            try FileManager.default.moveItem(atPath: file, toPath: directory + "/" + callgrindFile)
            let operations = WorkerLauncher.measuredOperations(result).joined(separator: "\n")
            try Data(operations.utf8).write(to: URL(fileURLWithPath: directory + "/" + operationsFile))
            if let worker { try Data(worker.utf8).write(to: URL(fileURLWithPath: directory + "/" + workerFile)) }
            return nil
        } catch {
            return .failed(.error, "--profile instructions: could not keep callgrind's output: \(error)")
        }
    }

    public func artifacts(scenario: String, directories: [String]) throws(ProfileError) -> [ProfileArtifact] {
        var stacks = FoldedStacks(unit: .instructions)
        var calls: UInt64 = 0
        var positions: [String: String] = [:]
        for directory in directories {
            let (graph, operations) = try Self.read(directory)
            let roots = operations.enumerated().map { (function: "kb_cg_op_\($0.offset)", frame: $0.element) }
            for (stack, weight) in graph.folded(roots: roots).weights { stacks.add(stack, weight: weight) }
            calls += roots.reduce(0) { $0 + (graph.arcs["kb_cg_measure"]?[$1.function]?.calls ?? 0) }
            let worker = try? String(contentsOfFile: directory + "/" + Self.workerFile, encoding: .utf8)
            positions.merge(Self.positions(graph, worker: worker)) { kept, _ in kept }
        }
        let note = "callgrind Ir of \(calls) measured calls; stacks rebuilt from callgrind's call arcs"
        return ProfileReport.artifacts(
            stacks, kind: .instructions, scenario: scenario, note: note, positions: positions)
    }

    /// The file and line where each project function of `graph` spends the most (its heaviest
    /// instruction address, named by `llvm-symbolizer` in `worker`, the copy's original with debug
    /// information), by mangled name. A position is kept only when the symboliser places the address in
    /// that very function, in a Swift file at a known line (not `<compiler-generated>`); none without
    /// the worker or the tool.
    static func positions(_ graph: CallgrindGraph, worker: String?) -> [String: String] {
        guard let worker, let symbolizer = try? CodeSymbolizer.locate() else { return [:] }
        let sites = graph.sites.keys.filter(ProjectCode.isProject(symbol:)).compactMap { function in
            graph.heaviestSite(of: function).map { (function: function, address: $0) }
        }
        guard !sites.isEmpty, let frames = try? symbolizer.frames(in: worker, at: sites.map(\.address)) else {
            return [:]
        }
        var positions: [String: String] = [:]
        for site in sites {
            guard let outermost = frames[site.address]?.last, outermost.function == site.function,
                (outermost.line ?? 0) > 0, outermost.file?.hasSuffix(".swift") ?? false,
                let position = outermost.position
            else { continue }
            positions[site.function] = position
        }
        return positions
    }

    /// One worker's call graph and operations.
    static func read(_ directory: String) throws(ProfileError) -> (CallgrindGraph, [String]) {
        guard let text = try? String(contentsOfFile: directory + "/" + callgrindFile, encoding: .utf8),
            let operations = try? String(contentsOfFile: directory + "/" + operationsFile, encoding: .utf8)
        else { throw ProfileError("--profile instructions: callgrind's kept output is missing in \(directory)") }
        do {
            return (try CallgrindGraph(parsing: text), operations.split(separator: "\n").map(String.init))
        } catch {
            throw ProfileError("--profile instructions: callgrind's output cannot be read: \(error.description)")
        }
    }
}
