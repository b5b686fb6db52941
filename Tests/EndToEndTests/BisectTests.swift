import Foundation
import TestSupport
import Testing

/// `keyboard-bench bisect` end to end, with no commit built: a scratch repository of 32 empty commits,
/// and a worker cache filled beforehand with two prebuilt workers — the shipped worker before the
/// injected commit, the self-test worker (its `cached-switch` spins `KB_SELFTEST_SPIN` steps a call) from
/// it on. A commit left out of the cache "does not build" (the `swift` on the PATH fails every build).
@Suite("bisect end to end")
struct BisectTests {
    final class Sandbox {
        let folder: TemporaryDirectory
        var repository: String { folder.at("repo") }
        var cache: String { folder.at("cache") }
        /// The 33 commits, oldest (good) first.
        var commits: [String] = []

        init() throws {
            folder = try TemporaryDirectory("bisect")
            let script = """
                set -e
                git init -q "$1" && cd "$1"
                for i in $(seq 0 32); do
                  echo $i > f$i; git add f$i
                  git -c user.email=t@t -c user.name=t commit -qm "edit $i"
                done
                git rev-list --reverse HEAD
                """
            let made = try TestProcess.run("/bin/sh", ["-c", script, "sh", repository])
            try #require(made.exitCode == 0, "\(made)")
            commits = made.stdout.split(separator: "\n").map(String.init)
            try FileManager.default.createDirectory(atPath: folder.at("bin"), withIntermediateDirectories: true)
            let swift = "#!/bin/sh\ncase \"$*\" in --version) echo 'fake swift 1'; exit 0 ;; *) exit 97 ;; esac\n"
            let write = try TestProcess.run(
                "/bin/sh",
                ["-c", "printf '%s' \"$1\" > \"$2\" && chmod 755 \"$2\"", "sh", swift, folder.at("bin/swift")])
            try #require(write.exitCode == 0, "\(write)")
        }

        /// Fills the cache: commit `i` gets the self-test worker from `culprit` on (none: never), the
        /// shipped worker before it, and nothing at `broken`.
        func fill(culprit: Int?, broken: Int?) throws {
            try fill { index in
                index == broken
                    ? nil
                    : FixtureTool.locate(index >= (culprit ?? .max) ? "bench-selftest-worker" : "keyboard-bench-worker")
            }
        }

        /// Fills the cache: commit `i` gets the worker `worker(i)` (none: it "does not build").
        func fill(_ worker: (Int) -> String?) throws {
            let key = try TestProcess.run(
                "/bin/sh",
                [
                    "-c",
                    "printf 'fake swift 1\\n%s\\n-c release\\n\\n' \"$(uname -m)\" | git hash-object --stdin --no-filters",
                ])
            let configuration = String(key.stdout.prefix(12))
            try? FileManager.default.removeItem(atPath: cache)
            for (index, commit) in commits.enumerated() {
                guard let worker = worker(index) else { continue }
                let folder = "\(cache)/workers/\(commit)-\(configuration)"
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                try FileManager.default.createSymbolicLink(
                    atPath: folder + "/keyboard-bench-worker", withDestinationPath: worker)
            }
        }

        /// Runs `keyboard-bench bisect` over the whole range on `cached-switch`'s instructions.
        func bisect(_ extra: [String] = [], environment: [String: String] = ["KB_SELFTEST_SPIN": "200"]) throws
            -> ProcessOutcome
        {
            let path = folder.at("bin") + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
            let arguments = [
                "--scenario", "cached-switch", "--good", commits[0], "--bad", "HEAD", "--cache", cache,
                "--output", folder.at("out"), "--json", folder.at("bisect.json"),
            ]
            return try TestProcess.run(
                "/bin/sh", ["-c", "cd \"$REPO\" && exec \"$KB\" bisect \"$@\"", "bisect"] + arguments + extra,
                options: TestProcessOptions(
                    environment: ["PATH": path, "REPO": repository, "KB": FixtureTool.keyboardBench].merging(
                        environment
                    ) { own, _ in own },
                    timeout: 600))
        }

        deinit {
            _ = try? TestProcess.run(
                "/usr/bin/git", ["-C", repository, "worktree", "remove", "--force", cache + "/src"])
        }
    }

    static func verdict(_ outcome: ProcessOutcome) -> String {
        outcome.stdout.split(separator: "\n").last.map(String.init) ?? ""
    }

