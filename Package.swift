// swift-tools-version: 6.2
import PackageDescription

// Module layout (DESIGN.md): arrows point at what a module may import.
//   keyboard-bench        -> BenchRunner, PerfCI, BenchReport (+ ArgumentParser)
//   PerfCI      -> BenchReport (+ Foundation): compare, history, change points, dashboard, exports
//   keyboard-bench-worker -> Scenarios, Benchmarks -> KeyboardVocabulary -> BenchKit + KeyboardCore
//   TouchMapping -> KeyboardCore (standard library only)
//   BenchRunner -> BenchReport (+ Subprocess, Foundation)
//   BenchReport -> BenchModel (+ FoundationEssentials, Histogram)
//   BenchKit    -> BenchModel, CJemalloc (standard library + Glibc only: the lean worker side)
//   BenchModel  -> nothing (metric model, catalogue and the worker wire format, shared by both sides)
/// The worker side uses neither Swift concurrency nor regular expressions: without the implicit imports
/// their runtime libraries (`_Concurrency`, `libdispatch`, `_StringProcessing`, `_RegexParser`) are not
/// loaded into the worker, which keeps ~1.5 MB of resident memory out of every figure it reports.
let lean: [SwiftSetting] = [
    .unsafeFlags([
        "-Xfrontend", "-disable-implicit-concurrency-module-import",
        "-Xfrontend", "-disable-implicit-string-processing-module-import",
    ]),
]

