import Foundation
import Glibc
import TestSupport
import Testing

/// However `keyboard-bench` dies — here SIGKILL of that one process, not its group — every process it
/// started (the worker's reaper, the measuring worker, the backend stub) is gone within a second.
/// Each run carries a marker of its own in its environment, which every descendant inherits: the test
/// finds what is left by that marker, never by a program's name.
@Suite("killing keyboard-bench alone leaves none of its processes", .serialized)
struct CLIDeathTests {
    static let worker = TestProducts.path("keyboard-bench-worker")
    static let markerVariable = "KEYBOARD_BENCH_TEST_MARKER"
    /// When the CLI is killed.
    enum Moment: CustomStringConvertible {
        /// This long after its start.
        case seconds(Double)
        /// As soon as it has this many descendants (the reaper, the measuring worker, the backend stub).
        case tree(Int)
        /// Half a second after a descendant whose command line contains this text started.
        case running(String)

        var description: String {
            switch self {
            case .seconds(let seconds): "\(seconds) s after the start"
            case .tree(let count): "once \(count) of its processes ran"
            case .running(let text): "0.5 s after a process running '\(text)' started"
            }
        }
    }

    /// 0.3 s and 1 s after the start (the catalogue, the resident floor, the first worker), then with
    /// the whole tree of a snippet scenario running (about 2 s in).
    static let moments: [Moment] = [.seconds(0.3), .seconds(1), .tree(3)]

    @Test("a snippet scenario with the backend stub, killed at 0.3 s, 1 s and with its worker tree up")
    func snippetScenario() throws {
        for moment in Self.moments { try Self.killAlone(["--filter", "^slow-backend$", "--quick"], at: moment) }
    }

    @Test("a paired run (--against), killed at 0.3 s, 1 s and with a worker tree up")
    func pairedRun() throws {
        for moment in Self.moments {
            try Self.killAlone(
                ["--filter", "^slow-backend$", "--quick", "--repetitions", "2", "--against", Self.worker], at: moment)
        }
    }

    @Test("instruction mode (the worker under callgrind, without a reaper), killed with the worker up")
    func instructionMode() throws {
        let valgrind = ["/usr/bin/valgrind", "/usr/local/bin/valgrind"].first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
        try #require(
            valgrind != nil, "valgrind is not installed: run scripts/ensure-deps.sh --valgrind (scripts/test.sh does)")
        try Self.killAlone(
            ["--filter", "^layout-switch-storm-light$", "--quick", "--instructions"], at: .running("--tool=callgrind"))
    }

    /// Starts `keyboard-bench run … arguments`, kills it alone at `moment`, and expects none of its
    /// descendants alive 5 s later (any found are killed, so no test leaves them behind). A worker under
    /// callgrind ends by itself once it sees its parent gone, which on a loaded 2-core machine has taken
    /// longer than a second; the bound is generous, as a process left behind would live on for good.
    static func killAlone(_ arguments: [String], at moment: Moment) throws {
        let marker = "cli-death-\(UUID().uuidString)"
        let output = FileManager.default.temporaryDirectory.appendingPathComponent(marker).path
        defer { try? FileManager.default.removeItem(atPath: output) }
        let cli = try TestProcess.start(
            TestProducts.path("keyboard-bench"), ["run", "--worker", worker, "--output", output] + arguments,
            options: TestProcessOptions(environment: [markerVariable: marker], stdout: .null, stderr: .null)
        )
        switch moment {
        case .seconds(let seconds):
            usleep(useconds_t(seconds * 1e6))
        case .tree(let count):
            let deadline = Date().addingTimeInterval(20)
            while marked(marker, except: cli.pid).count < count && Date() < deadline { usleep(20_000) }
            #expect(marked(marker, except: cli.pid).count >= count, "the worker tree never came up")
        case .running(let text):
            let deadline = Date().addingTimeInterval(20)
            while !marked(marker, except: cli.pid).contains(where: { commandLine($0).contains(text) })
                && Date() < deadline
            { usleep(20_000) }
            #expect(
                marked(marker, except: cli.pid).contains { commandLine($0).contains(text) }, "no process ran '\(text)'")
            usleep(500_000)
        }
        cli.send(SIGKILL)
        _ = cli.finish(timeout: 5)
        let deadline = Date().addingTimeInterval(5)
        var left = marked(marker, except: cli.pid)
        while !left.isEmpty && Date() < deadline {
            usleep(20_000)
            left = marked(marker, except: cli.pid)
        }
        for pid in left { kill(pid, SIGKILL) }
        #expect(
            left.isEmpty,
            "killed \(moment): \(left.count) of its processes still alive 5 s later: \(left.map(commandLine))")
    }

    /// Live (not zombie) processes whose environment carries `marker`, other than `excluded`.
    static func marked(_ marker: String, except excluded: pid_t) -> [pid_t] {
        let entry = Array("\(markerVariable)=\(marker)".utf8)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return names.compactMap { pid_t($0) }.filter { pid in
            guard pid != excluded, pid != getpid(), !isZombie(pid) else { return false }
            guard let environment = FileManager.default.contents(atPath: "/proc/\(pid)/environ") else { return false }
            return environment.split(separator: 0).contains { Array($0) == entry }
        }
    }

    static func isZombie(_ pid: pid_t) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return true }
        return stat[stat.index(after: close)...].trimmingCharacters(in: .whitespaces).hasPrefix("Z")
    }

    static func commandLine(_ pid: pid_t) -> String {
        let bytes = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") ?? Data()
        return "\(pid): " + bytes.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }.joined(separator: " ")
    }
}
