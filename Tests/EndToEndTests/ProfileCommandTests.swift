import Foundation
import TestSupport
import Testing

/// `run --profile`: real profiles of the fixture whose hot function is known, and every refusal —
/// exit code, one line, nothing half-written.
@Suite("run --profile through the real binary", .serialized)
struct ProfileCommandTests {
    /// Runs `script` in bash with `$KB`, `$W` (the fixture worker) and `$OUT` (a fresh directory).
    static func shell(_ script: String) throws -> (code: Int32?, stdout: String, stderr: String, out: URL) {
        let out = try TemporaryDirectory.make()
        let result = try TestProcess.run(
            "/bin/bash", ["-c", script],
            options: TestProcessOptions(environment: [
                "KB": FixtureTool.keyboardBench, "W": FixtureTool.fixtureWorker, "OUT": out.path,
            ])
        )
        return (result.exitCode, result.stdout, result.stderr, out)
    }

    static func firstLine(_ text: String) -> String { String(text.split(separator: "\n").first ?? "") }

    /// The function with the most self weight in a folded-stacks file (`a;b;leaf weight` lines).
    static func hottestLeaf(_ folded: String) -> String? {
        var own: [String: UInt64] = [:]
        for line in folded.split(separator: "\n") {
            guard let space = line.lastIndex(of: " "), let weight = UInt64(line[line.index(after: space)...]) else {
                continue
            }
            let leaf = line[..<space].split(separator: ";").last.map(String.init) ?? ""
            own[leaf, default: 0] += weight
        }
        return own.max { $0.value < $1.value }?.key
    }

    /// The run directory `latest` points at.
    static func runDirectory(_ out: URL) -> URL {
        out.appendingPathComponent("r/latest").resolvingSymlinksInPath()
    }