/// The workers link the Swift standard library statically: only the runtime pages they touch are
/// resident, instead of the whole relocated `libswiftCore.so` (~1 MB more per worker here). An iOS
/// extension's footprint does not pay for the system's Swift runtime either (shared cache).
/// Issue 14: the loader reads every relocation and (through symbol look-ups) the dynamic symbol table
/// at start, so their size was in every resident floor and grew with the binary: the toolchain's lld
/// packs the ~25,000 relative relocations (DT_RELR, glibc ≥ 2.36: 592 KB → 5 KB) and the worker exports
/// no symbols (`-export-dynamic` came from `-static-stdlib`; nothing dlsym()s the worker): −1.0 MB.
let leanExecutable: [LinkerSetting] = [.unsafeFlags(["-static-stdlib", "-use-ld=lld", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs", "-Xlinker", "--no-export-dynamic"])]

let package = Package(
    name: "keyboard-bench",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "keyboard-bench", targets: ["keyboard-bench"]),
        .executable(name: "keyboard-bench-worker", targets: ["keyboard-bench-worker"]),
        .library(name: "KeyboardCore", targets: ["KeyboardCore"]),
        .library(name: "BenchKit", targets: ["BenchKit"]),
        .library(name: "BenchReport", targets: ["BenchReport"]),
        .library(name: "TouchMapping", targets: ["TouchMapping"]),
        .library(name: "PerfCI", targets: ["PerfCI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/HdrHistogram/hdrhistogram-swift", from: "0.2.0"),
        .package(url: "https://github.com/swiftlang/swift-subprocess", from: "1.0.2"),
        .package(url: "https://github.com/apple/swift-system", from: "1.8.1"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        .systemLibrary(
            name: "CJemalloc",
            pkgConfig: "jemalloc",
            providers: [.apt(["libjemalloc-dev"])]
        ),
        .target(name: "KeyboardCore", swiftSettings: lean),
        .target(name: "TouchMapping", dependencies: ["KeyboardCore"], swiftSettings: lean),
        .target(name: "BenchModel", swiftSettings: lean),
        .target(name: "CProcess"),
        .target(name: "BenchKit", dependencies: ["BenchModel", "BenchSafety", "CJemalloc", "CProcess", "CCallgrind"], swiftSettings: lean),
        .target(
            name: "BenchReport",
            dependencies: ["BenchModel", .product(name: "Histogram", package: "hdrhistogram-swift")]
        ),
        .target(
            name: "BenchRunner",
            dependencies: [
                "BenchReport", "BenchModel", "BenchSafety",
                .product(name: "Subprocess", package: "swift-subprocess"),
                .product(name: "SystemPackage", package: "swift-system"),
            ]
        ),
        .target(name: "KeyboardVocabulary", dependencies: ["BenchKit", "KeyboardCore"], swiftSettings: lean),
        .target(name: "Scenarios", dependencies: ["KeyboardVocabulary", "BenchKit", "KeyboardCore", "TouchMapping"], path: "Scenarios", swiftSettings: lean),
        .target(name: "Benchmarks", dependencies: ["KeyboardVocabulary", "BenchKit", "KeyboardCore", "TouchMapping"], path: "Benchmarks", swiftSettings: lean),
        .target(name: "PerfCI", dependencies: ["BenchReport", "BenchSafety"]),
        .executableTarget(
            name: "keyboard-bench-worker", dependencies: ["Scenarios", "Benchmarks", "BenchKit"],
            swiftSettings: lean, linkerSettings: leanExecutable
        ),
        .executableTarget(
            name: "keyboard-bench",
            dependencies: [
                "BenchRunner", "BenchReport", "BenchModel", "BenchSafety", "PerfCI",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "bench-fixtures-worker", dependencies: ["BenchKit", "KeyboardVocabulary", "KeyboardCore"],
            path: "Tests/BenchFixtures", swiftSettings: lean, linkerSettings: leanExecutable
        ),
        .testTarget(
            name: "KeyboardCoreTests",
            dependencies: [
                "KeyboardCore",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "TouchMappingTests",
            dependencies: [
                "TouchMapping",
                "KeyboardCore",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(name: "BenchModelTests", dependencies: ["BenchModel"]),
        .testTarget(name: "BenchKitTests", dependencies: ["BenchKit", "BenchModel"]),
        .testTarget(name: "BenchReportTests", dependencies: ["BenchReport", "BenchModel"], resources: [.copy("Fixtures")]),
        .testTarget(
            name: "BenchRunnerTests",
            dependencies: [
                "BenchRunner", "BenchReport", "BenchModel",
                .product(name: "Subprocess", package: "swift-subprocess"),
                .product(name: "SystemPackage", package: "swift-system"),
            ]
        ),
        .executableTarget(name: "perfci-history-writer", dependencies: ["PerfCI"], path: "Tests/PerfCIHistoryWriter"),
        .testTarget(
            name: "PerfCITests", dependencies: ["PerfCI", "BenchReport", "perfci-history-writer"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(name: "ScenariosTests", dependencies: ["Scenarios", "Benchmarks", "KeyboardVocabulary", "BenchKit", "KeyboardCore", "TouchMapping"]),
    ]
)

// Issue 8 (bad input and faults): units the CLI and the worker share, and the fuzz target.
// Kept in one block so the harness rewrite can merge around it.
package.targets += [
    // Failure-safe output, a filter matcher that cannot backtrack, output-path checks, temp cleanup,
    // retention, argument helpers. Swift standard library + Glibc only (usable by the lean worker).
    .target(name: "BenchSafety"),
    .testTarget(
        name: "BenchSafetyTests",
        dependencies: ["BenchSafety", "safety-fixture", .product(name: "ArgumentParser", package: "swift-argument-parser")]
    ),
    // A real process using BenchSafety as the CLI should, run by BenchSafetyTests with broken descriptors.
    .executableTarget(name: "safety-fixture", dependencies: ["BenchSafety"], path: "Tests/SafetyFixture"),
    // The fuzz programs over the keyboard core and the filter matcher (stdlib only), and their driver: a libFuzzer target when
    // built by scripts/fuzz.sh (-D FUZZING, -sanitize=fuzzer), a replay tool in a plain build.
    .target(name: "KeyboardFuzz", dependencies: ["KeyboardCore", "BenchSafety", "TouchMapping"]),
    // Report decoding (malformed and truncated report files) joins the same fuzz target.
    .target(name: "ReportFuzz", dependencies: ["KeyboardFuzz", "BenchReport"]),
    .executableTarget(name: "fuzz-keyboard", dependencies: ["KeyboardFuzz", "ReportFuzz"]),
    .testTarget(name: "KeyboardFuzzTests", dependencies: ["KeyboardFuzz", "ReportFuzz", "BenchReport", "fuzz-keyboard", "TouchMapping"]),
]

// Issue 14 (snippet capture, the analysis request over a real loopback backend, risk banner, shared
// state). AnalysisClient -> KeyboardCore: HTTP/1.1 on Glibc sockets and a thread of its own (no NIO in
// the lean worker: linking NIOPosix+NIOHTTP1 alone raised a lean program's resident floor by ~2 MB,
// using it by ~4 MB; README "Analysis"). The stub is its own process and uses swift-nio + Foundation.
package.dependencies += [.package(url: "https://github.com/apple/swift-nio", from: "2.101.2")]
package.products += [.executable(name: "analysis-backend", targets: ["analysis-backend"])]
package.targets += [
    .target(name: "AnalysisClient", dependencies: ["KeyboardCore"], swiftSettings: lean),
    .executableTarget(
        name: "analysis-backend",
        dependencies: [
            "CProcess",
            .product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOPosix", package: "swift-nio"),
            .product(name: "NIOHTTP1", package: "swift-nio"),
        ],
        swiftSettings: [.swiftLanguageMode(.v5)]
    ),
    // Writes shared state in a loop, for the kill -9 test.
    .executableTarget(name: "shared-state-writer", dependencies: ["KeyboardCore"], path: "Tests/SharedStateWriter"),
    .testTarget(
        name: "AnalysisTests",
        dependencies: ["AnalysisClient", "KeyboardCore", "analysis-backend", "shared-state-writer"]
    ),
]
for target in package.targets where target.name == "Scenarios" { target.dependencies.append("AnalysisClient") }
// Issue 17 (Morse input): the engine, alphabet and symbol card (stdlib only), the statistics store over
// Debian's libsqlite3 (system library, no Foundation), their fuzz probe, tests, and the kill -9 fixture.
package.targets += [
    // Linked statically (`link ":libsqlite3.a"` in its module map): loading libsqlite3.so cost the worker's
    // resident floor ~0.2 MB here. No `pkgConfig: "sqlite3"`: its `-lsqlite3` would bring the shared library
    // back; Debian's libsqlite3-dev puts sqlite3.h on the default include path and ships the archive.
    .systemLibrary(name: "CSQLite", providers: [.apt(["libsqlite3-dev"])]),
    .target(name: "MorseInput", swiftSettings: lean),
    .target(name: "MorseStats", dependencies: ["MorseInput", "CSQLite"], swiftSettings: lean),
    .target(name: "MorseFuzz", dependencies: ["MorseInput", "KeyboardFuzz"]),
    .executableTarget(name: "morse-stats-writer", dependencies: ["MorseStats", "MorseInput"], path: "Tests/MorseStatsWriter"),
    .testTarget(name: "MorseInputTests", dependencies: ["MorseInput"]),
    .testTarget(name: "MorseStatsTests", dependencies: ["MorseStats", "MorseInput", "morse-stats-writer"]),
]
package.products += [.library(name: "MorseInput", targets: ["MorseInput"])]
// The worker's Morse scenarios and benchmarks (Scenarios/Morse, Benchmarks/Morse) and the fuzz target's
// selector 5/2 need the new modules: added here so the existing entries stay as they are.
for target in package.targets {
    switch target.name {
    case "Scenarios", "Benchmarks": target.dependencies += ["MorseInput", "MorseStats"]
    case "ReportFuzz": target.dependencies += ["MorseFuzz"]
    default: break
    }
}
// Issue 15 (vision frame processing): synthetic camera scenes with ground truth, the finger-and-shadow
// pipeline (both standard library only), and a tool that writes rendered frames for the OpenCV scripts.
//   VisionPipeline -> TouchMapping -> KeyboardCore;  SceneRenderer -> TouchMapping
package.targets += [
    .target(name: "SceneRenderer", dependencies: ["TouchMapping"], swiftSettings: lean),
    .target(name: "VisionPipeline", dependencies: ["TouchMapping"], swiftSettings: lean),
    .executableTarget(name: "vision-frames", dependencies: ["SceneRenderer", "VisionPipeline", "TouchMapping"], swiftSettings: lean),
    // The pipeline's entry points in the fuzz target (selector 5, second byte 1; ReportFuzz dispatches).
    .target(name: "VisionFuzz", dependencies: ["KeyboardFuzz", "SceneRenderer", "VisionPipeline", "TouchMapping"]),
    .testTarget(name: "VisionTests", dependencies: ["SceneRenderer", "VisionPipeline", "TouchMapping", "KeyboardCore", "VisionFuzz", "ReportFuzz", "KeyboardFuzz"]),
]
// The scenarios and benchmarks use the vision modules; the fuzz target's dispatcher (ReportFuzz) the probe.
// Added here rather than in their declarations above, so that this block merges around other changes.
for target in package.targets where target.name == "Scenarios" || target.name == "Benchmarks" {
    target.dependencies += ["SceneRenderer", "VisionPipeline"]
}
for target in package.targets where target.name == "ReportFuzz" { target.dependencies += ["VisionFuzz"] }
package.products += [
    .library(name: "SceneRenderer", targets: ["SceneRenderer"]),
    .library(name: "VisionPipeline", targets: ["VisionPipeline"]),
]

// Issue 13 (a merge gate that does not cry wolf): the gate's self-test worker — the real catalogue with
// an injected, known slowdown in one operation (test-only; never the shipped worker).
package.targets += [
    // callgrind's client requests (valgrind/callgrind.h when installed; no-ops without it) for `run --instructions`.
    .target(name: "CCallgrind"),
    .executableTarget(
        name: "bench-selftest-worker", dependencies: ["Scenarios", "Benchmarks", "BenchKit", "KeyboardVocabulary", "KeyboardCore"],
        path: "Tests/SelfTestWorker", swiftSettings: lean, linkerSettings: leanExecutable
    ),
]

// Issue 18 items 28, 29 (one copy of the plumbing). `Determinism` holds the package's one SplitMix64
// and one FNV-1a. It is a leaf of its own (standard library only) because both sides use them: the
// keyboard modules (shared-state checksum, touch simulator, printed sheet) may not import BenchModel
// or BenchKit, and BenchKit, BenchRunner and PerfCI may not import a keyboard module.
package.targets += [
    .target(name: "Determinism", swiftSettings: lean),
    .testTarget(name: "DeterminismTests", dependencies: ["Determinism"]),
    // The tests' one process runner (run a program with arguments, environment, stdin; capture its output,
    // exit status or signal; a timeout) and the path of the package's built products.
    .target(name: "TestSupport", path: "Tests/TestSupport"),
    .testTarget(name: "TestSupportTests", dependencies: ["TestSupport"]),
]
for target in package.targets {
    switch target.name {
    case "KeyboardCore", "TouchMapping", "SceneRenderer", "BenchKit", "BenchRunner", "PerfCI", "analysis-backend",
         "BenchReportTests", "MorseInputTests":
        target.dependencies.append("Determinism")
    default: break
    }
    switch target.name {
    case "AnalysisTests", "BenchRunnerTests", "PerfCITests", "KeyboardFuzzTests", "VisionTests", "MorseStatsTests", "BenchSafetyTests":
        target.dependencies.append("TestSupport")
    default: break
    }
}
