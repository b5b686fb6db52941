import BenchKit
import KeyboardCore
import KeyboardVocabulary
import TouchMapping

/// The touch-mapping micro-benchmarks: lookup per locator for uniform and key-centred
/// points, the batch API per point and the index build, every locator in the same run so their
/// figures sit side by side.
///
/// The `nightly` measures every layout through **sweeps** — one benchmark (one worker) per
/// locator × kind whose operations are the layouts (`touch-sweep-lookup-grid-uniform` reports
/// `iphone-14-pro-en/wall_time`, `printed-de/wall_time`, …): every layout and locator, 15 processes
/// instead of 150. The full grid, each case its own process as before (the same names, so their
/// series go on), carries the `matrix` tag, run weekly; English on the iPhone 14 Pro also carries `pr`.
public enum TouchBenchmarks {
    /// The registered benchmarks: the nightly sweeps, then the matrix grid.
    public static var all: [RegisteredScenario] { sweeps + grid }

    /// One sweep per locator × kind, over every layout (`nightly`).
    static var sweeps: [RegisteredScenario] {
        sweeps(LinearScanLocator.self, "linear") + sweeps(UniformGridLocator.self, "grid")
            + sweeps(SpatialHashLocator.self, "hash")
    }

    /// Every locator × layout × kind as its own benchmark (`matrix`; English on the iPhone 14 Pro also `pr`).
    static var grid: [RegisteredScenario] {
        let cases = TouchLayoutCase.pr.map { ($0, true) } + TouchLayoutCase.nightlyOnly.map { ($0, false) }
        return cases.flatMap { layout, pr in
            entries(LinearScanLocator.self, "linear", layout, pr) + entries(UniformGridLocator.self, "grid", layout, pr)
                + entries(SpatialHashLocator.self, "hash", layout, pr)
        }
    }

    /// How long each touch case samples: until its median is known to ±1 %, at least 30 ms, at most the
    /// half second every case took when it had a fixed time. The warm-up is 5 ms: thousands of lookups (a
    /// lookup takes tens of nanoseconds, an index build tens of microseconds) fault in a layout's pages and
    /// train the caches, and a sweep warms up each of its ten layouts in every repetition.
    static var sampling: Sampling {
        Sampling(precision: 0.01, minimum: 0.03, maximum: 0.5, quick: 0.05, samples: 30, warmup: 0.005)
    }

    private static func entries<L: KeyLocator>(_: L.Type, _ locator: String, _ layout: TouchLayoutCase, _ pr: Bool)
        -> [RegisteredScenario]
    {
        TouchPoints.allCases.flatMap { points in
            [lookup(L.self, locator, layout, points, pr).entry, batch(L.self, locator, layout, points, pr).entry]
        } + [build(L.self, locator, layout, pr).entry]
    }

    /// `pr` cases carry both tags, the others `matrix` only.
    private static func tagged<S>(
        _ name: String, pr: Bool, @BenchmarkBuilder<S> body: @escaping () -> [ScenarioPart<S>]
    ) -> Benchmark<S> {
        pr ? Benchmark(name, tags: .matrix, .pr, body: body) : Benchmark(name, tags: .matrix, body: body)
    }

    /// The subject and the parameters every touch benchmark declares.
    @BenchmarkBuilder<TouchLookupBench<L>>
    private static func subject<L: KeyLocator>(
        _: L.Type, _ locator: String, _ layout: TouchLayoutCase, _ points: TouchPoints
    )
        -> [ScenarioPart<TouchLookupBench<L>>]
    {
        Subject { TouchLookupBench<L>(frames: try layout.frames(), points: points) }
        Parameter("locator", locator)
        Parameter("compare", "locator")
        Parameter("layout", layout.name)
        Parameter("points", "\(points)")
    }

    private static func lookup<L: KeyLocator>(
        _: L.Type, _ locator: String, _ layout: TouchLayoutCase, _ points: TouchPoints, _ pr: Bool
    )
        -> Benchmark<TouchLookupBench<L>>
    {
        tagged("touch-lookup-\(locator)-\(points)-\(layout.name)", pr: pr) {
            subject(L.self, locator, layout, points)
            Measure("lookup") { (bench: TouchLookupBench<L>, _: inout StepContext) in bench.lookup() }
            sampling
            TimeLimit(seconds: 60)
        }
    }

    private static func batch<L: KeyLocator>(
        _: L.Type, _ locator: String, _ layout: TouchLayoutCase, _ points: TouchPoints, _ pr: Bool
    )
        -> Benchmark<TouchLookupBench<L>>
    {
        tagged("touch-batch-\(locator)-\(points)-\(layout.name)", pr: pr) {
            subject(L.self, locator, layout, points)
            Parameter("points_per_call", "\(TouchLookupBench<L>.batchSize)")
            Metric("batch_per_point", unit: .nanoseconds, polarity: .smallerIsBetter, shape: .distribution)
            Measure("batch") { (bench: TouchLookupBench<L>, context: inout StepContext) in
                context.record("batch_per_point", bench.batch())
            }
            sampling
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
            sampling
            TimeLimit(seconds: 60)
        }
    }
}
