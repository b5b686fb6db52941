import Foundation
import TestSupport
import Testing

/// The gate (`keyboard-bench gate --base-ref`, what `pr-check.sh` runs) builds the base worker once per
/// base commit and build configuration and reuses it from its cache. Run in a throwaway clone of this
/// repository, with a `swift` on the PATH that records its calls, "builds" the base (its bin path holds
/// a stand-in worker) and fails the current side's build, so no real build or run happens.
@Suite("pr-check's base worker cache", .serialized)
struct PrCheckCacheTests {
    /// A clone of the repository at HEAD with this checkout's pr-check.sh, and the fake toolchain.
    final class Sandbox {
        let folder: TemporaryDirectory
        var repository: String { folder.at("repo") }
        var cache: String { folder.at("cache") }
        var log: String { folder.at("swift-calls.log") }

        init() throws {
            folder = try TemporaryDirectory("pr-check-cache")
            let root = GateSelfTestTests.root.path
            let clone = try TestProcess.run("/usr/bin/git", ["clone", "-q", "--shared", root, folder.at("repo")])
            try #require(clone.exitCode == 0, "\(clone)")
            for script in ["pr-check.sh", "ensure-deps.sh"] {
                try FileManager.default.removeItem(atPath: "\(repository)/scripts/\(script)")
                try FileManager.default.copyItem(
                    atPath: "\(root)/scripts/\(script)", toPath: "\(repository)/scripts/\(script)")
            }
            try FileManager.default.createDirectory(atPath: folder.at("bin"), withIntermediateDirectories: true)
            try FileManager.default.createDirectory(atPath: folder.at("built"), withIntermediateDirectories: true)
            try Self.executable("#!/bin/sh\nexit 0\n", at: folder.at("built/keyboard-bench-worker"))
            try Self.executable(
                """
                #!/bin/sh
                echo "$*" >> "$FAKE_SWIFT_LOG"
                case "$*" in
                  --version) echo "$FAKE_SWIFT_VERSION"; exit 0 ;;
                  *--show-bin-path*) echo "$FAKE_SWIFT_BIN"; exit 0 ;;
                  *--package-path*) exit 0 ;;
                  *) exit 97 ;;
                esac

                """, at: folder.at("bin/swift"))
        }

        deinit {
            _ = try? TestProcess.run(
                "/usr/bin/git", ["-C", repository, "worktree", "remove", "--force", cache + "/src"])
        }

        /// Writes an executable script through a child shell: a file this process held open for writing
        /// while another test forks would make its start fail ("Text file busy").
        static func executable(_ text: String, at path: String) throws {
            let write = try TestProcess.run(
                "/bin/sh", ["-c", "printf '%s' \"$1\" > \"$2\" && chmod 755 \"$2\"", "sh", text, path])
            try #require(write.exitCode == 0, "\(write)")
        }

        /// Runs `pr-check.sh --base-ref HEAD` with the toolchain version and build flags given; returns the
        /// outcome and the swift calls it made.
        func check(version: String = "fake swift 1", flags: String = "") throws -> (ProcessOutcome, [String]) {
            try? FileManager.default.removeItem(atPath: log)
            let path = folder.at("bin") + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
            let environment: [String: String?] = [
                "PATH": path, "PERF_CACHE": cache, "PERF_OUTPUT": folder.at("pr"), "PERF_BUILD_FLAGS": flags,
                "FAKE_SWIFT_LOG": log, "FAKE_SWIFT_VERSION": version, "FAKE_SWIFT_BIN": folder.at("built"),
                "GITHUB_STEP_SUMMARY": nil,
            ]
            let run = try Self.gate(["--base-ref", "HEAD"], in: repository, environment: environment)
            let calls = (try? String(contentsOfFile: log, encoding: .utf8))?.split(separator: "\n").map(String.init)
            return (run, calls ?? [])
        }

