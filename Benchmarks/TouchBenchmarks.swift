import BenchKit
import KeyboardCore
import KeyboardVocabulary
import TouchMapping

/// The touch-mapping micro-benchmarks (issue 9): lookup per locator for uniform and key-centred
/// points, the batch API per point and the index build, every locator in the same run so their
/// figures sit side by side. English on the iPhone 14 Pro is in `pr`; every case is in `nightly`.
/// Half a second each: 150 benchmarks stay near two minutes per repetition.
public enum TouchBenchmarks {
    /// The registered benchmarks.
    public static var all: [RegisteredScenario] {
        let cases = TouchLayoutCase.pr.map { ($0, true) } + TouchLayoutCase.nightlyOnly.map { ($0, false) }
        return cases.flatMap { layout, pr in
            entries(LinearScanLocator.self, "linear", layout, pr) + entries(UniformGridLocator.self, "grid", layout, pr)
                + entries(SpatialHashLocator.self, "hash", layout, pr)
        }
    }

    private static func entries<L: KeyLocator>(_: L.Type, _ locator: String, _ layout: TouchLayoutCase, _ pr: Bool)
        -> [RegisteredScenario]
    {
        TouchPoints.allCases.flatMap { points in
            [lookup(L.self, locator, layout, points, pr).entry, batch(L.self, locator, layout, points, pr).entry]
        } + [build(L.self, locator, layout, pr).entry]
    }

    /// `pr` cases carry both tags, the others `nightly` only.
    private static func tagged<S>(_ name: String, pr: Bool, @BenchmarkBuilder<S> body: @escaping () -> [ScenarioPart<S>]) -> Benchmark<S> {
        pr ? Benchmark(name, tags: .nightly, .pr, body: body) : Benchmark(name, tags: .nightly, body: body)
    }

    /// The subject and the parameters every touch benchmark declares.
    @BenchmarkBuilder<TouchLookupBench<L>>
    private static func subject<L: KeyLocator>(_: L.Type, _ locator: String, _ layout: TouchLayoutCase, _ points: TouchPoints)
        -> [ScenarioPart<TouchLookupBench<L>>]
    {
        Subject { TouchLookupBench<L>(frames: try layout.frames(), points: points) }
        Parameter("locator", locator)
        Parameter("compare", "locator")
        Parameter("layout", layout.name)
        Parameter("points", "\(points)")
    }

    private static func lookup<L: KeyLocator>(_: L.Type, _ locator: String, _ layout: TouchLayoutCase, _ points: TouchPoints, _ pr: Bool)
        -> Benchmark<TouchLookupBench<L>>
    {
        tagged("touch-lookup-\(locator)-\(points)-\(layout.name)", pr: pr) {
            subject(L.self, locator, layout, points)
            Measure("lookup") { (bench: TouchLookupBench<L>, _: inout StepContext) in bench.lookup() }
            MinimumTime(seconds: 0.5, quick: 0.1)
            TimeLimit(seconds: 60)
        }
    }

    private static func batch<L: KeyLocator>(_: L.Type, _ locator: String, _ layout: TouchLayoutCase, _ points: TouchPoints, _ pr: Bool)
        -> Benchmark<TouchLookupBench<L>>
    {
        tagged("touch-batch-\(locator)-\(points)-\(layout.name)", pr: pr) {
            subject(L.self, locator, layout, points)
            Parameter("points_per_call", "\(TouchLookupBench<L>.batchSize)")
            Metric("batch_per_point", unit: .nanoseconds, polarity: .smallerIsBetter, shape: .distribution)
            Measure("batch") { (bench: TouchLookupBench<L>, context: inout StepContext) in
                context.record("batch_per_point", bench.batch())
            }
            MinimumTime(seconds: 0.5, quick: 0.1)
            Budget(.allocations("batch"), atMost: .count(0))
            TimeLimit(seconds: 60)
        }
    }

    private static func build<L: KeyLocator>(_: L.Type, _ locator: String, _ layout: TouchLayoutCase, _ pr: Bool)
        -> Benchmark<TouchLookupBench<L>>
    {
        tagged("touch-index-build-\(locator)-\(layout.name)", pr: pr) {
            subject(L.self, locator, layout, .uniform)
            Measure("build") { (bench: TouchLookupBench<L>, _: inout StepContext) in bench.build() }
            MinimumTime(seconds: 0.5, quick: 0.1)
            TimeLimit(seconds: 60)
        }
    }
}
