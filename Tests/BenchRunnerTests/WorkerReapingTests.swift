import Foundation
import TestSupport
import Testing

@testable import BenchRunner

/// A worker is reaped as soon as it ends, even while synchronous work holds every thread of Swift's
/// shared pool (in this process, tests that compute for minutes do).
@Suite struct WorkerReapingTests {
    @Test func aWorkerIsReapedWhileEveryPoolThreadIsHeld() async throws {
        let directory = try TemporaryDirectory("worker-reaped")
        // The name is the process's `comm` (15 characters at most), this test's own.
        let name = "reaped-busy.sh"
        let worker = directory.at(name)
        // It ends only when told (`go` appears), at most 240 s later: however long the test takes to see
        // it start on a busy machine, it cannot have ended and been reaped unseen.
        let go = directory.at("go")
        let script = "#!/bin/sh\ni=0\nwhile [ ! -e '\(go)' ] && [ $i -lt 4800 ]; do sleep 0.05; i=$((i+1)); done\n"
        try Shell.writeExecutable(script, at: worker)
        let launch = Task.detached {
            try? await WorkerLauncher(executable: worker).probe([], deadlineSeconds: 300, environment: [:])
        }
        // Started once a pool thread is free (other tests may hold them for a while).
        var started = false
        for _ in 0..<6000 where !started {
            try await Task.sleep(for: .milliseconds(20))
            started = ChildProcesses.all().contains { $0.name == name }
        }
        try #require(started, "the worker did not start")
        // Every pool thread held (this one polling, the others waiting) until the worker has ended.
        let release = DispatchSemaphore(value: 0)
        let width = ProcessInfo.processInfo.activeProcessorCount
        for _ in 0..<width { Task.detached { Self.hold(release) } }
        try "".write(toFile: go, atomically: true, encoding: .utf8)
        var left = [Int32]()
        for _ in 0..<250 {
            usleep(20_000)
            left = ChildProcesses.all().filter { $0.name == name }.map(\.pid)
            if left.isEmpty { break }
        }
        for _ in 0..<width { release.signal() }
        _ = await launch.value
        #expect(left.isEmpty, "the worker \(left) was not reaped while the pool was held")
    }

    /// Blocks the calling thread until `semaphore` is signalled.
    static func hold(_ semaphore: DispatchSemaphore) { semaphore.wait() }
}
