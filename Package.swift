// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "keyboard-bench",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "keyboard-bench", targets: ["keyboard-bench"]),
        .library(name: "KeyboardCore", targets: ["KeyboardCore"]),
        .library(name: "BenchKit", targets: ["BenchKit"]),
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
        .target(name: "KeyboardCore"),
        .target(
            name: "BenchKit",
            dependencies: [
                "CJemalloc",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Histogram", package: "hdrhistogram-swift"),
                .product(name: "Subprocess", package: "swift-subprocess"),
                .product(name: "SystemPackage", package: "swift-system"),
            ]
        ),
        .target(name: "Scenarios", dependencies: ["BenchKit", "KeyboardCore"], path: "Scenarios"),
        .target(name: "Benchmarks", dependencies: ["BenchKit", "KeyboardCore"], path: "Benchmarks"),
        .executableTarget(name: "keyboard-bench", dependencies: ["BenchKit", "Scenarios", "Benchmarks"]),
        .executableTarget(name: "bench-fixtures", dependencies: ["BenchKit"], path: "Tests/BenchFixtures"),
        .testTarget(
            name: "KeyboardCoreTests",
            dependencies: [
                "KeyboardCore",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(name: "BenchKitTests", dependencies: ["BenchKit"]),
        .testTarget(name: "ScenariosTests", dependencies: ["Scenarios", "Benchmarks", "BenchKit", "KeyboardCore"]),
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
    .target(name: "KeyboardFuzz", dependencies: ["KeyboardCore", "BenchSafety"]),
    .executableTarget(name: "fuzz-keyboard", dependencies: ["KeyboardFuzz"]),
    .testTarget(name: "KeyboardFuzzTests", dependencies: ["KeyboardFuzz", "fuzz-keyboard"]),
]
