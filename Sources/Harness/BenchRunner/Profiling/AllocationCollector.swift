import BenchModel
import BenchProfile
import BenchSafety
import Foundation

/// `run --profile alloc`: each worker starts with jemalloc's profiler loaded but inactive
/// (`MALLOC_CONF` = `AllocationDumps.mallocConf`: every allocation recorded, freed ones counted too);
/// the worker turns it on for its measured phase only and dumps the heap profile at its end and again
/// once its subject is released (`AllocationProfiler` in BenchKit). The dumps are read here: addresses
/// named by `llvm-symbolizer` (inlined frames, file and line), Swift names demangled.
public struct AllocationCollector: ProfileCollector {
    /// Names code addresses.
    public let symbolizer: CodeSymbolizer
    /// Demangles Swift names (the toolchain's `swift-demangle`).
    public let demangler: SwiftDemangler

    public var kind: ProfileKind { .allocations }
    /// Recording every allocation unwinds its stack: allocation-heavy scenarios run several times slower.
    public var timeLimitFactor: Double { 5 }

    /// A collector with the given tools (tests).
    init(symbolizer: CodeSymbolizer, demangler: SwiftDemangler) {
        self.symbolizer = symbolizer
        self.demangler = demangler
    }

    /// Finds `llvm-symbolizer` and `swift-demangle`, and has `worker` take a profile of its empty
    /// scenario: one line when a tool is missing or the worker's jemalloc cannot profile.
    public static func prepare(worker: String) async throws(ProfileError) -> AllocationCollector {
        let symbolizer: CodeSymbolizer
        do { symbolizer = try CodeSymbolizer.locate() } catch { throw ProfileError("--profile alloc: \(error)") }
        let demangler: SwiftDemangler
        do { demangler = try SwiftDemangler() } catch { throw ProfileError("--profile alloc: \(error)") }
        try await probe(worker)
        return AllocationCollector(symbolizer: symbolizer, demangler: demangler)
    }

    /// Runs `worker floor` profiled into a scratch folder, started as every worker is (`WorkerLauncher`:
    /// a process group of its own, killed at the tool deadline, its stderr kept bounded): the worker
    /// refuses when its jemalloc was built without the profiler or did not turn it on, and a missing
    /// dump means it cannot write one.
    static func probe(_ worker: String, deadlineSeconds: Double = ToolRun.configuredDeadline())
        async throws(ProfileError)
    {
        let folder: String
        do { folder = try ScratchFolder.make("alloc-probe") } catch { throw ProfileError("--profile alloc: \(error)") }
        defer { ScratchFolder.remove(folder) }
        let ended: (ending: ToolRun.Ending, transcript: WorkerTranscript)
        do {
            ended = try await WorkerLauncher(executable: worker).probe(
                ["floor", "--seed", "0", "--quick"], deadlineSeconds: deadlineSeconds,
                environment: ["MALLOC_CONF": AllocationDumps.mallocConf, WorkerEnvironment.allocationProfile: folder])
        } catch {
            throw ProfileError("--profile alloc: could not start the worker \(worker): \(error)")
        }
        guard ended.ending.succeeded else {
            let line = (ended.transcript.stderrTail.last ?? ended.transcript.errorMessage).map {
                $0.replacingOccurrences(of: "keyboard-bench-worker: ", with: "")
            }
            guard case .exited = ended.ending, let line else {
                throw ProfileError("--profile alloc: \(ToolRun.describe(ended.ending, name: worker))")
            }
            throw ProfileError("--profile alloc: \(line)")
        }
        guard FileManager.default.fileExists(atPath: folder + "/" + AllocationDumps.measured) else {
            throw ProfileError("--profile alloc: the worker wrote no heap profile (is jemalloc its allocator?)")
        }
    }

    public func wrap(_ invocation: WorkerInvocation, directory: String) throws(ProfileError) -> WorkerInvocation {
        var wrapped = invocation
        wrapped.environment["MALLOC_CONF"] = AllocationDumps.mallocConf
        wrapped.environment[WorkerEnvironment.allocationProfile] = directory
        return wrapped
    }

    public func artifacts(scenario: String, directories: [String]) throws(ProfileError) -> [ProfileArtifact] {
        let measured = try read(AllocationDumps.measured, in: directories)
        let released = try read(AllocationDumps.released, in: directories)
        let workers = directories.count == 1 ? "one worker" : "\(directories.count) workers, summed"
        let note = "jemalloc's profiler, every allocation of the measured phase, bytes in size classes; \(workers)"
        let bytes = measured.folded(.allocatedBytes)
        return ProfileReport.artifacts(
            bytes, kind: .allocations, scenario: scenario, note: note, demangler: demangler,
            project: measured.projectFrames)
            + [
                ProfileArtifact(
                    name: "alloc-count.folded", text: measured.folded(.allocations).folded()),
                ProfileArtifact(name: "alloc-live.folded", text: measured.folded(.liveBytes).folded()),
                ProfileArtifact(
                    name: "alloc-sites.md",
                    text: Self.sitesMarkdown(
                        scenario: scenario, measured: measured, released: released, workers: workers)),
            ]
    }

    /// The profile of every worker's dump `name`, stacks of all workers together.
    func read(_ name: String, in directories: [String]) throws(ProfileError) -> AllocationProfile {
        var stacks: [AllocationProfile.Stack] = []
        var period: UInt64 = 1
        for directory in directories {
            let path = directory + "/" + name
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
                throw ProfileError("--profile alloc: \(AllocationProfileError.missingDump(path: path))")
            }
            do {
                let profile = try AllocationProfile(
                    dump: HeapDump(parsing: text), symbolizer: symbolizer,
                    demangle: { names in try demangler.demangle(names) })
                stacks += profile.stacks
                period = profile.samplePeriod
            } catch {
                throw ProfileError("--profile alloc: \(path): \(error)")
            }
        }
        return AllocationProfile(stacks: stacks, samplePeriod: period)
    }
}
