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
    /// Another test of this process may run `run` in-process between a value's set and the worker's start,
    /// setting the standard value (-10) for every thread: a start that shows that value when another was
    /// set is tried again, up to `attempts` times. A worker that never starts at the value set (the
    /// starting thread keeping the value it was made with) fails every attempt.
    static let attempts = 5

    @Test func aWorkerStartsAtTheNiceValueSet() async throws {
        let directory = try TemporaryDirectory("worker-nice")
        let worker = directory.at("nice.sh")
        try Shell.writeExecutable("#!/bin/sh\nnice >&2\n", at: worker)
        let launcher = WorkerLauncher(executable: worker)
        // A worker started first, at another value: the starting thread exists before the value is set.
        let (before, first) = try await Self.start(launcher, at: 5)
        #expect(first.last == String(before.nice), "\(first)")
        let (priority, run) = try await Self.start(launcher, at: WorkerNice.standard)
        #expect(run.last == String(priority.nice), "\(run)")
        if geteuid() == 0 {
            #expect(priority == WorkerPriority(requested: -10, nice: -10), "root may raise it")
        } else {
            #expect(priority.refused != nil || priority.nice == -10)
        }
    }

    /// Sets `value` and starts a worker that prints its nice value: what took effect and the worker's
    /// stderr lines — again, up to `attempts` times, while the worker shows the standard value instead.
    static func start(_ launcher: WorkerLauncher, at value: Int) async throws -> (WorkerPriority, [String]) {
        var last: (WorkerPriority, [String])? = nil
        for _ in 0..<attempts {
            let priority = await WorkerNice.set(value)
            let lines = try await launcher.probe([], deadlineSeconds: 120, environment: [:]).transcript.stderrTail
            last = (priority, lines)
            // Started at the value set, or at a value no other test sets: this start says what it says.
            if lines.last == String(priority.nice) || lines.last != String(WorkerNice.standard) { break }
        }
        return try #require(last)
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
