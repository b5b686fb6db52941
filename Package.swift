// swift-tools-version: 6.2
import PackageDescription

// keyboard-bench: the TypeSafe keyboard core (the product under test), the harness that measures it,
// and the suite where the two meet. Each group below is a folder under Sources/ (docs/ARCHITECTURE.md, "The
// layout of the package"); every target is declared once, with all its dependencies. Module names do not carry the
// group: a target finds its folder through `path:`.
//
// Who depends on whom (arrows are the declared dependencies below; ArchitectureTests reads every file's
// imports and fails on an undeclared one, and on one the group rules forbid):
//   keyboard   VisionPipeline -> TouchMapping -> KeyboardCore -> AtomicFiles, Determinism, Timekeeping;  TouchMapping -> Determinism;
//              AnalysisClient -> KeyboardCore, Timekeeping;  MorseStats -> MorseInput, CSQLite;  MorseInput -> Timekeeping.
//                                                                                 Never harness or suite.
//   harness    keyboard-bench -> BenchCLI -> BenchRunner, BenchProfile, the Perf modules, BenchReport, BenchModel, BenchSafety (+ ArgumentParser)
//              BenchRunner -> BenchProfile, BenchReport, BenchModel, BenchSafety, Determinism (+ Subprocess, SystemPackage)
//              PerfDashboard, PerfExport -> PerfHistory -> PerfModel;  PerfCompare -> PerfModel (the performance CI,
//              one module per job);  PerfModel -> BenchReport, BenchSafety, Determinism;  BenchReport -> BenchModel, Determinism (+ Histogram)
//              BenchProfile -> BenchModel, BenchSafety, Determinism
//              BenchKit -> BenchModel, BenchSafety, Determinism, Timekeeping, CJemalloc, CProcess, CCallgrind
//              BenchSafety -> AtomicFiles (re-exported: its users see the writer), Timekeeping
//              keyboard-bench-worker -> Scenarios, Benchmarks, BenchKit (the one place harness meets suite).
//                                                                                 Never a keyboard module.
//   suite      KeyboardVocabulary -> BenchKit, BenchModel, KeyboardCore
//              SceneRenderer -> TouchMapping, KeyboardCore, Determinism, CZlib;  AnalysisStub -> AnalysisClient, KeyboardCore,
//              Timekeeping;  analysis-backend -> AnalysisStub, CProcess, Determinism (+ NIO)
//              Scenarios, Benchmarks -> KeyboardVocabulary, SceneRenderer, BenchKit, every keyboard module
//              but AnalysisClient (Scenarios: + BenchModel, AnalysisClient, AnalysisStub)
//   shared     Determinism (SplitMix64, FNV-1a, the median), Timekeeping (the monotonic clock), AtomicFiles (the
//              atomic file writer, its temporary names, SystemError) and the C shims: leaves everyone may use.
//   fuzzing    fuzz-keyboard -> FuzzSubjects (the subject table) -> KeyboardFuzz, MorseFuzz, VisionFuzz, ReportFuzz
//              -> FuzzSupport and the modules each one fuzzes (a keyboard subject no harness module: the harness's
//              subjects are ReportFuzz's);  tools: vision-frames -> SceneRenderer, VisionPipeline, TouchMapping, Determinism,
//              Timekeeping (never the harness)
//   lean       every keyboard module and every Swift module the worker links (BenchModel, BenchKit, BenchSafety,
//              the suite's libraries, Determinism, Timekeeping, AtomicFiles), the worker, vision-frames and the fixture workers: `lean` below,
//              and no Foundation (analysis-backend is a process of its own). ArchitectureTests reads the set here.
//   unused     a declared dependency on a library that no file of the target imports fails ArchitectureTests.

// MARK: - Build settings

/// The worker side uses neither Swift concurrency nor regular expressions: without the implicit imports
/// their runtime libraries (`_Concurrency`, `libdispatch`, `_StringProcessing`, `_RegexParser`) are not
/// loaded into the worker, which keeps ~1.5 MB of resident memory out of every figure it reports.
let lean: [SwiftSetting] = [
    .unsafeFlags([
        "-Xfrontend", "-disable-implicit-concurrency-module-import",
        "-Xfrontend", "-disable-implicit-string-processing-module-import",
    ])
]

