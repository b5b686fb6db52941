import BenchKit
import BenchModel
import Benchmarks
import Scenarios
import Testing

/// The Morse drill and benchmarks are sound, carry the issue's budgets and measure what they say.
@Suite struct MorseRegistryTests {
    let registry = ScenarioRegistry(MorseScenarios.all + MorseBenchmarks.all)

    @Test func everyMorseDeclarationIsSound() {
        #expect(registry.problems == [])
        let names = registry.catalogue.map(\.name)
        #expect(
            names == [
                "morse-drill", "morse-engine-signal", "morse-classify-press", "morse-decode-symbol",
                "morse-record-attempt",
                "morse-record-attempt-batched",
            ])
        #expect(registry.catalogue.allSatisfy { $0.tags.contains("nightly") })
    }

    @Test func theDrillCarriesTheIssueBudgets() throws {
        let info = try #require(registry.entry(named: "morse-drill")?.info)
        let budgets = info.budgets.map(\.description)
        #expect(
            info.budgets.contains {
                $0.metric == .custom("decode_accuracy") && $0.limit == 0.995 && $0.comparison == .atLeast
            }, "\(budgets)")
        #expect(info.budgets.contains { $0.metric == .custom("signal_latency") && $0.statistic == .p50 })
        #expect(info.budgets.contains { $0.metric == .custom("attempts_unrecorded") && $0.limit == 0 })
        #expect(info.budgets.contains { $0.metric == .heapGrowth && $0.limit == 0 })
        #expect(info.budgets.contains { $0.metric == .allocatedBytes("key") && $0.statistic == .p100 && $0.limit == 0 })
    }

    @Test func aQuickDrillDecodesAndRecordsEveryAttempt() throws {
        let entry = try #require(registry.entry(named: "morse-drill"))
        let frames = try entry.runInProcess(WorkerSettings(seed: 1, quick: true))
        #expect(frames.values(of: .custom("signal_latency")).count == 500)
        #expect(try #require(frames.values(of: .custom("decode_accuracy")).last) >= 0.995)
        #expect(frames.values(of: .custom("attempts_unrecorded")).last == 0)
    }

    /// The whole schedule (5 → 30 WPM, then the abrupt drop to 12) decodes at the issue's goal, 99.9 %.
    @Test func theFullDrillMeetsTheAccuracyGoal() throws {
        let entry = try #require(registry.entry(named: "morse-drill"))
        let frames = try entry.runInProcess(WorkerSettings(seed: 3, quick: false))
        #expect(frames.values(of: .custom("signal_latency")).count == 10_000)
        #expect(try #require(frames.values(of: .custom("decode_accuracy")).last) >= 0.999)
        #expect(frames.values(of: .custom("attempts_unrecorded")).last == 0)
    }
}
