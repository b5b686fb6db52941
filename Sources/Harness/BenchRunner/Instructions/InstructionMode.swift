import BenchReport
import BenchSafety
import Foundation

/// `run --instructions`: how workers run under valgrind's callgrind, and how their counts come back.
///
/// Each worker runs as `valgrind --tool=callgrind --collect-atstart=no --dump-instr=yes
/// --callgrind-out-file=FILE WORKER run … --measure --instructions` with `SWIFT_DETERMINISTIC_HASHING=1` (Swift seeds its hashing
/// per process; fixed, the same code makes the same calls). Valgrind 3.19 cannot read the DWARF 5
/// debug information of the statically linked Swift runtime ("Possibly corrupted debuginfo file"), so
/// workers run from a copy without debug sections (`strip --strip-debug`; the symbol table, which
/// names the trampolines, stays); `--dump-instr=yes` gives each cost its instruction's address, which a
/// profile names with file and line from the original worker's debug information (`llvm-symbolizer`).
public struct InstructionMode: Sendable {
    /// `valgrind` on PATH.
    public let valgrind: String
    /// The worker copy valgrind runs.
    public let worker: String
    /// The worker it was copied from, with its debug information: profiles read file and line there.
    public var original: String?
    /// Where callgrind writes its files (removed after each worker).
    public let scratch: String
    /// The variables the counting workers get (`environment`, and where the backend stub is).
    var workerEnvironment: [String: String] = Self.environment

    /// Time limits are multiplied by this under valgrind (callgrind runs code ~50× slower).
    public static let timeLimitFactor = 20.0

    /// Finds valgrind and strip, and prepares a debug-stripped copy of `worker`; one line when it cannot.
    public static func prepare(worker: String) throws(InstructionModeError) -> InstructionMode {
        guard let valgrind = Self.onPath("valgrind") else {
            throw InstructionModeError(
                "--instructions needs valgrind, which is not installed (scripts/ensure-deps.sh --valgrind installs it)")
        }
        guard let strip = Self.onPath("strip") else {
            throw InstructionModeError(
                "--instructions needs 'strip' (binutils), which is not installed (scripts/ensure-deps.sh --valgrind installs it)"
            )
        }
        let scratch: String
        do { scratch = try ScratchFolder.make("callgrind") } catch {
            throw InstructionModeError("--instructions: \(error)")
        }
        let copy = scratch + "/" + URL(fileURLWithPath: worker).lastPathComponent
        let ending = Self.runQuietly(strip, ["--strip-debug", "-o", copy, worker])
        guard ending.succeeded else {
            ScratchFolder.remove(scratch)
            throw InstructionModeError(
                "--instructions: strip could not copy the worker \(worker) (\(ToolRun.describe(ending, name: strip)))")
        }
        var mode = InstructionMode(valgrind: valgrind, worker: copy, original: worker, scratch: scratch)
        if let stub = backendStub(beside: worker) { mode.workerEnvironment[backendVariable] = stub }
        return mode
    }

    /// The variable the snippet scenarios' stub launcher reads for the stub's path.
    static let backendVariable = "KEYBOARD_BENCH_ANALYSIS_BACKEND"

    /// The backend stub beside the original worker, as an absolute path: the copy runs from the scratch
    /// folder, where the launcher would look for it in vain. `nil` when the variable is already set (it
    /// reaches the worker as it is) or there is no stub there.
    static func backendStub(beside worker: String) -> String? {
        guard ProcessInfo.processInfo.environment[backendVariable] == nil else { return nil }
        let stub = URL(fileURLWithPath: worker).deletingLastPathComponent().appendingPathComponent("analysis-backend")
            .standardizedFileURL.path
        return FileManager.default.isExecutableFile(atPath: stub) ? stub : nil
    }

    /// The command line that runs `arguments` of the worker under callgrind, writing `outputFile`.
    public func commandLine(_ arguments: [String], outputFile: String) -> [String] {
        ["--tool=callgrind", "--collect-atstart=no", "--dump-instr=yes", "--callgrind-out-file=\(outputFile)", worker]
            + arguments
            + ["--measure", "--instructions"]
    }

    /// The environment added for instruction-mode workers.
    public static let environment = ["SWIFT_DETERMINISTIC_HASHING": "1"]

    /// A fresh output file name in the scratch folder.
    public func outputFile(for scenario: String) -> String {
        scratch + "/\(scenario)-\(UUID().uuidString.prefix(8)).callgrind.out"
    }

    /// Removes the scratch folder (the stripped worker and any leftover output).
    public func cleanUp() { ScratchFolder.remove(scratch) }

    static func onPath(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    /// Runs a tool with its output discarded, to its end or its deadline (`ToolRun`).
    static func runQuietly(_ executable: String, _ arguments: [String]) -> ToolRun.Ending {
        ToolRun(executable, arguments).run()
    }
}

/// Instruction mode cannot run here: one line (the CLI exits 3).
public struct InstructionModeError: Error, CustomStringConvertible {
    /// One line.
    public let description: String
    /// An error of `description`, preceded by TMPDIR's problem when TMPDIR is missing, unwritable or
    /// full (strip's copy and callgrind's output go there).
    init(_ description: String) { self.description = ScratchSpace.explain(description) }
}