    @Test("a CPU profile of the fixture names its hot function first", .needs(.perf))
    func cpuProfileNamesTheHotFunction() throws {
        let run = try Self.shell(#"$KB run --worker $W --filter '^fixture-profile-hot$' --profile cpu --output $OUT/r"#)
        #expect(run.code == 0, "\(run.stderr)")
        let folder = Self.runDirectory(run.out).appendingPathComponent("profiles/fixture-profile-hot")
        let folded = try String(contentsOf: folder.appendingPathComponent("cpu.folded"), encoding: .utf8)
        #expect(Self.hottestLeaf(folded)?.contains("fixtureHotSpin") == true, "\(folded.prefix(2000))")
        // Only the measured phase is sampled: no stack passes through the warm-up.
        #expect(!folded.contains("warmUp"))
        // The harness's own frames are folded: the hot function sits under one frame for the measured call.
        #expect(!folded.contains("LoopDriver"), "\(folded.prefix(2000))")
        let hot = folded.split(separator: "\n").filter { $0.contains("fixtureHotSpin") }
        #expect(!hot.isEmpty && hot.allSatisfy { $0.hasPrefix("[measured call];") }, "\(folded.prefix(2000))")
        let top = try String(contentsOf: folder.appendingPathComponent("cpu-top.md"), encoding: .utf8)
        let firstRow = top.split(separator: "\n").first { $0.hasPrefix("| 1 |") }
        #expect(firstRow?.contains("`fixtureHotSpin(_:)`") == true, "\(top)")
        let svg = try String(contentsOf: folder.appendingPathComponent("cpu.svg"), encoding: .utf8)
        #expect(svg.hasPrefix("<?xml") && svg.contains("fixtureHotSpin(_:)"))
        #expect(run.stdout.contains("profiles: "))
    }

    @Test("an instruction profile of the fixture names its hot function first", .needs(.valgrind))
    func instructionProfileNamesTheHotFunction() throws {
        let run = try Self.shell(
            #"$KB run --worker $W --filter '^fixture-profile-hot$' --profile instructions --quick --output $OUT/r"#)
        #expect(run.code == 0, "\(run.stderr)")
        let folder = Self.runDirectory(run.out).appendingPathComponent("profiles/fixture-profile-hot")
        let folded = try String(contentsOf: folder.appendingPathComponent("instructions.folded"), encoding: .utf8)
        #expect(Self.hottestLeaf(folded)?.contains("fixtureHotSpin") == true, "\(folded.prefix(2000))")
        // Every stack starts at the measured operation.
        #expect(folded.split(separator: "\n").allSatisfy { $0.hasPrefix("spin") })
        let report = try String(
            contentsOf: Self.runDirectory(run.out).appendingPathComponent("report.json"), encoding: .utf8)
        #expect(report.contains("spin/instructions"))
    }

    @Test("a run without --profile writes no profile")
    func unprofiledRunWritesNone() throws {
        let run = try Self.shell(#"$KB run --worker $W --filter '^dsl-clean$' --output $OUT/r"#)
        #expect(run.code == 0)
        #expect(
            !FileManager.default.fileExists(atPath: Self.runDirectory(run.out).appendingPathComponent("profiles").path))
    }

    static let refusals: [(String, Int32, String)] = [
        ("--filter '^nothing-here$' --profile cpu", 2, "error: no scenario matches --filter"),
        ("--filter '^dsl-clean$' --profile bogus", 2, "error: The value 'bogus' is invalid for '--profile"),
        ("--filter '^dsl-clean$' --profile-rate 99", 2, "error: --profile-rate needs --profile cpu"),
        ("--filter '^dsl-clean$' --profile cpu --profile-rate 0", 2, "error: invalid --profile-rate '0'"),
        ("--filter '^dsl-clean$' --profile cpu --instructions", 2, "error: --profile cpu samples time"),
        ("--filter '^dsl-clean$' --profile-harness", 2, "error: --profile-harness needs --profile cpu"),
        (
            "--filter '^dsl-clean$' --profile alloc --profile-harness", 2,
            "error: --profile-harness applies to --profile cpu"
        ),
        ("--filter '^dsl-clean$' --profile alloc --instructions", 2, "error: --profile alloc records allocations"),
    ]

    @Test("bad --profile input: exit 2, one line, nothing written", arguments: refusals)
    func badInput(arguments: String, code: Int32, line: String) throws {
        let run = try Self.shell("$KB run --worker $W \(arguments) --output $OUT/r")
        #expect(run.code == code, "\(run.stderr)")
        #expect(Self.firstLine(run.stderr).hasPrefix(line), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: run.out.appendingPathComponent("r").path))
    }

    @Test("perf missing: exit 3, one line, nothing written")
    func perfMissing() throws {
        let run = try Self.shell(
            #"mkdir $OUT/bin; PATH=$OUT/bin $KB run --worker $W --filter '^dsl-clean$' --profile cpu --output $OUT/r"#)
        #expect(run.code == 3)
        #expect(Self.firstLine(run.stderr).hasPrefix("error: --profile cpu needs perf, which is not installed"))
        #expect(run.stderr.split(separator: "\n").count == 1)
        #expect(!FileManager.default.fileExists(atPath: run.out.appendingPathComponent("r").path))
    }

    @Test("a perf that never returns: killed with its children at the tool deadline, exit 3, one line naming it")
    func perfNeverReturns() throws {
        let fake = """
            mkdir $OUT/bin
            printf '#!/bin/sh\\nsleep 600 &\\necho $! > %s/child.pid\\nwait\\n' "$OUT" > $OUT/bin/perf
            chmod +x $OUT/bin/perf
            KEYBOARD_BENCH_TOOL_TIMEOUT=1 PATH=$OUT/bin:$PATH $KB run --worker $W --filter '^dsl-clean$' --profile cpu --output $OUT/r
            """
        let start = ContinuousClock.now
        let run = try Self.shell(fake)
        #expect(ContinuousClock.now - start < .seconds(20))
        #expect(run.code == 3, "\(run.stderr)")
        let line = Self.firstLine(run.stderr)
        #expect(line.hasPrefix("error: --profile cpu: the permission probe"), "\(line)")
        #expect(line.contains("/bin/perf did not finish within 1 s (killed with its children"), "\(line)")
        #expect(run.stderr.split(separator: "\n").count == 1)
        #expect(!FileManager.default.fileExists(atPath: run.out.appendingPathComponent("r").path))
        let pid = (try? String(contentsOf: run.out.appendingPathComponent("child.pid"), encoding: .utf8)) ?? ""
        let child = try #require(Int32(pid.filter(\.isNumber)))
        for _ in 0..<50 where WorkerBoundsTests.isRunning(child) { usleep(20_000) }
        #expect(!WorkerBoundsTests.isRunning(child), "perf's child \(child) outlived it")
    }

    @Test("perf events not permitted (a perf that refuses as perf_event_paranoid makes it): exit 3, one line")
    func perfNotPermitted() throws {
        let fake = """
            mkdir $OUT/bin
            printf '#!/bin/sh\\necho "Error:" >&2\\necho "Access to performance monitoring and observability operations is limited." >&2\\nexit 255\\n' > $OUT/bin/perf
            chmod +x $OUT/bin/perf
            PATH=$OUT/bin:$PATH $KB run --worker $W --filter '^dsl-clean$' --profile cpu --output $OUT/r
            """
        let run = try Self.shell(fake)
        #expect(run.code == 3)
        let line = Self.firstLine(run.stderr)
        #expect(line.hasPrefix("error: --profile cpu: perf may not record cpu-clock events here (exit 255: Error:"))
        #expect(line.contains("perf_event_paranoid"))
        #expect(run.stderr.split(separator: "\n").count == 1)
        #expect(!FileManager.default.fileExists(atPath: run.out.appendingPathComponent("r").path))
    }

    @Test("valgrind missing: --profile instructions exits 3 in one line, nothing written")
    func valgrindMissing() throws {
        let run = try Self.shell(
            #"mkdir $OUT/bin; PATH=$OUT/bin $KB run --worker $W --filter '^dsl-clean$' --profile instructions --output $OUT/r"#
        )
        #expect(run.code == 3)
        #expect(Self.firstLine(run.stderr).hasPrefix("error: --instructions needs valgrind"))
        #expect(!FileManager.default.fileExists(atPath: run.out.appendingPathComponent("r").path))
    }

    @Test("a worker that crashes while profiled: exit 3, said in one line, no profile of it", .needs(.perf))
    func crashWhileProfiled() throws {
        let run = try Self.shell(#"$KB run --worker $W --filter '^fixture-crash$' --profile cpu --output $OUT/r"#)
        #expect(run.code == 3)
        #expect(run.stderr.contains("no cpu profile of fixture-crash: none of its workers completed"))
        let runDirectory = Self.runDirectory(run.out)
        #expect(FileManager.default.fileExists(atPath: runDirectory.appendingPathComponent("report.json").path))
        let names = (try? FileManager.default.contentsOfDirectory(atPath: runDirectory.path)) ?? []
        #expect(!names.contains { $0.contains("profiles") })
    }

    @Test(
        "a paired instruction-mode run explains its worse row: the injected function first, diff flame graph written",
        .needs(.valgrind))
    func pairedRunNamesTheInjectedFunction() throws {
        let selfTest = FixtureTool.locate("bench-selftest-worker")
        let run = try Self.shell(
            """
            cp \(selfTest) $OUT/bench-selftest-worker-spin-400
            $KB run --worker $OUT/bench-selftest-worker-spin-400 --against \(selfTest) --filter '^cached-switch$' \
              --instructions --profile instructions --quick --output $OUT/r
            """)
        #expect(run.code == 1, "\(run.stderr)")
        let runDirectory = Self.runDirectory(run.out)
        let compare = try String(contentsOf: runDirectory.appendingPathComponent("compare.md"), encoding: .utf8)
        let section = try #require(
            compare.range(of: "## Why it got slower: the project's functions whose instructions changed most"))
        let firstRow = compare[section.upperBound...].split(separator: "\n").first { $0.hasPrefix("| 1 |") }
        #expect(firstRow?.contains("injectedSpin") == true, "\(compare)")
        let folder = runDirectory.appendingPathComponent("profiles/cached-switch")
        for name in ["instructions-diff.svg", "instructions-diff.md", "instructions.folded"] {
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path), "\(name)")
        }
        #expect(
            FileManager.default.fileExists(
                atPath: runDirectory.appendingPathComponent("profiles-baseline/cached-switch/instructions.folded").path)
        )
    }
}
