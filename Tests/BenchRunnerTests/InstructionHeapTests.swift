import BenchReport
import Foundation
import TestSupport
import Testing

/// In instruction mode a benchmark's heap figures are the benchmark's, as in timing mode: the harness's
/// instruction loop allocates nothing per measured call and pays its one-time costs in warm-up. And the
/// run shows what the mode measures — instructions — not times taken under valgrind.
@Suite("instruction mode: the heap is the subject's", .serialized)
struct InstructionHeapTests {
    static let benchmarks = [
        "cached-switch", "appearance-change", "snippet-append", "morse-engine-signal",
        "touch-lookup-grid-uniform-iphone-14-pro-en",
        "touch-batch-grid-uniform-iphone-14-pro-en",
    ]

    @Test("benchmarks under callgrind read heap_growth 0 B and headline their instructions; exit 0")
    func noHeapGrowth() throws {
        let valgrind = ["/usr/bin/valgrind", "/usr/local/bin/valgrind"].first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
        try #require(
            valgrind != nil, "valgrind is not installed: run scripts/ensure-deps.sh --valgrind (scripts/test.sh does)")
        let output = FileManager.default.temporaryDirectory.appendingPathComponent(
            "instruction-heap-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        let filter = "^(" + Self.benchmarks.joined(separator: "|") + ")$"
        let run = try TestProcess.run(
            TestProducts.path("keyboard-bench"),
            [
                "run", "--worker", TestProducts.path("keyboard-bench-worker"), "--filter", filter, "--instructions",
                "--quick", "--output", output.path,
            ],
            options: TestProcessOptions(timeout: 300)
        )
        #expect(run.exitCode == 0, "\(run)")
        let report = try RunReportFile(directory: output).report
        #expect(report.scenarios.map(\.name).sorted() == Self.benchmarks.sorted())
        for scenario in report.scenarios {
            #expect(
                scenario.metric(.heapGrowth)?.value == 0,
                "\(scenario.name): heap_growth \(scenario.metric(.heapGrowth)?.value ?? -1) B")
            #expect(
                scenario.headlineMetric?.id.kind == "instructions",
                "\(scenario.name): headline \(scenario.headlineMetric?.id.name ?? "none")")
            #expect(
                scenario.metrics.allSatisfy { $0.unit != .nanoseconds },
                "\(scenario.name): a time measured under valgrind")
        }
        #expect(
            !run.stdout.contains("µs") && !run.stdout.contains(" ns "), "no time in the console summary: \(run.stdout)")
    }
}
