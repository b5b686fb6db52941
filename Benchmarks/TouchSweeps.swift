import BenchKit
import KeyboardCore
import KeyboardVocabulary
import TouchMapping

/// The nightly's touch sweeps: one benchmark per locator × kind, each layout its own
/// operation (and metric), measured one after another in one worker.
extension TouchBenchmarks {
    /// The layouts a sweep covers: every layout of the grid, in the grid's order.
    static var sweptLayouts: [TouchLayoutCase] { TouchLayoutCase.pr + TouchLayoutCase.nightlyOnly }

    static func sweeps<L: KeyLocator>(_: L.Type, _ locator: String) -> [RegisteredScenario] {
        TouchPoints.allCases.flatMap { points in
            [lookupSweep(L.self, locator, points).entry, batchSweep(L.self, locator, points).entry]
        } + [buildSweep(L.self, locator).entry]
    }

    /// The subject (one bench per layout) and the parameters every sweep declares.
    @BenchmarkBuilder<TouchSweep<L>>
    private static func sweepSubject<L: KeyLocator>(_: L.Type, _ locator: String, _ points: TouchPoints)
        -> [ScenarioPart<TouchSweep<L>>]
    {
        Subject { try TouchSweep<L>(layouts: sweptLayouts, points: points) }
        Parameter("locator", locator)
        Parameter("compare", "locator")
        Parameter("layouts", sweptLayouts.map(\.name).joined(separator: ","))
        Parameter("points", "\(points)")
        sampling
        TimeLimit(seconds: 120)
    }

    private static func lookupSweep<L: KeyLocator>(_: L.Type, _ locator: String, _ points: TouchPoints) -> Benchmark<
        TouchSweep<L>
    > {
        Benchmark("touch-sweep-lookup-\(locator)-\(points)", tags: .nightly) {
            sweepSubject(L.self, locator, points)
            sweptLayouts.indices.map { index in
                ScenarioPart<TouchSweep<L>>.measure(
                    Measure(sweptLayouts[index].name) { (sweep: TouchSweep<L>, _: inout StepContext) in
                        sweep.benches[index].lookup()
                    })
            }
        }
    }

    private static func batchSweep<L: KeyLocator>(_: L.Type, _ locator: String, _ points: TouchPoints) -> Benchmark<
        TouchSweep<L>
    > {
        Benchmark("touch-sweep-batch-\(locator)-\(points)", tags: .nightly) {
            sweepSubject(L.self, locator, points)
            Parameter("points_per_call", "\(TouchLookupBench<L>.batchSize)")
            sweptLayouts.indices.flatMap { index -> [ScenarioPart<TouchSweep<L>>] in
                let layout = sweptLayouts[index].name
                let perPoint = "batch_per_point-\(layout)"
                return [
                    .metric(Metric(perPoint, unit: .nanoseconds, polarity: .smallerIsBetter, shape: .distribution)),
                    .measure(
                        Measure(layout) { (sweep: TouchSweep<L>, context: inout StepContext) in
                            context.record(perPoint, sweep.benches[index].batch())
                        }),
                    .budget(Budget(.allocations(layout), atMost: .count(0))),
                ]
            }
        }
    }

    private static func buildSweep<L: KeyLocator>(_: L.Type, _ locator: String) -> Benchmark<TouchSweep<L>> {
        Benchmark("touch-sweep-index-build-\(locator)", tags: .nightly) {
            sweepSubject(L.self, locator, .uniform)
            sweptLayouts.indices.map { index in
                ScenarioPart<TouchSweep<L>>.measure(
                    Measure(sweptLayouts[index].name) { (sweep: TouchSweep<L>, _: inout StepContext) in
                        sweep.benches[index].build()
                    })
            }
        }
    }
}

/// One locator type over several layouts: a `TouchLookupBench` per layout, built when the subject is.
final class TouchSweep<Locator: KeyLocator> {
    let benches: [TouchLookupBench<Locator>]

    init(layouts: [TouchLayoutCase], points: TouchPoints) throws {
        benches = try layouts.map { TouchLookupBench<Locator>(frames: try $0.frames(), points: points) }
    }
}