        /// Runs `keyboard-bench gate arguments` in `repository`.
        static func gate(_ arguments: [String], in repository: String, environment: [String: String?]) throws
            -> ProcessOutcome
        {
            try TestProcess.run(
                "/bin/sh", ["-c", "cd \"$REPO\" && exec \"$KB\" gate \"$@\"", "gate"] + arguments,
                options: TestProcessOptions(
                    environment: environment.merging(["REPO": repository, "KB": FixtureTool.keyboardBench]) { $1 },
                    timeout: 120))
        }

        /// The cached workers' folder names.
        var cached: [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: cache + "/workers")) ?? []).sorted()
        }
    }

    /// The last line the script printed on stdout: its verdict.
    static func lastLine(_ outcome: ProcessOutcome) -> String? {
        outcome.stdout.split(separator: "\n").last.map(String.init)
    }

    static func baseBuilds(_ calls: [String]) -> Int {
        calls.filter { $0.contains("--product keyboard-bench-worker --package-path") }.count
    }

    @Test func theBaseWorkerIsBuiltOncePerCommitToolchainAndFlags() throws {
        let sandbox = try Sandbox()
        let head = try TestProcess.run("/usr/bin/git", ["-C", sandbox.repository, "rev-parse", "HEAD"])
        let commit = head.stdout.trimmingCharacters(in: .whitespacesAndNewlines)

        let (first, firstCalls) = try sandbox.check()
        #expect(first.exitCode == 3, "\(first)")
        #expect(Self.lastLine(first) == "pr-check: ERROR — keyboard-bench-worker did not build (exit 3)", "\(first)")
        #expect(Self.baseBuilds(firstCalls) == 1, "\(firstCalls)")
        #expect(first.stderr.contains("is this checkout's commit \(commit.prefix(12))"), "base == head is said")
        #expect(
            first.stderr.contains("pr-check: the base worker built (beside the current side) in "),
            "the base build's own time: \(first.stderr)")
        let built = sandbox.cached
        #expect(built.count == 1 && built.allSatisfy { $0.hasPrefix(commit + "-") }, "\(built)")
        #expect(
            FileManager.default.isExecutableFile(atPath: "\(sandbox.cache)/workers/\(built[0])/keyboard-bench-worker"))

        let (second, secondCalls) = try sandbox.check()
        #expect(Self.baseBuilds(secondCalls) == 0, "\(secondCalls)")
        #expect(second.stderr.contains("base worker of \(commit.prefix(12)) from the cache"), "\(second.stderr)")
        #expect(sandbox.cached == built)

        let (_, toolchainCalls) = try sandbox.check(version: "fake swift 2")
        #expect(Self.baseBuilds(toolchainCalls) == 1, "a new toolchain builds anew: \(toolchainCalls)")
        let (_, flagCalls) = try sandbox.check(flags: "-Xswiftc -g")
        #expect(Self.baseBuilds(flagCalls) == 1, "new flags build anew: \(flagCalls)")
        #expect(flagCalls.contains { $0.contains("-Xswiftc -g --product keyboard-bench-worker") }, "\(flagCalls)")
        #expect(sandbox.cached.count == 3, "\(sandbox.cached)")
    }

    @Test func aPrebuiltBaseWorkerBuildsNoBase() throws {
        let sandbox = try Sandbox()
        let path = sandbox.folder.at("bin") + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let run = try Sandbox.gate(
            ["--base-worker", sandbox.folder.at("built/keyboard-bench-worker")], in: sandbox.repository,
            environment: [
                "PATH": path, "PERF_CACHE": sandbox.cache, "PERF_OUTPUT": sandbox.folder.at("pr"),
                "FAKE_SWIFT_LOG": sandbox.log, "FAKE_SWIFT_VERSION": "fake swift 1",
            ])
        #expect(
            run.exitCode == 3 && Self.lastLine(run) == "pr-check: ERROR — keyboard-bench-worker did not build (exit 3)")
        let calls = (try? String(contentsOfFile: sandbox.log, encoding: .utf8)) ?? ""
        #expect(!calls.contains("--package-path") && !calls.contains("--version"), "\(calls)")
        #expect(!FileManager.default.fileExists(atPath: sandbox.cache), "no cache without a base to build")
    }
}
