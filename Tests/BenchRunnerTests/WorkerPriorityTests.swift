import BenchReport
import Glibc
import TestSupport
import Testing

@testable import BenchRunner

/// Workers start at the priority `run --nice` sets: Linux keeps a nice value per thread, and every worker
/// is started from swift-subprocess's one starting thread, made from the supervision thread once
/// `WorkerNice.set` has set its value — or, when workers were started before (as in this test process,
/// whose tests start hundreds), set with every other thread of the process.
@Suite struct WorkerPriorityTests {
    @Test func aWorkerStartsAtTheNiceValueSet() async throws {
        let directory = try TemporaryDirectory("worker-nice")
        let worker = directory.at("nice.sh")
        try Shell.writeExecutable("#!/bin/sh\nnice >&2\n", at: worker)
        let launcher = WorkerLauncher(executable: worker)
        // A worker started first, at another value: the starting thread exists before the value is set.
        let before = await WorkerNice.set(5)
        let first = try await launcher.probe([], deadlineSeconds: 120, environment: [:])
        #expect(first.transcript.stderrTail.last == String(before.nice), "\(first.transcript.stderrTail)")
        let priority = await WorkerNice.set(WorkerNice.standard)
        let run = try await launcher.probe([], deadlineSeconds: 120, environment: [:])
        #expect(run.transcript.stderrTail.last == String(priority.nice), "\(run.transcript.stderrTail)")
        if geteuid() == 0 {
            #expect(priority == WorkerPriority(requested: -10, nice: -10), "root may raise it")
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
