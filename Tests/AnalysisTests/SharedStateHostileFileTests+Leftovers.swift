import Foundation
@testable import KeyboardCore
import TestSupport
import Testing

/// The temporaries that writers leave: removed once their writer is gone, kept while it may still finish.
extension SharedStateHostileFileTests {
    /// A pid that is certainly not running: a child that has exited and been reaped.
    func deadPID() throws -> pid_t {
        let child = try TestProcess.start("/bin/true", [], options: TestProcessOptions(stdout: .null, stderr: .null))
        _ = child.finish(timeout: 10)
        return child.pid
    }

    func makeTemporary(_ name: String, ageSeconds: Double) throws {
        let path = directory + "/" + name
        try Data("half".utf8).write(to: URL(fileURLWithPath: path))
        try FileManager.default.setAttributes(
            [.modificationDate: Date().addingTimeInterval(-ageSeconds)], ofItemAtPath: path)
    }

    @Test func leftoversOfDeadWritersAreRemovedAndLiveWritersTemporariesKept() throws {
        let dead = try deadPID()
        try makeTemporary("state.tmp-\(dead)", ageSeconds: 60)
        try makeTemporary("state.tmp-\(dead)-0123456789abcdef", ageSeconds: 60)
        try makeTemporary("state.tmp-\(getpid())-00000000000000aa", ageSeconds: 60)
        try makeTemporary("state.tmp-\(getpid())-00000000000000bb", ageSeconds: 3_600)
        try makeTemporary("state.tmp-\(dead)-00000000000000cc", ageSeconds: 0)
        try makeTemporary("state.tmp-notes", ageSeconds: 3_600)
        try makeTemporary("other.tmp-\(dead)", ageSeconds: 60)
        try makeTemporary(".state.tmp-\(dead)-0123456789abcdef", ageSeconds: 60)
        try makeTemporary(".state.tmp-\(getpid())-00000000000000dd", ageSeconds: 60)
        try makeTemporary(".other.tmp-\(dead)-0123456789abcdef", ageSeconds: 60)
        try makeTemporary(".state.tmp-abc", ageSeconds: 3_600)
        try store.save(goodState("x"))
        #expect(
            entries()
                == [
                    ".other.tmp-\(dead)-0123456789abcdef", ".state.tmp-\(getpid())-00000000000000dd", ".state.tmp-abc",
                    "other.tmp-\(dead)", "state", "state.tmp-\(dead)-00000000000000cc",
                    "state.tmp-\(getpid())-00000000000000aa", "state.tmp-notes",
                ].sorted())
    }

    @Test func killedWritersLeaveNoTemporaryBehindOnceTheNextLoadRuns() throws {
        let writer = Support.product("shared-state-writer")
        var leftovers = 0
        for round in 0..<16 {
            let process = try TestProcess.start(
                writer, [store.path], options: TestProcessOptions(stdout: .null, stderr: .inherit))
            usleep(useconds_t(30_000 + round * 5_000))
            process.send(SIGKILL)
            _ = process.finish(timeout: 60)
            let temporaries = entries().filter { $0.contains(".tmp-") }
            leftovers += temporaries.count
            for name in temporaries {
                try FileManager.default.setAttributes(
                    [.modificationDate: Date().addingTimeInterval(-60)], ofItemAtPath: directory + "/" + name)
            }
            _ = store.load()
            #expect(entries().filter { $0.contains(".tmp-") }.isEmpty, "round \(round): \(entries())")
        }
        print("killed writers left \(leftovers) temporaries in 16 rounds")
    }
}