/// The workers link the Swift standard library statically: only the runtime pages they touch are
/// resident, instead of the whole relocated `libswiftCore.so` (~1 MB more per worker here). An iOS
/// extension's footprint does not pay for the system's Swift runtime either (shared cache).
/// The loader reads every relocation and (through symbol look-ups) the dynamic symbol table at start,
/// so their size is in every resident floor and grows with the binary: the toolchain's lld packs the
/// ~25,000 relative relocations (DT_RELR, glibc ≥ 2.36: 592 KB → 5 KB) and the worker exports no
/// symbols (`-export-dynamic` comes from `-static-stdlib`; nothing dlsym()s the worker): −1.0 MB.
let leanExecutable: [LinkerSetting] = [
    .unsafeFlags([
        "-static-stdlib", "-use-ld=lld", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs", "-Xlinker",
        "--no-export-dynamic",
    ])
]

/// The scene renderer (a test-data generator) and the vision pipeline are compiled optimised in debug
/// builds too: the vision tests render and process thousands of frames (the renderer optimised: 2.6x less
/// CPU; the pipeline as well: 189 → 139 CPU-seconds for `VisionTests`). `-O` keeps every check the
/// tests rely on — bounds, overflow, preconditions, exclusivity; the pipeline has no `assert` — and it is
/// the code a release build ships. A release build optimises every target anyway, so it is unchanged.
let optimisedInDebug: [SwiftSetting] = [.unsafeFlags(["-O"], .when(configuration: .debug))]

// MARK: - Products of other packages

let argumentParser: Target.Dependency = .product(name: "ArgumentParser", package: "swift-argument-parser")
let histogram: Target.Dependency = .product(name: "Histogram", package: "hdrhistogram-swift")
let subprocess: Target.Dependency = .product(name: "Subprocess", package: "swift-subprocess")
let systemPackage: Target.Dependency = .product(name: "SystemPackage", package: "swift-system")
let propertyBased: Target.Dependency = .product(name: "PropertyBased", package: "swift-property-based")
/// The loopback backend stub only: NIO never links into the keyboard or the worker (linking NIOPosix and
/// NIOHTTP1 alone raised a lean program's resident floor by ~2 MB, using them by ~4 MB).
let nio: [Target.Dependency] = [
    .product(name: "NIOCore", package: "swift-nio"),
    .product(name: "NIOPosix", package: "swift-nio"),
    .product(name: "NIOHTTP1", package: "swift-nio"),
]

// MARK: - Shared leaves and system libraries (Sources/Shared)

let shared: [Target] = [
    /// The package's one SplitMix64, one FNV-1a and one median: a leaf of its own because both the keyboard
    /// (shared-state checksum, touch simulator, printed sheet), the tools and the harness use them, and the
    /// keyboard and the harness may not import each other.
    .target(name: "Determinism", path: "Sources/Shared/Determinism", swiftSettings: lean),
    /// The package's one monotonic clock, for the keyboard, the harness and the tools alike.
    .target(name: "Timekeeping", path: "Sources/Shared/Timekeeping", swiftSettings: lean),
    /// The one atomic file writer (temporary names, flushes, rename), the failed-system-call error and
    /// the `write(2)` loop: the keyboard's shared state and every harness output use it.
    .target(name: "AtomicFiles", path: "Sources/Shared/AtomicFiles", swiftSettings: lean),
    .systemLibrary(
        name: "CJemalloc", path: "Sources/Shared/CJemalloc",
        pkgConfig: "jemalloc", providers: [.apt(["libjemalloc-dev"])]
    ),
    /// Linked statically (`link ":libsqlite3.a"` in its module map): loading libsqlite3.so cost the worker's
    /// resident floor ~0.2 MB. No `pkgConfig: "sqlite3"`: its `-lsqlite3` would bring the shared library
    /// back; Debian's libsqlite3-dev puts sqlite3.h on the default include path and ships the archive.
    .systemLibrary(name: "CSQLite", path: "Sources/Shared/CSQLite", providers: [.apt(["libsqlite3-dev"])]),
    .systemLibrary(name: "CZlib", path: "Sources/Shared/CZlib", providers: [.apt(["zlib1g-dev"])]),
    /// Process helpers the lean side needs from C (parent-death signal, spawn attributes).
    .target(name: "CProcess", path: "Sources/Shared/CProcess"),
    /// callgrind's client requests (valgrind/callgrind.h when installed; no-ops without it) for `run --instructions`.
    .target(name: "CCallgrind", path: "Sources/Shared/CCallgrind"),
]

// MARK: - The keyboard: the product under test (Sources/Keyboard)

