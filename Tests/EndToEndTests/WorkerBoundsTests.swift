import Foundation
import TestSupport
import Testing

/// What a misbehaving baseline worker cannot do to a run: leave the programs it started running after
/// its time limit, or make the run slow and large by writing megabytes to stderr.
@Suite("paired runs whose baseline worker misbehaves", .serialized)
struct WorkerBoundsTests {
    /// A baseline worker that describes the fixture worker's scenarios and measures its resident floor
    /// and, in a run of any other scenario, does `body`.
    static func worker(_ body: String) -> String {
        #"printf '#!/bin/sh\ncase "$1$2" in describe*|runharness-floor) exec "%s" "$@";; esac\n"# + body
            + #"\n' "$W" > $OUT/wk && chmod +x $OUT/wk && "#
    }

    /// Whether process `pid` runs (a zombie waiting to be reaped counts as ended).
    static func isRunning(_ pid: Int32) -> Bool {
        guard kill(pid, 0) == 0 else { return false }
        let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
        return !(stat.split(separator: ")").last?.hasPrefix(" Z") ?? true)
    }

    @Test func aBaselineWorkerKilledForItsTimeLimitTakesItsChildrenWithIt() async throws {
        let start = ContinuousClock.now
        let run = try await FaultTests.shell(
            Self.worker(#"sleep 600 &\necho $! > $OUT/child.pid\nwait"#)
                + "$KB run --worker $W --filter '^dsl-clean$' --quick --time-limit 2 --no-cross-check --against $OUT/wk --output $OUT/r"
        )
        #expect(ContinuousClock.now - start < .seconds(60), "dsl-clean declares a time limit of 20 s")
        #expect(run.code == 3, "\(run.stderr)")
        #expect(run.stderr.contains("timed out after 20"), "\(run.stderr)")
        let text = try String(contentsOf: run.out.appendingPathComponent("child.pid"), encoding: .utf8)
        let child = try #require(Int32(text.filter(\.isNumber)))
        for _ in 0..<50 where Self.isRunning(child) { try await Task.sleep(for: .milliseconds(20)) }
        #expect(!Self.isRunning(child), "the worker's sleep 600 (\(child)) outlived it")
        if Self.isRunning(child) { kill(child, SIGKILL) }
    }

    @Test func aBaselineWorkerWriting50MBToStderrCostsTheRunLittle() async throws {
        let start = ContinuousClock.now
        let run = try await FaultTests.shell(
            Self.worker(#"head -c 50000000 /dev/zero | tr "\\000" x >&2\necho >&2\necho "last words" >&2\nexit 1"#)
                + "/usr/bin/time -f 'peak %M KB' $KB run --worker $W --filter '^dsl-clean$' --quick --no-cross-check --against $OUT/wk --output $OUT/r"
        )
        let seconds = (ContinuousClock.now - start) / .seconds(1)
        #expect(seconds < 30, "\(seconds) s")
        #expect(run.code == 3, "\(run.stderr.suffix(500))")
        let said = run.stdout + run.stderr
        #expect(said.contains("exited with status 1: last words (from 50000012 bytes on stderr"), "\(said.suffix(800))")
        let peak = run.stderr.split(separator: "\n").last { $0.hasPrefix("peak ") }
        let kilobytes = peak.flatMap { Int($0.dropFirst(5).prefix { $0.isNumber }) } ?? 0
        #expect(kilobytes > 0 && kilobytes < 100_000, "the CLI peaked at \(kilobytes) KB")
    }
}
