import BenchReport
import Foundation
import Testing
@testable import PerfCompare

/// Labels a comparison trusts are true: `heap_growth` is not deterministic, and a profiled run's
/// figures that carry the profiler's cost are not judged.
@Suite("Honest labels")
struct HonestLabelTests {
    @Test("heap_growth is not labelled deterministic: one worker's repetitions read −400, −576, −384 B")
    func heapGrowthIsNotDeterministic() {
        #expect(MetricCatalogue.heapGrowth.deterministic == false)
        #expect(MetricCatalogue.allocatedBytes.deterministic && MetricCatalogue.leakedObjects.deterministic)
    }

    @Test("a paired run never lists \"Better: heap_growth 0 B → −400 B\", even from reports labelled deterministic")
    func heapGrowthIsNotComparedExactly() throws {
        func side(_ role: PairingInfo.Role, _ figures: [Double]) -> RunReport {
            var run = Make.run(
                "h-\(role.rawValue)", repetitions: figures.count,
                scenarios: [
                    Make.scenario(
                        "dsl-clean",
                        metrics: [Make.metric("heap_growth", unit: .bytes, deterministic: true, repetitions: figures)])
                ])
            run.pairing = PairingInfo(
                id: "h", role: role, pairs: figures.count, order: "ABBA", baselineWorker: "a", currentWorker: "b")
            return run
        }
        let baseline = side(.baseline, [0, 0, 0, -400, 0, 0, 0, 0])
        let current = side(.current, [-400, -576, -384, -400, -576, -384, -400, -576])
        let comparison = try RunComparator().compare(baseline: baseline, current: current)
        let row = try #require(comparison.rows.first)
        #expect(!row.deterministic && row.verdict != .better && row.verdict != .worse, "\(row)")
        #expect(row.note?.contains("exact") != true)
        #expect(!comparison.markdown.contains("### Better"))
    }

    @Test("--profile alloc: the profiler's 1.05 MB of heap is not judged, never Worse; allocated bytes still are")
    func profiledFiguresAreNotJudged() throws {
        func side(_ id: String, heap: Double, profile: String?) -> RunReport {
            var run = Make.run(
                id, repetitions: 4,
                scenarios: [
                    Make.scenario(
                        "dsl-clean",
                        metrics: [
                            Make.metric("peak_heap", unit: .bytes, repetitions: [heap, heap + 16, heap - 16, heap]),
                            Make.metric(
                                "replace/allocated_bytes", unit: .bytes, deterministic: true,
                                repetitions: [64, 64, 64, 64]),
                        ])
                ])
            run.settings.profile = profile
            return run
        }
        let unprofiled = try RunComparator().compare(
            baseline: side("a", heap: 2e6, profile: nil), current: side("b", heap: 3.05e6, profile: nil))
        #expect(unprofiled.rows.first { $0.metric == "peak_heap" }?.verdict == .worse)
        let comparison = try RunComparator().compare(
            baseline: side("a", heap: 2e6, profile: "alloc"), current: side("b", heap: 3.05e6, profile: "alloc"))
        let heap = try #require(comparison.rows.first { $0.metric == "peak_heap" })
        #expect(heap.verdict == .notJudged && heap.note?.contains("not judged: profiled (alloc)") == true)
        #expect(comparison.rows.first { $0.metric == "replace/allocated_bytes" }?.verdict == .unchanged)
        #expect(!comparison.hasRegression && !comparison.markdown.contains("### Worse"))
        #expect(comparison.exitCode == .cannotJudge)
        #expect(comparison.markdown.contains("cannot judge: profiled (alloc)"))
        #expect(comparison.markdown.contains("figures the profiler (alloc) perturbs"))
    }
}