let keyboard: [Target] = [
    .target(
        name: "KeyboardCore", dependencies: ["AtomicFiles", "Determinism", "Timekeeping"],
        path: "Sources/Keyboard/KeyboardCore", swiftSettings: lean),
    .target(
        name: "TouchMapping", dependencies: ["KeyboardCore", "Determinism"],
        path: "Sources/Keyboard/TouchMapping", swiftSettings: lean
    ),
    .target(
        name: "VisionPipeline", dependencies: ["TouchMapping"], path: "Sources/Keyboard/VisionPipeline",
        swiftSettings: lean + optimisedInDebug),
    .target(
        name: "MorseInput", dependencies: ["Timekeeping"], path: "Sources/Keyboard/MorseInput", swiftSettings: lean),
    .target(
        name: "MorseStats", dependencies: ["MorseInput", "CSQLite"], path: "Sources/Keyboard/MorseStats",
        swiftSettings: lean),
    /// HTTP/1.1 on Glibc sockets and a thread of its own: no NIO in the lean worker (see `nio`).
    .target(
        name: "AnalysisClient", dependencies: ["KeyboardCore", "Timekeeping"], path: "Sources/Keyboard/AnalysisClient",
        swiftSettings: lean),
]

// MARK: - The harness: what measures (Sources/Harness)

let harness: [Target] = [
    /// Metric model, catalogue and the worker wire format, shared by both sides.
    .target(name: "BenchModel", path: "Sources/Harness/BenchModel", swiftSettings: lean),
    /// Failure-safe output, a filter that cannot backtrack, path checks, atomic writes (stdlib + Glibc).
    .target(
        name: "BenchSafety", dependencies: ["AtomicFiles", "Timekeeping"], path: "Sources/Harness/BenchSafety",
        swiftSettings: lean),
    /// The worker side: DSL, run template and loop strategies, probes, recorders, reaper.
    .target(
        name: "BenchKit",
        dependencies: [
            "BenchModel", "BenchSafety", "CJemalloc", "CProcess", "CCallgrind", "Determinism", "Timekeeping",
        ],
        path: "Sources/Harness/BenchKit", swiftSettings: lean
    ),
    .target(
        name: "BenchReport", dependencies: ["BenchModel", "Determinism", histogram], path: "Sources/Harness/BenchReport"
    ),
    .target(
        name: "BenchRunner",
        dependencies: [
            "BenchProfile", "BenchReport", "BenchModel", "BenchSafety", "Determinism", subprocess, systemPackage,
        ],
        path: "Sources/Harness/BenchRunner"
    ),
    /// What every job of the performance CI shares: report input and validation, statistics, the one error
    /// and exit code, machine series.
    .target(
        name: "PerfModel", dependencies: ["BenchReport", "BenchSafety", "Determinism"],
        path: "Sources/Harness/PerfModel"),
    /// `compare`: two runs (or a paired run) into rows, verdicts and the instruction cross-check.
    .target(
        name: "PerfCompare", dependencies: ["PerfModel", "BenchReport", "Determinism"],
        path: "Sources/Harness/PerfCompare"),
    /// `history`: the run store, its index and profiles, and the change points found in its series.
    .target(
        name: "PerfHistory", dependencies: ["PerfModel", "BenchReport", "BenchSafety", "Determinism"],
        path: "Sources/Harness/PerfHistory"),
    /// `dashboard`: the static site drawn from a history.
    .target(
        name: "PerfDashboard", dependencies: ["PerfHistory", "PerfModel", "BenchReport", "BenchSafety", "Determinism"],
        path: "Sources/Harness/PerfDashboard"),
    /// `export`: a report or a history in other tools' formats.
    .target(
        name: "PerfExport", dependencies: ["PerfHistory", "PerfModel", "BenchReport", "BenchSafety", "Determinism"],
        path: "Sources/Harness/PerfExport"),
    /// Profiles on the parent side: perf / callgrind / jemalloc-prof output read into folded stacks,
    /// per-function tables and diffs, flame-graph SVGs. Nothing of it loads into a worker.
    .target(
        name: "BenchProfile", dependencies: ["BenchModel", "BenchSafety", "Determinism"],
        path: "Sources/Harness/BenchProfile"),
    /// Every command of the tool: parsing, option rules, run plans, output and exit codes.
    .target(
        name: "BenchCLI",
        dependencies: [
            "BenchRunner", "BenchProfile", "BenchReport", "BenchModel", "BenchSafety", "PerfModel", "PerfCompare",
            "PerfHistory", "PerfDashboard", "PerfExport", argumentParser,
        ],
        path: "Sources/Harness/BenchCLI"
    ),
    .executableTarget(name: "keyboard-bench", dependencies: ["BenchCLI"], path: "Sources/Harness/keyboard-bench"),
    .executableTarget(
        name: "keyboard-bench-worker", dependencies: ["Scenarios", "Benchmarks", "BenchKit"],
        path: "Sources/Harness/keyboard-bench-worker", swiftSettings: lean, linkerSettings: leanExecutable
    ),
]

