import BenchKit
import BenchModel
import Benchmarks
import Scenarios
import Testing

/// The vision scenarios and benchmarks are sound and carry the issue's budgets.
@Suite struct VisionRegistryTests {
    let registry = ScenarioRegistry(VisionScenarios.all + VisionBenchmarks.all)

    @Test func everyVisionDeclarationIsSound() {
        #expect(registry.problems == [])
        let names = Set(registry.catalogue.map(\.name))
        for stage in ["segment", "open", "components", "shadow", "pipeline"] {
            #expect(names.contains("vision-\(stage)-640x480") && names.contains("vision-\(stage)-1280x720"))
        }
    }

    @Test func visionTypingCarriesTheIssueBudgets() throws {
        let info = try #require(registry.entry(named: "vision-typing")?.info)
        let budgets = info.budgets
        #expect(
            budgets.contains { $0.metric == .custom("key_accuracy") && $0.limit == 0.98 && $0.comparison == .atLeast })
        #expect(budgets.contains { $0.metric == .custom("touch_f1") && $0.limit == 0.97 && $0.comparison == .atLeast })
        #expect(budgets.contains { $0.metric == .latency("frame") && $0.statistic == .p99 && $0.limit == 33e6 })
        #expect(budgets.contains { $0.metric == .allocatedBytes("frame") && $0.statistic == .p100 && $0.limit == 0 })
        #expect(budgets.contains { $0.metric == .heapGrowth && $0.limit == 0 })
        #expect(budgets.contains { $0.metric == .peakResident && $0.limit == 30e6 })
        let stress = try #require(registry.entry(named: "vision-stress")?.info)
        #expect(
            stress.budgets.contains {
                $0.metric == .custom("false_touches_per_1000_frames") && $0.comparison == .atMost
            })
    }

    @Test func visionConditionsCarriesTheGoalsPerCondition() throws {
        let info = try #require(registry.entry(named: "vision-conditions")?.info)
        for name in ["wood", "checker", "camera_shift_10px", "tones_8", "noise_15", "jpeg_q20", "key_edges"] {
            let floor = name == "noise_15" ? 0.85 : 0.95
            #expect(info.budgets.contains { $0.metric == .custom("key_accuracy.\(name)") && $0.limit == floor })
            #expect(info.budgets.contains { $0.metric == .cpuTime("frame.\(name)") && $0.limit == 2e6 })
            #expect(info.budgets.contains { $0.metric == .allocatedBytes("frame.\(name)") && $0.limit == 0 })
        }
        #expect(info.budgets.contains { $0.metric == .custom("recovery_frames.camera_rotate_5deg") && $0.limit == 30 })
        #expect(info.tags.contains("nightly") && info.tags.contains("desk"), "in the nightly, and runnable alone")
        #expect(info.budgets.contains { $0.metric == .heapGrowth && $0.limit == 0 })
    }
}
