import Glibc
import Testing

@testable import BenchSafety

/// Issue 8 items 1, 2, 11 in a real process (`safety-fixture`), with closed, full and broken descriptors.
@Suite(.serialized) struct RealProcessTests {
    struct Outcome {
        var exitCode: Int32?
        var signal: Int32?
        var stderr: String
    }

    static let fixture = DirectoryEntries.parent(of: CommandLine.arguments[0]) + "/safety-fixture"

    /// How each of the child's fds 1 and 2 is set up.
    enum Descriptor { case closed, devFull, capture, brokenPipe }

    /// Runs the fixture with `arguments`; stdout and stderr as asked (stderr captured when `.capture`).
    static func run(_ arguments: [String], stdout: Descriptor, stderr: Descriptor) throws -> Outcome {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        var capture: [Int32] = [-1, -1]
        var broken: [Int32] = [-1, -1]
        try #require(pipe(&capture) == 0 && pipe(&broken) == 0)
        close(broken[0])  // the reader of the broken pipe is gone before the child starts
        for (fd, setup) in [(Int32(1), stdout), (Int32(2), stderr)] {
            switch setup {
            case .closed: posix_spawn_file_actions_addclose(&actions, fd)
            case .devFull: posix_spawn_file_actions_addopen(&actions, fd, "/dev/full", O_WRONLY, 0)
            case .capture: posix_spawn_file_actions_adddup2(&actions, capture[1], fd)
            case .brokenPipe: posix_spawn_file_actions_adddup2(&actions, broken[1], fd)
            }
        }
        // The child starts with SIGPIPE at its default (killing), as from a shell, even if this test
        // process ignores it (children inherit an ignored signal).
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGPIPE)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF))
        var pid: pid_t = 0
        let argv = ([fixture] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        try #require(posix_spawn(&pid, fixture, &actions, &attributes, argv, environ) == 0, "spawn \(fixture)")
        close(capture[1])
        close(broken[1])
        let text = readAll(capture[0])
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        let signal = status & 0x7F
        return Outcome(exitCode: signal == 0 ? (status >> 8) & 0xFF : nil, signal: signal == 0 ? nil : signal, stderr: text)
    }

    static func readAll(_ fd: Int32) -> String {
        defer { close(fd) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while case let count = read(fd, &buffer, buffer.count), count > 0 { bytes += buffer.prefix(count) }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func listWithStdoutClosedExits3NamingTheLostOutput() throws {
        let outcome = try Self.run(["list"], stdout: .closed, stderr: .capture)
        #expect(outcome.exitCode == 3)
        #expect(outcome.stderr.split(separator: "\n").first == "error: cannot write to stdout (it was closed): Bad file descriptor")
    }

    @Test func listToAFullDiskExits3() throws {
        let outcome = try Self.run(["list"], stdout: .devFull, stderr: .capture)
        #expect(outcome.exitCode == 3)
        #expect(outcome.stderr.hasPrefix("error: cannot write to stdout: No space left on device"))
    }

    @Test(arguments: [Descriptor.closed, .devFull, .brokenPipe])
    func badInputWithABrokenStderrStillExits2(_ stderr: Descriptor) throws {
        let outcome = try Self.run(["bad-input"], stdout: .capture, stderr: stderr)
        #expect(outcome.signal == nil)
        #expect(outcome.exitCode == 2)
    }

    @Test func runWhoseReaderWentAwayStillWritesItsReport() throws {
        let scratch = Scratch()
        defer { scratch.remove() }
        let outcome = try Self.run(["run", scratch.path], stdout: .brokenPipe, stderr: .brokenPipe)
        #expect(outcome.signal == nil)
        #expect(outcome.exitCode == 0)
        #expect(scratch.read("report.json") == "{\"ok\":true}")
    }

    /// The same run without `StandardStreams.prepare()`: SIGPIPE kills it and no report is written
    /// (what issue 8 item 2 saw). This is the behaviour the fix removes.
    @Test func withoutPreparingARunIsKilledBySIGPIPE() throws {
        let scratch = Scratch()
        defer { scratch.remove() }
        let outcome = try Self.run(["run-unprepared", scratch.path], stdout: .brokenPipe, stderr: .brokenPipe)
        #expect(outcome.signal == SIGPIPE)
        #expect(scratch.read("report.json") == nil)
    }
}