// MARK: - The suite, where keyboard and harness meet (Sources/Suite, Scenarios/, Benchmarks/)

/// What the scenarios and the micro-benchmarks drive: every keyboard module, through the DSL's keyboard words.
let suiteModules: [Target.Dependency] = [
    "KeyboardVocabulary", "BenchKit", "KeyboardCore", "TouchMapping", "MorseInput", "MorseStats", "SceneRenderer",
    "VisionPipeline",
]

let suite: [Target] = [
    .target(
        name: "KeyboardVocabulary", dependencies: ["BenchKit", "BenchModel", "KeyboardCore"],
        path: "Sources/Suite/KeyboardVocabulary", swiftSettings: lean
    ),
    /// Synthetic camera frames with ground truth (a test-data generator, not the product).
    .target(
        name: "SceneRenderer", dependencies: ["TouchMapping", "KeyboardCore", "Determinism", "CZlib"],
        path: "Sources/Suite/SceneRenderer", swiftSettings: lean + optimisedInDebug
    ),
    /// The backend stub's launcher and its one options type (encoded here, parsed by analysis-backend).
    .target(
        name: "AnalysisStub", dependencies: ["AnalysisClient", "KeyboardCore", "Timekeeping"],
        path: "Sources/Suite/AnalysisStub", swiftSettings: lean
    ),
    /// The loopback analysis backend: its own process, so NIO and Foundation stay out of the worker.
    .executableTarget(
        name: "analysis-backend", dependencies: ["AnalysisStub", "CProcess", "Determinism"] + nio,
        path: "Sources/Suite/analysis-backend", swiftSettings: [.swiftLanguageMode(.v5)]
    ),
    .target(
        name: "Scenarios",
        dependencies: suiteModules + ["BenchModel", "AnalysisClient", "AnalysisStub", "BenchSafety"],
        path: "Scenarios",
        swiftSettings: lean),
    .target(name: "Benchmarks", dependencies: suiteModules, path: "Benchmarks", swiftSettings: lean),
]

// MARK: - Fuzzing and tools (Sources/Fuzz, Sources/Tools)

let fuzzing: [Target] = [
    /// What every fuzz subject shares: the byte reader, the finding, the options (stdlib only).
    .target(name: "FuzzSupport", path: "Sources/Fuzz/FuzzSupport"),
    /// The keyboard core's subjects (saved state, session program, touch mapping, analysis wire).
    .target(
        name: "KeyboardFuzz", dependencies: ["FuzzSupport", "KeyboardCore", "TouchMapping"],
        path: "Sources/Fuzz/KeyboardFuzz"
    ),
    .target(name: "MorseFuzz", dependencies: ["FuzzSupport", "MorseInput"], path: "Sources/Fuzz/MorseFuzz"),
    .target(
        name: "VisionFuzz", dependencies: ["FuzzSupport", "SceneRenderer", "VisionPipeline", "TouchMapping"],
        path: "Sources/Fuzz/VisionFuzz"
    ),
    /// The harness's subjects: report decoding and the `--filter` matcher.
    .target(
        name: "ReportFuzz", dependencies: ["FuzzSupport", "BenchReport", "BenchSafety"], path: "Sources/Fuzz/ReportFuzz"
    ),
    /// The one subject table: an input's first byte picks the subject.
    .target(
        name: "FuzzSubjects", dependencies: ["FuzzSupport", "KeyboardFuzz", "MorseFuzz", "VisionFuzz", "ReportFuzz"],
        path: "Sources/Fuzz/FuzzSubjects"
    ),
    /// A libFuzzer target when built by scripts/fuzz.sh (-D FUZZING, -sanitize=fuzzer), a replay tool otherwise.
    .executableTarget(
        name: "fuzz-keyboard", dependencies: ["FuzzSupport", "FuzzSubjects"], path: "Sources/Fuzz/fuzz-keyboard"),
]

