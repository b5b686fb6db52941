import BenchModel
import Foundation
import TestSupport
import Testing

@testable import BenchRunner

/// The allocation collector's refusals and its wrapping of a worker.
@Suite struct AllocationCollectorTests {
    /// A stand-in worker that refuses as a worker whose jemalloc has no profiler does (the Debian
    /// build here has one, so the real refusal cannot be produced on this machine).
    @Test func aWorkerThatCannotProfileIsRefusedInOneLine() async throws {
        try await withTemporaryDirectory("alloc-refusal") { folder in
            let worker = folder.at("worker.sh")
            let line = AllocatorRefusal.noProfiler
            try Shell.writeExecutable("#!/bin/sh\necho 'keyboard-bench-worker: \(line)' >&2\nexit 2\n", at: worker)
            await #expect(throws: ProfileError("--profile alloc: \(line)")) {
                try await AllocationCollector.probe(worker)
            }
        }
    }

    @Test func aWorkerThatWritesNoDumpIsRefused() async throws {
        try await withTemporaryDirectory("alloc-nodump") { folder in
            let worker = folder.at("worker.sh")
            try Shell.writeExecutable("#!/bin/sh\nexit 0\n", at: worker)
            await #expect(
                throws: ProfileError("--profile alloc: the worker wrote no heap profile (is jemalloc its allocator?)")
            ) {
                try await AllocationCollector.probe(worker)
            }
        }
    }

    @Test func theFixtureWorkerPassesTheProbe() async throws {
        try await AllocationCollector.probe(FixtureTool.fixtureWorker)
    }

    /// The probe starts the worker as every worker is started: a worker that never answers is killed
    /// with the children it started at the deadline, and the refusal says so (no wall time is asserted:
    /// the parallel test pool can stretch it).
    @Test func aProbeThatNeverReturnsIsKilledWithItsChildren() async throws {
        let directory = try TemporaryDirectory("alloc-hang")
        let worker = try ToolDeadlineTests.hangingTool(directory, named: "worker")
        await #expect {
            try await AllocationCollector.probe(worker, deadlineSeconds: 0.5)
        } throws: { error in
            "\(error)".contains("\(worker) did not finish within 0.5 s")
        }
        ToolDeadlineTests.expectChildGone(directory)
    }

    /// A probe's worker is reaped by the time the probe returns, however it ended: none is left a
    /// zombie of this process (a zombie keeps Swift Testing's exit-test monitor spinning).
    @Test func aProbedWorkerIsReapedWhenTheProbeReturns() async throws {
        let directory = try TemporaryDirectory("alloc-reaped")
        // The name is the zombie's `comm` (15 characters at most), this test's own.
        let worker = directory.at("probe-reaped.sh")
        try Shell.writeExecutable("#!/bin/sh\nexit 0\n", at: worker)
        for _ in 0..<3 { await #expect(throws: ProfileError.self) { try await AllocationCollector.probe(worker) } }
        let left = ChildProcesses.zombies().filter { $0.name == "probe-reaped.sh" }
        #expect(left.isEmpty, "probe workers left unreaped: \(left.map(\.pid))")
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
