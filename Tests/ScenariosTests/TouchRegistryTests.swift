import BenchKit
import BenchModel
import Benchmarks
import Scenarios
import Testing
import TouchMapping

/// The touch-mapping benchmarks and the touch-typing scenario are sound and measure what
/// they say.
@Suite struct TouchRegistryTests {
    let registry = ScenarioRegistry(KeyboardScenarios.all + KeyboardBenchmarks.all + TouchBenchmarks.all)

    @Test func everyTouchDeclarationIsSound() {
        #expect(registry.problems == [])
    }

    @Test func everyLocatorIsInThePrSubsetSideBySide() {
        let pr = registry.catalogue.filter { $0.name.hasPrefix("touch-") && $0.tags.contains("pr") }.map(\.name)
        for locator in ["linear", "grid", "hash"] {
            for points in ["uniform", "centred"] {
                #expect(pr.contains("touch-lookup-\(locator)-\(points)-iphone-14-pro-en"))
                #expect(pr.contains("touch-batch-\(locator)-\(points)-iphone-14-pro-en"))
            }
            #expect(pr.contains("touch-index-build-\(locator)-iphone-14-pro-en"))
        }
        let matrix = registry.catalogue.filter {
            $0.name.hasPrefix("touch-lookup-grid-centred-") && $0.tags.contains("matrix")
        }
        #expect(matrix.count == 10, "English on three devices, the other five languages, two printed keyboards")
    }

    /// The nightly measures every locator × layout through 15 sweeps (one worker each), each
    /// layout its own operation; the full grid of single-layout processes is the `matrix` tag.
    @Test func theNightlySweepsEveryLayoutAndTheMatrixHoldsTheGrid() throws {
        let touch = registry.catalogue.filter { $0.name.hasPrefix("touch-") && $0.name != "touch-typing" }
        let nightly = touch.filter { $0.tags.contains("nightly") }
        let matrix = touch.filter { $0.tags.contains("matrix") }
        #expect(nightly.count == 15 && nightly.allSatisfy { $0.name.hasPrefix("touch-sweep-") })
        #expect(matrix.count == 150 && matrix.allSatisfy { !$0.tags.contains("nightly") })
        let layouts = Set(matrix.compactMap { $0.parameters["layout"] })
        #expect(layouts.count == 10)
        for sweep in nightly {
            let operations = Set(sweep.metrics.compactMap { $0.id.operation })
            #expect(operations == layouts, "\(sweep.name) measures every layout as its own operation")
            for layout in layouts { #expect(sweep.spec(of: .latency(layout)) != nil) }
        }
        let batch = try #require(registry.entry(named: "touch-sweep-batch-hash-uniform")?.info)
        #expect(batch.budgets.filter { $0.metric.name.hasSuffix("/allocations") }.count == layouts.count)
        #expect(batch.spec(of: "batch_per_point-printed-de") != nil)
    }

    func values(_ frames: [WorkerFrame], _ metric: MetricID) -> [Double] {
        guard
            case .channels(let specs)? = frames.first(where: {
                if case .channels = $0 { return true }; return false
            }),
            let channel = specs.firstIndex(where: { $0.id == metric })
        else { return [] }
        return frames.flatMap { frame -> [Double] in
            switch frame {
            case let .samples(index, values) where index == channel: values
            case let .values(list): list.filter { $0.channel == channel }.map(\.value)
            default: []
            }
        }
    }

    @Test func aQuickTouchTypingRunIsAccurateWithoutFalseTouches() throws {
        let frames = try touchTyping().entry.runInProcess(WorkerSettings(seed: 1, quick: true))
        #expect(values(frames, .latency("touch")).count == 500)
        #expect(try #require(values(frames, .custom("accuracy")).last) >= 0.995)
        #expect(values(frames, .custom("false_touches")).last == 0)
        #expect(values(frames, .custom("locator_disagreements")).last == 0)
    }

    @Test func aQuickBatchBenchmarkRecordsTimePerPoint() throws {
        let entry = try #require(registry.entry(named: "touch-batch-grid-centred-iphone-14-pro-en"))
        let frames = try entry.runInProcess(WorkerSettings(seed: 1, quick: true))
        let perPoint = values(frames, .custom("batch_per_point"))
        // Recorded per point, in ns; no upper bound: a loaded machine can stall a batch (speed is the harness's to
        // judge).
        #expect(!perPoint.isEmpty && perPoint.allSatisfy { $0 > 0 && $0.isFinite })
    }
}
