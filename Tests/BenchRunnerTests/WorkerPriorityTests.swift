import BenchReport
import Glibc
import TestSupport
import Testing

@testable import BenchRunner

/// Workers start at the priority `run --nice` sets: Linux keeps a nice value per thread, and every worker
/// is started from the one supervision thread, whose value `WorkerNice.set` sets (this test process's
/// other threads stay at theirs).
@Suite struct WorkerPriorityTests {
    @Test func aWorkerStartsAtTheNiceValueSet() async throws {
        let directory = try TemporaryDirectory("worker-nice")
        let worker = directory.at("nice.sh")
        try Shell.writeExecutable("#!/bin/sh\nnice >&2\n", at: worker)
        let priority = await WorkerNice.set(WorkerNice.standard)
        let run = try await WorkerLauncher(executable: worker).probe([], deadlineSeconds: 120, environment: [:])
        #expect(run.transcript.stderrTail.last == String(priority.nice), "\(run.transcript.stderrTail)")
        if geteuid() == 0 {
            // Root may raise it: the worker runs above this process's own threads.
            #expect(priority == WorkerPriority(requested: -10, nice: -10))
            #expect(getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0) > -10)
        } else {
            #expect(priority.refused != nil || priority.nice == -10)
        }
    }

    @Test func theReportSaysWhatThePriorityMeans() {
        #expect(
            WorkerPriority(requested: -10, nice: -10).summary
                == "Workers at nice −10: other work on this machine yields the CPU to them (fewer preemptions in the figures)"
        )
        #expect(WorkerPriority(requested: 5, nice: 5).summary == "Workers at nice +5")
        #expect(
            WorkerPriority(requested: -10, nice: 0, refused: "not permitted").summary
                == "Workers at nice 0: −10 was refused (not permitted), so other work on this machine shares the CPU with them as with any process"
        )
    }
}
