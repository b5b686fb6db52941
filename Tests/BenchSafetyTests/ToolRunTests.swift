import BenchSafety
import Glibc
import TestSupport
import Testing

/// External tools run with a deadline: a tool that never returns is killed with every child it
/// started, fast, and the ending says so; one that ends is read as it ended.
struct ToolRunTests {
    /// A tool that starts `sleep 600`, writes that child's pid to `$1`, and waits for it.
    static func hangingTool(in directory: TemporaryDirectory) throws -> String {
        try Shell.writeExecutable("#!/bin/sh\nsleep 600 &\necho $! > \"$1\"\nwait\n", at: directory.at("hang"))
        return directory.at("hang")
    }

    /// Whether `pid` still runs (a zombie waiting for its new parent counts as ended).
    static func isRunning(_ pid: Int32) -> Bool {
        guard kill(pid, 0) == 0 else { return false }
        guard let file = fopen("/proc/\(pid)/stat", "rb") else { return false }
        defer { fclose(file) }
        var chunk = [UInt8](repeating: 0, count: 512)
        let stat = String(decoding: chunk.prefix(fread(&chunk, 1, chunk.count, file)), as: UTF8.self)
        guard let close = stat.lastIndex(of: ")") else { return false }
        return !stat[stat.index(after: close)...].hasPrefix(" Z")
    }

    @Test func aToolThatNeverReturnsIsKilledWithItsChildrenAtItsDeadline() throws {
        try withTemporaryDirectory("tool-run") { directory in
            let tool = try Self.hangingTool(in: directory)
            let start = ToolRunTests.now()
            let ending = ToolRun(tool, [directory.at("child.pid")], deadlineSeconds: 0.5).run()
            let seconds = ToolRunTests.now() - start
            #expect(ending == .timedOut(0.5))
            #expect(seconds < 5, "returned after \(seconds) s")
            let text = directory.read("child.pid") ?? ""
            let child = try #require(Int32(text.filter(\.isNumber)))
            var waited = 0
            while Self.isRunning(child), waited < 100 {
                usleep(20_000)
                waited += 1
            }
            #expect(!Self.isRunning(child), "the tool's child \(child) outlived it")
            #expect(
                ToolRun.describe(ending, name: "perf").hasPrefix(
                    "perf did not finish within 0.5 s (killed with its children"))
        }
    }

    @Test func aToolThatEndsIsReadAsItEnded() throws {
        try withTemporaryDirectory("tool-run") { directory in
            #expect(ToolRun("/bin/sh", ["-c", "echo hi; exit 3"], output: directory.at("out")).run() == .exited(3))
            #expect(directory.read("out") == "hi\n")
            #expect(ToolRun("/bin/sh", ["-c", "kill -9 $$"]).run() == .signaled(9))
            #expect(ToolRun("/bin/sh", ["-c", "test \"$X\" = y"], environment: ["X": "y"]).run().succeeded)
            #expect(ToolRun(directory.at("missing"), []).run() == .notStarted(ENOENT))
        }
    }

    @Test func aToolRunsInItsFolderFoundOnThePathAndAppendsWhenAsked() throws {
        try withTemporaryDirectory("tool-run") { directory in
            var pwd = ToolRun("pwd", [], output: directory.at("out"))
            pwd.directory = directory.path
            #expect(pwd.run() == .exited(0))
            var resolved = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let real = realpath(directory.path, &resolved).map { String(cString: $0) } ?? directory.path
            #expect([directory.path + "\n", real + "\n"].contains(directory.read("out") ?? ""))
            var append = ToolRun(
                "sh", ["-c", "echo out; echo err >&2"], output: directory.at("log"), error: directory.at("log"))
            append.appendsOutput = true
            #expect(append.run() == .exited(0) && append.run() == .exited(0))
            #expect(directory.read("log") == "out\nerr\nout\nerr\n")
            var elsewhere = ToolRun("pwd", [])
            elsewhere.directory = directory.at("missing")
            #expect(elsewhere.run() == .notStarted(ENOENT))
        }
    }

    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}

/// Scratch folders: under `$TMPDIR`, named after their maker, removed by it, and leftovers of dead
/// makers removed by the next run.
struct ScratchFolderTests {
    @Test func foldersAreNamedAfterTheirMakerAndLeftoversOfDeadMakersGo() throws {
        try withTemporaryDirectory("scratch") { root in
            let mine = try ScratchFolder.make("state", in: root.path)
            #expect(mine.hasPrefix(root.path + "/keyboard-bench-state-\(getpid())-"))
            #expect(ScratchFolder.ownerPID(String(mine.split(separator: "/").last ?? "")) == getpid())
            let dead = root.at("keyboard-bench-profile-999999-AbC123")
            #expect(mkdir(dead, 0o700) == 0)
            root.makeFile("keyboard-bench-profile-999999-AbC123/perf.data")
            let other = root.at("keyboard-bench-notes")
            #expect(mkdir(other, 0o700) == 0)
            let now = Int(time(nil)) + ScratchFolder.settleSeconds + 1
            let removed = ScratchFolder.removeLeftovers(in: root.path, now: now) { $0 == getpid() }
            #expect(removed == [dead])
            #expect(access(dead, F_OK) != 0)
            #expect(access(mine, F_OK) == 0, "a live maker's folder stays")
            #expect(access(other, F_OK) == 0, "a name of another form stays")
            ScratchFolder.remove(mine)
            #expect(access(mine, F_OK) != 0)
        }
    }

    @Test func aMissingTMPDIRIsNotCreated() throws {
        try withTemporaryDirectory("scratch") { root in
            let missing = root.at("gone")
            #expect(throws: SystemError.self) { try ScratchFolder.make("tool", in: missing) }
            #expect(access(missing, F_OK) != 0)
        }
    }
}
