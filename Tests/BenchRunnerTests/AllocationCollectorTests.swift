import BenchModel
import Foundation
import TestSupport
import Testing

@testable import BenchRunner

/// The allocation collector's refusals and its wrapping of a worker.
@Suite struct AllocationCollectorTests {
    /// A stand-in worker that refuses as a worker whose jemalloc has no profiler does (the Debian
    /// build here has one, so the real refusal cannot be produced on this machine).
    @Test func aWorkerThatCannotProfileIsRefusedInOneLine() throws {
        try withTemporaryDirectory("alloc-refusal") { folder in
            let worker = folder.at("worker.sh")
            let line = AllocatorRefusal.noProfiler
            try "#!/bin/sh\necho 'keyboard-bench-worker: \(line)' >&2\nexit 2\n".write(
                toFile: worker, atomically: true, encoding: .utf8)
            chmod(worker, 0o755)
            #expect(throws: ProfileError("--profile alloc: \(line)")) { try AllocationCollector.probe(worker) }
        }
    }

    @Test func aWorkerThatWritesNoDumpIsRefused() throws {
        try withTemporaryDirectory("alloc-nodump") { folder in
            let worker = folder.at("worker.sh")
            try "#!/bin/sh\nexit 0\n".write(toFile: worker, atomically: true, encoding: .utf8)
            chmod(worker, 0o755)
            #expect(
                throws: ProfileError("--profile alloc: the worker wrote no heap profile (is jemalloc its allocator?)")
            ) {
                try AllocationCollector.probe(worker)
            }
        }
    }

    @Test func theFixtureWorkerPassesTheProbe() throws {
        try AllocationCollector.probe(FixtureTool.fixtureWorker)
    }

    @Test func aWorkerIsStartedWithTheProfilerLoadedButInactive() throws {
        let collector = AllocationCollector(
            symbolizer: .init(executable: "/bin/false"), demangler: .init(toolPath: "/bin/false"))
        let wrapped = try collector.wrap(
            WorkerInvocation(program: "/w", arguments: ["run", "x"], environment: ["A": "1"]), directory: "/d")
        #expect(wrapped.program == "/w")
        #expect(wrapped.arguments == ["run", "x"])
        #expect(
            wrapped.environment == [
                "A": "1", "MALLOC_CONF": "prof:true,prof_active:false,prof_accum:true,lg_prof_sample:0",
                WorkerEnvironment.allocationProfile: "/d",
            ])
    }
}

/// The worker's refusal, as `AllocatorError.profilerNotBuilt` words it (BenchKit is not linked here).
enum AllocatorRefusal {
    static let noProfiler =
        "jemalloc was built without its profiler (config.prof = false): no allocation profile can be taken"
}