let tools: [Target] = [
    /// Writes rendered frames for the OpenCV comparison scripts (scripts/vision).
    .executableTarget(
        name: "vision-frames",
        dependencies: ["SceneRenderer", "VisionPipeline", "TouchMapping", "Determinism", "Timekeeping"],
        path: "Sources/Tools/vision-frames", swiftSettings: lean
    )
]

// MARK: - Test fixtures: real processes the tests run (Tests/Fixtures)

let fixtures: [Target] = [
    /// The tests' one process runner, temporary directory and check for external tools, the path of the
    /// package's built products, and the runner of keyboard-bench over the fixture worker with the reports it wrote.
    .target(name: "TestSupport", dependencies: ["BenchReport"], path: "Tests/TestSupport"),
    /// A worker with misbehaving, mistaken and metric-recording scenarios, for the runner's tests.
    .executableTarget(
        name: "bench-fixtures-worker",
        dependencies: ["BenchKit", "BenchModel", "KeyboardVocabulary", "KeyboardCore", "CProcess"],
        path: "Tests/Fixtures/BenchFixtures", swiftSettings: lean, linkerSettings: leanExecutable
    ),
    /// The gate's self-test worker: the real catalogue with an injected, known slowdown in one operation
    /// (test-only; never the shipped worker).
    .executableTarget(
        name: "bench-selftest-worker",
        dependencies: ["Scenarios", "Benchmarks", "BenchKit", "KeyboardVocabulary", "KeyboardCore"],
        path: "Tests/Fixtures/SelfTestWorker", swiftSettings: lean, linkerSettings: leanExecutable
    ),
    /// The gate's layout-only self-test worker: the shipped worker's catalogue with the keyboard's functions
    /// (KeyboardCore, TouchMapping) linked in a shuffled order (test-only; never the shipped worker) — the
    /// same instructions at other addresses.
    .executableTarget(
        name: "bench-layout-worker", dependencies: ["Scenarios", "Benchmarks", "BenchKit"],
        path: "Tests/Fixtures/LayoutWorker", swiftSettings: lean,
        linkerSettings: leanExecutable + [
            .unsafeFlags([
                "-Xlinker", "--shuffle-sections=.text.$s12KeyboardCore*=7", "-Xlinker",
                "--shuffle-sections=.text.$s12TouchMapping*=7",
            ])
        ]
    ),
    /// A real process using BenchSafety as the CLI should, run with broken descriptors.
    .executableTarget(name: "safety-fixture", dependencies: ["BenchSafety"], path: "Tests/Fixtures/SafetyFixture"),
    /// Writes shared state in a loop, for the kill -9 test.
    .executableTarget(
        name: "shared-state-writer", dependencies: ["KeyboardCore"], path: "Tests/Fixtures/SharedStateWriter"),
    /// Writes Morse statistics in a loop, for the kill -9 test.
    .executableTarget(
        name: "morse-stats-writer", dependencies: ["MorseStats", "MorseInput"], path: "Tests/Fixtures/MorseStatsWriter"
    ),
    /// Appends to a history from another process, for the concurrent-writer test; writes the synthetic
    /// N-run histories of scripts/history-scale.sh.
    .executableTarget(
        name: "perfci-history-writer", dependencies: ["PerfHistory", "PerfModel", "BenchReport", "Determinism"],
        path: "Tests/Fixtures/PerfCIHistoryWriter"
    ),
]

// MARK: - Tests (Tests/<Module>Tests)