    @Test(.needs(.valgrind))
    func theInjectedCommitIsNamedPastACommitThatDoesNotBuild() throws {
        try ToolAvailability.require(.valgrind)
        let sandbox = try Sandbox()
        try sandbox.fill(culprit: 15, broken: 16)
        let run = try sandbox.bisect()
        #expect(run.exitCode == 0, "\(run)")
        let culprit = sandbox.commits[15]
        #expect(
            Self.verdict(run).hasPrefix("bisect: culprit \(culprit.prefix(12)) 'edit 15': switch/instructions "),
            "\(run)")
        #expect(run.stderr.contains("\(sandbox.commits[16].prefix(12)) does not build"), "the skip is said")
        let json =
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: URL(fileURLWithPath: sandbox.folder.at("bisect.json")))) as? [String: Any]
        #expect(json?["outcome"] as? String == "culprit")
        #expect((json?["culprit"] as? [String: Any])?["commit"] as? String == culprit)
        let probes = (json?["probes"] as? [Any])?.count ?? 99
        #expect(probes <= 8, "⌈log2 32⌉ + 3")
        let functions = (json?["explanation"] as? [String: Any])?["functions"] as? [[String: Any]]
        #expect(
            (functions?.first?["function"] as? String)?.contains("injectedSpin") == true,
            "the culprit's profile against its parent names the injected function first: \(functions ?? [])")
        #expect(run.stdout.contains("Why it got slower"), "the explanation is in the report")
    }

    @Test(.needs(.valgrind))
    func aRangeWithoutTheRegressionHasNoCulprit() throws {
        try ToolAvailability.require(.valgrind)
        let sandbox = try Sandbox()
        try sandbox.fill(culprit: nil, broken: 16)
        let run = try sandbox.bisect()
        #expect(run.exitCode == 0, "\(run)")
        #expect(Self.verdict(run).hasPrefix("bisect: no culprit: good and bad agree on switch/instructions"), "\(run)")
    }
}

extension BisectTests {
    @Test func aRefThatNamesNoCommitIsRefusedInOneLine() throws {
        let sandbox = try Sandbox()
        let run = try sandbox.bisect(["--good", "no-such-ref"])
        #expect(run.exitCode == 2)
        #expect(run.stderr == "bisect: --good 'no-such-ref' is not a commit of this repository\n", "\(run)")
    }
}

extension BisectTests {
    @Test func runArgumentsAreCheckedBeforeAnythingIsBuilt() throws {
        let sandbox = try Sandbox()
        let owned = try sandbox.bisect(["--", "--filter", "tap"])
        #expect(owned.exitCode == 2)
        #expect(owned.stderr == "bisect: '--filter' after '--' is set by the bisect itself (see 'bisect --help')\n")
        let typo = try sandbox.bisect(["--", "--quik"])
        #expect(typo.exitCode == 2)
        #expect(typo.stderr.hasPrefix("bisect: the run arguments after '--': ") && !typo.stderr.contains("build"))
    }

    @Test(.needs(.valgrind))
    func aTimingIsBisectedPairedAgainstGood() throws {
        try ToolAvailability.require(.valgrind)
        let sandbox = try Sandbox()
        try sandbox.fill(culprit: 11, broken: 16)
        let run = try sandbox.bisect(
            ["--metric", "switch/wall_time", "--pairs", "6", "--", "--quick"], environment: ["KB_SELFTEST_SPIN": "3000"]
        )
        #expect(run.exitCode == 0, "\(run)")
        #expect(
            Self.verdict(run).hasPrefix(
                "bisect: culprit \(sandbox.commits[11].prefix(12)) 'edit 11': switch/wall_time "),
            "\(run)")
        let json =
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: URL(fileURLWithPath: sandbox.folder.at("bisect.json")))) as? [String: Any]
        let probes = json?["probes"] as? [[String: Any]] ?? []
        #expect(probes.count <= 8, "⌈log2 32⌉ + 3")
        let bad = probes.first { $0["commit"] as? String == sandbox.commits[32] }?["reading"] as? [String: Any]
        #expect((bad?["pairs"] as? Int ?? 0) >= 6 && (bad?["figure"] as? Double ?? 0) > 1.2, "\(bad ?? [:])")
        #expect(run.stdout.contains("pairs"), "each timing probe says its pairs")
    }

    @Test func aTimingRangeWithoutTheRegressionHasNoCulprit() throws {
        let sandbox = try Sandbox()
        try sandbox.fill(culprit: nil, broken: 16)
        let run = try sandbox.bisect(["--metric", "switch/wall_time", "--pairs", "6", "--", "--quick"])
        #expect(run.exitCode == 0, "\(run)")
        #expect(Self.verdict(run).hasPrefix("bisect: no culprit: good and bad agree on switch/wall_time"), "\(run)")
    }
}
