// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "keyboard-bench",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "keyboard-bench", targets: ["keyboard-bench"]),
        .library(name: "KeyboardCore", targets: ["KeyboardCore"]),
        .library(name: "BenchKit", targets: ["BenchKit"]),
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
        .target(name: "PerfCI"),
        .executableTarget(
            name: "keyboard-bench",
            dependencies: [
                "BenchKit", "Scenarios", "Benchmarks", "PerfCI",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "bench-fixtures", dependencies: ["BenchKit"], path: "Tests/BenchFixtures"),
        .testTarget(
            name: "KeyboardCoreTests",
            dependencies: [
                "KeyboardCore",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(name: "BenchKitTests", dependencies: ["BenchKit"]),
        .testTarget(name: "PerfCITests", dependencies: ["PerfCI"], resources: [.copy("Fixtures")]),
        .testTarget(name: "ScenariosTests", dependencies: ["Scenarios", "Benchmarks", "BenchKit", "KeyboardCore"]),
    ]
)
