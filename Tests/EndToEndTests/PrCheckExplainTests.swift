import Foundation
import TestSupport
import Testing

/// When `pr-check.sh`'s paired gate fails on a slower scenario, the script profiles that scenario on both
/// sides (instruction mode) and appends, through `keyboard-bench explain`, the project's functions that
/// changed most to its Markdown, before the verdict. Run in a throwaway clone whose `swift` builds nothing and whose release `keyboard-bench` is
/// the tested one; the base is the self-test worker, the current side the same worker named `-spin-N`,
/// which calls an injected function of its own on every measured switch.
@Suite("pr-check explains a failed gate", .serialized)
struct PrCheckExplainTests {
    @Test("the injected function is named first, with the differential flame graph", .needs(.valgrind))
    func aFailedGateNamesTheInjectedFunction() throws {
        let sandbox = try PrCheckCacheTests.Sandbox()
        let base = FixtureTool.locate("bench-selftest-worker")
        let output = sandbox.folder.at("pr")
        let path = sandbox.folder.at("bin") + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        // The executables are written by a child shell, not by this process: a file it held open for
        // writing while another test forks would make their start fail ("Text file busy"); the
        // sandbox's own `swift` is replaced by a new file for the same reason.
        let script = """
            set -e
            rm -f "$DIR/bin/swift"
            printf '#!/bin/sh\\nexit 0\\n' > "$DIR/bin/swift"
            mkdir -p "$REPO/.build/release"
            printf '#!/bin/sh\\nexec %s "$@"\\n' "$KB" > "$REPO/.build/release/keyboard-bench"
            chmod +x "$DIR/bin/swift" "$REPO/.build/release/keyboard-bench"
            cp "$BASE" "$DIR/bench-selftest-worker-spin-5000"
            exec "$REPO/scripts/pr-check.sh" --base-worker "$BASE" -- --worker "$DIR/bench-selftest-worker-spin-5000" \\
              --filter '^cached-switch$' --quick
            """
        let run = try TestProcess.run(
            "/bin/bash", ["-c", script],
            options: TestProcessOptions(
                environment: [
                    "PATH": path, "PERF_CACHE": sandbox.cache, "PERF_OUTPUT": output, "PERF_PAIRS": "6",
                    "GITHUB_STEP_SUMMARY": nil, "DIR": sandbox.folder.path, "REPO": sandbox.repository,
                    "KB": FixtureTool.keyboardBench, "BASE": base,
                ], timeout: 600))

        #expect(run.exitCode == 1, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.last?.hasPrefix("pr-check: FAILED — compare: ") == true, "\(run.stdout)")
        let section = try #require(run.stdout.range(of: "## Why it got slower"), "\(run.stdout)\n\(run.stderr)")
        let explanation = run.stdout[section.upperBound...]
        let firstRow = explanation.split(separator: "\n").first { $0.hasPrefix("| 1 |") }
        #expect(firstRow?.contains("injectedSpin") == true, "\(explanation)")
        let ranks = explanation.split(separator: "\n").filter {
            $0.range(of: #"^\| [0-9]+ \|"#, options: .regularExpression) != nil
        }
        #expect((1...10).contains(ranks.count), "at most the top ten: \(explanation)")
        let graph = "\(output)/explain/latest/profiles/cached-switch/instructions-diff.svg"
        #expect(explanation.contains(graph), "\(explanation)")
        #expect(FileManager.default.fileExists(atPath: graph))
        let markdown = try String(contentsOfFile: "\(output)/compare.md", encoding: .utf8)
        #expect(markdown.contains("## Why it got slower") && markdown.utf8.count <= 65_536)
        #expect(markdown.contains("(commit unknown) → current"), "a prebuilt base without --base-ref names no commit")
        #expect(run.stderr.contains("pr-check: the base worker's commit is not known"), "\(run.stderr)")
    }
}