let tests: [Target] = [
    .testTarget(name: "DeterminismTests", dependencies: ["Determinism"]),
    .testTarget(name: "AtomicFilesTests", dependencies: ["AtomicFiles"]),
    .testTarget(name: "KeyboardCoreTests", dependencies: ["KeyboardCore", propertyBased]),
    .testTarget(name: "TouchMappingTests", dependencies: ["TouchMapping", "KeyboardCore", propertyBased]),
    .testTarget(
        name: "VisionTests",
        dependencies: [
            "SceneRenderer", "VisionPipeline", "TouchMapping", "KeyboardCore", "FuzzSupport", "FuzzSubjects",
            "TestSupport", "BenchKit", "CZlib", "Determinism",
        ]
    ),
    .testTarget(name: "MorseInputTests", dependencies: ["MorseInput", "Determinism"]),
    .testTarget(
        name: "MorseStatsTests", dependencies: ["MorseStats", "MorseInput", "morse-stats-writer", "TestSupport"]),
    .testTarget(
        name: "AnalysisTests",
        dependencies: [
            "AnalysisClient", "AnalysisStub", "KeyboardCore", "AtomicFiles", "analysis-backend", "shared-state-writer",
            "TestSupport",
        ]
    ),
    .testTarget(name: "BenchModelTests", dependencies: ["BenchModel"]),
    .testTarget(
        name: "BenchSafetyTests", dependencies: ["BenchSafety", "safety-fixture", argumentParser, "TestSupport"]),
    .testTarget(name: "BenchKitTests", dependencies: ["BenchKit", "BenchModel"]),
    .testTarget(
        name: "BenchReportTests", dependencies: ["BenchReport", "BenchModel", "Determinism"],
        resources: [.copy("Fixtures")]),
    .testTarget(
        name: "BenchRunnerTests",
        dependencies: [
            "BenchRunner", "BenchProfile", "BenchReport", "BenchModel", "Determinism", "TestSupport",
        ]
    ),
    /// The command line's logic without spawning the tool: option rules, run plans, shards, exit codes.
    .testTarget(
        name: "BenchCLITests",
        dependencies: [
            "BenchCLI", "BenchRunner", "BenchReport", "BenchModel", "BenchSafety", "PerfModel", "PerfCompare",
            argumentParser, "TestSupport",
        ]
    ),
    /// The tool as a user runs it: each test spawns keyboard-bench (and its workers) and reads what it wrote.
    .testTarget(name: "EndToEndTests", dependencies: ["BenchRunner", "BenchReport", "TestSupport"]),
    .testTarget(
        name: "BenchProfileTests", dependencies: ["BenchProfile", "BenchModel", "TestSupport"]),
    .testTarget(
        name: "PerfCITests",
        dependencies: [
            "PerfModel", "PerfCompare", "PerfHistory", "PerfDashboard", "PerfExport", "BenchProfile", "BenchReport",
            "BenchSafety", "Determinism", "perfci-history-writer", "TestSupport",
        ],
        resources: [.copy("Fixtures")]
    ),
    .testTarget(
        name: "ScenariosTests",
        dependencies: [
            "Scenarios", "Benchmarks", "KeyboardVocabulary", "BenchKit", "BenchModel", "KeyboardCore", "TouchMapping",
            "SceneRenderer", "VisionPipeline", "AnalysisStub", "TestSupport",
        ]
    ),
    .testTarget(
        name: "KeyboardFuzzTests",
        dependencies: [
            "KeyboardFuzz", "FuzzSupport", "FuzzSubjects", "BenchReport", "fuzz-keyboard", "KeyboardCore",
            "TouchMapping", "Determinism",
            "TestSupport",
        ]
    ),
    .testTarget(name: "TestSupportTests", dependencies: ["TestSupport"]),
    /// Reads every source file's imports and the dumped manifest; fails on an import the groups forbid.
    .testTarget(name: "ArchitectureTests", dependencies: ["TestSupport"]),
]

/// Test code is compiled without optimisation in release builds too: `scripts/test.sh` tests the release
/// build (the code the nightly measures), and optimising the test targets themselves would only cost
/// build time — what they test is compiled as every release build compiles it. No module imports a test
/// target, so its interface is written by its own compile job (`-no-emit-module-separately-wmo`) rather
/// than by a separate job that type-checks the whole target a second time: ~60 s less compiler CPU in a
/// clean `scripts/test.sh` build here.
let unoptimisedTestCode: [SwiftSetting] = [
    .unsafeFlags(["-Onone", "-no-emit-module-separately-wmo"], .when(configuration: .release))
]
for target in tests { target.swiftSettings = (target.swiftSettings ?? []) + unoptimisedTestCode }

// MARK: - The package

/// The products are the tools a user runs; no other package consumes a library of this one (its modules
/// are reached through the tools and the tests), so none is declared.
let package = Package(
    name: "keyboard-bench",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "keyboard-bench", targets: ["keyboard-bench"]),
        .executable(name: "keyboard-bench-worker", targets: ["keyboard-bench-worker"]),
        .executable(name: "analysis-backend", targets: ["analysis-backend"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/HdrHistogram/hdrhistogram-swift", from: "0.2.0"),
        .package(url: "https://github.com/swiftlang/swift-subprocess", from: "1.0.2"),
        .package(url: "https://github.com/apple/swift-system", from: "1.8.1"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: shared + keyboard + harness + suite + fuzzing + tools + fixtures + tests
)
