import Testing

/// The rule checker on a small synthetic package: each rule catches the import it forbids, names file,
/// line, module and rule, and lets the allowed ones pass.
@Suite struct ArchitectureCheckTests {
    static let modules = [
        PackageModule(
            target: "KeyboardCore", kind: .library, directory: "Sources/Keyboard/KeyboardCore",
            dependencies: ["Determinism"], lean: true),
        PackageModule(
            target: "Determinism", kind: .library, directory: "Sources/Shared/Determinism", dependencies: [], lean: true
        ),
        PackageModule(
            target: "BenchKit", kind: .library, directory: "Sources/Harness/BenchKit", dependencies: ["Determinism"],
            lean: true),
        PackageModule(
            target: "BenchReport", kind: .library, directory: "Sources/Harness/BenchReport", dependencies: ["Histogram"]
        ),
        PackageModule(
            target: "Scenarios", kind: .library, directory: "Scenarios", dependencies: ["BenchKit", "KeyboardCore"],
            lean: true),
        PackageModule(
            target: "analysis-backend", kind: .executable, directory: "Sources/Suite/analysis-backend",
            dependencies: ["NIOCore"]),
        PackageModule(
            target: "keyboard-bench-worker", kind: .executable, directory: "Sources/Harness/keyboard-bench-worker",
            dependencies: ["Scenarios", "BenchKit", "KeyboardCore"], lean: true
        ),
        PackageModule(
            target: "KeyboardFuzz", kind: .library, directory: "Sources/Fuzz/KeyboardFuzz",
            dependencies: ["KeyboardCore", "BenchReport"]),
        PackageModule(
            target: "vision-frames", kind: .executable, directory: "Sources/Tools/vision-frames",
            dependencies: ["KeyboardCore", "BenchReport"], lean: true),
        PackageModule(target: "TestSupport", kind: .library, directory: "Tests/TestSupport", dependencies: []),
        PackageModule(
            target: "PerfCompare", kind: .library, directory: "Sources/Harness/PerfCompare",
            dependencies: ["PerfModel", "PerfHistory"]),
        PackageModule(
            target: "PerfDashboard", kind: .library, directory: "Sources/Harness/PerfDashboard",
            dependencies: ["PerfModel", "PerfHistory"]),
        PackageModule(
            target: "PerfHistory", kind: .library, directory: "Sources/Harness/PerfHistory", dependencies: []),
        PackageModule(target: "PerfModel", kind: .library, directory: "Sources/Harness/PerfModel", dependencies: []),
    ]

    func violations(_ file: String, _ text: String) -> [ArchitectureViolation] {
        ArchitectureCheck(modules: Self.modules).importViolations(files: [file: text])
    }

    /// The target rules over `files` (path → text) of the synthetic package, with `changed` modules in it.
    func moduleViolations(_ files: [String: String], changed: [PackageModule] = []) -> [ArchitectureViolation] {
        ArchitectureCheck(modules: changed + Self.modules).moduleViolations(files: files)
    }

    @Test func aKeyboardModuleImportingTheHarnessIsCaught() throws {
        let found = violations("Sources/Keyboard/KeyboardCore/Layout.swift", "import Determinism\n\nimport BenchKit\n")
        let violation = try #require(found.first { $0.rule == .keyboardStaysInside })
        #expect(
            violation.file == "Sources/Keyboard/KeyboardCore/Layout.swift" && violation.line == 3
                && violation.module == "KeyboardCore")
        #expect(
            violation.description.hasPrefix(
                "Sources/Keyboard/KeyboardCore/Layout.swift:3: KeyboardCore imports BenchKit — breaks keyboardStaysInside"
            ))
        #expect(found.map(\.rule) == [.keyboardStaysInside, .importIsDeclared], "BenchKit is not declared either")
    }

    @Test func theHarnessImportingTheKeyboardOrTheSuiteIsCaughtButTheWorkerMeetsTheSuite() {
        #expect(
            violations("Sources/Harness/BenchKit/A.swift", "import KeyboardCore").map(\.rule) == [
                .harnessStaysOutside, .importIsDeclared,
            ])
        #expect(
            violations("Sources/Harness/BenchKit/A.swift", "@testable import Scenarios").map(\.rule).contains(
                .harnessStaysOutside))
        #expect(
            violations("Sources/Harness/keyboard-bench-worker/main.swift", "import Scenarios\nimport BenchKit").isEmpty)
        #expect(
            violations("Sources/Harness/keyboard-bench-worker/main.swift", "import KeyboardCore").map(\.rule) == [
                .harnessStaysOutside
            ])
    }

    @Test func aPerformanceJobImportingAnotherJobItDoesNotReadIsCaught() {
        #expect(
            violations("Sources/Harness/PerfCompare/A.swift", "import PerfModel\nimport PerfHistory").map(\.rule) == [
                .perfJobsStayApart
            ])
        #expect(violations("Sources/Harness/PerfDashboard/A.swift", "import PerfModel\nimport PerfHistory").isEmpty)
        #expect(
            violations("Sources/Harness/PerfModel/A.swift", "import PerfHistory").map(\.rule) == [
                .perfJobsStayApart, .importIsDeclared,
            ])
    }

    @Test func foundationInALeanTargetIsCaught() {
        #expect(
            violations(
                "Sources/Keyboard/KeyboardCore/A.swift",
                "#if canImport(FoundationEssentials)\nimport FoundationEssentials\n#endif"
            )
            .map(\.rule) == [.leanHasNoFoundation])
        #expect(violations("Scenarios/A.swift", "import Foundation").map(\.rule) == [.leanHasNoFoundation])
        #expect(
            violations("Sources/Harness/keyboard-bench-worker/A.swift", "import Foundation").map(\.rule) == [
                .leanHasNoFoundation
            ])
        #expect(violations("Sources/Harness/BenchReport/A.swift", "import Foundation").isEmpty, "the parent side may")
        #expect(
            violations("Sources/Suite/analysis-backend/main.swift", "import Foundation\nimport NIOCore").isEmpty,
            "a process of its own")
    }

    @Test func anUndeclaredImportIsCaughtAndProductsAndSystemModulesPass() {
        #expect(
            violations("Sources/Harness/BenchReport/A.swift", "import Histogram\nimport Glibc\nimport Synchronization")
                .isEmpty)
        let found = violations("Sources/Harness/BenchReport/A.swift", "import struct Subprocess.Configuration")
        #expect(found.map(\.rule) == [.importIsDeclared] && found.first?.finding == "imports Subprocess")
    }

    @Test func aSharedLeafImportsNothingAbove() {
        #expect(
            violations("Sources/Shared/Determinism/A.swift", "import KeyboardCore").map(\.rule) == [
                .sharedIsALeaf, .importIsDeclared,
            ])
    }

    @Test func filesOutsideEveryTargetAndTargetsOutsideEveryGroupAreCaught() {
        #expect(violations("Sources/Stray/A.swift", "").map(\.rule) == [.fileHasATarget])
        let stray = PackageModule(target: "Stray", kind: .library, directory: "Sources/Stray", dependencies: [])
        #expect(ArchitectureCheck(modules: [stray]).moduleViolations(files: [:]).map(\.rule) == [.targetHasAGroup])
    }

    @Test func importsInCommentsAndStringsAreNotImports() {
        let text = #"""
            /*
            import BenchKit
            */
            let usage = """
                import BenchKit
                """
            // import BenchKit
            @_exported public import Determinism // a leaf
            """#
        let imports = SourceImport.scan(text, file: "A.swift")
        #expect(imports == [SourceImport(module: "Determinism", file: "A.swift", line: 8)])
    }

    @Test func theSuiteUsesTheWorkerSideOfTheHarnessOnly() {
        #expect(violations("Scenarios/A.swift", "import BenchKit\nimport KeyboardCore").isEmpty)
        #expect(
            violations("Scenarios/A.swift", "import BenchReport").map(\.rule) == [
                .suiteUsesTheWorkerSide, .importIsDeclared,
            ])
        #expect(violations("Scenarios/A.swift", "import TestSupport").map(\.rule).contains(.suiteUsesTheWorkerSide))
    }

    @Test func aToolStaysOutsideTheHarnessAndFuzzingOutsideToolsAndFixtures() {
        #expect(violations("Sources/Tools/vision-frames/A.swift", "import KeyboardCore").isEmpty)
        #expect(
            violations("Sources/Tools/vision-frames/A.swift", "import BenchReport").map(\.rule) == [
                .toolsStayOutsideTheHarness
            ])
        #expect(
            violations("Sources/Fuzz/KeyboardFuzz/A.swift", "import TestSupport").map(\.rule) == [
                .fuzzingKeepsToOneSide, .importIsDeclared,
            ])
    }

    @Test func aFuzzSubjectOfTheKeyboardImportingTheHarnessIsCaught() throws {
        let both = moduleViolations(["Sources/Fuzz/KeyboardFuzz/A.swift": "import KeyboardCore\nimport BenchReport"])
        let violation = try #require(both.first { $0.rule == .fuzzingKeepsToOneSide })
        #expect(violation.file == "Sources/Fuzz/KeyboardFuzz/A.swift" && violation.line == 2)
        #expect(violation.finding == "imports BenchReport beside keyboard modules")
        let harnessOnly = PackageModule(
            target: "KeyboardFuzz", kind: .library, directory: "Sources/Fuzz/KeyboardFuzz",
            dependencies: ["BenchReport"])
        #expect(
            moduleViolations(["Sources/Fuzz/KeyboardFuzz/A.swift": "import BenchReport"], changed: [harnessOnly])
                .isEmpty, "a harness subject alone")
    }

    @Test func aDeclaredDependencyNoFileImportsIsCaughtButAnExecutableMayBeDeclaredToBeBuilt() {
        let found = moduleViolations(["Sources/Harness/BenchKit/A.swift": "import Glibc"])
        #expect(found.map(\.rule) == [.dependencyIsUsed])
        #expect(found.first?.finding == "declares Determinism and never imports it")
        #expect(found.first?.file == "Sources/Harness/BenchKit" && found.first?.line == 0)
        let test = PackageModule(
            target: "BenchKitTests", kind: .test, directory: "Tests/BenchKitTests",
            dependencies: ["BenchKit", "analysis_backend"])
        #expect(
            moduleViolations(["Tests/BenchKitTests/A.swift": "import BenchKit"], changed: [test]).isEmpty,
            "analysis-backend is an executable: declared so that it is built")
    }

    @Test func theKeyboardAndWhatTheWorkerLinksAreCompiledLean() {
        let heavyKeyboard = PackageModule(
            target: "KeyboardCore", kind: .library, directory: "Sources/Keyboard/KeyboardCore",
            dependencies: ["Determinism"])
        let heavyKit = PackageModule(
            target: "BenchKit", kind: .library, directory: "Sources/Harness/BenchKit", dependencies: ["Determinism"])
        let files = [
            "Sources/Keyboard/KeyboardCore/A.swift": "import Determinism",
            "Sources/Harness/BenchKit/A.swift": "import Determinism",
            "Sources/Harness/BenchReport/A.swift": "import Histogram",
        ]
        #expect(moduleViolations(files).isEmpty, "BenchReport is not linked into the worker")
        let found = moduleViolations(files, changed: [heavyKeyboard, heavyKit])
        #expect(found.map(\.rule) == [.leanWhereTheWorkerRuns, .leanWhereTheWorkerRuns])
        #expect(Set(found.map(\.module)) == ["KeyboardCore", "BenchKit"])
    }
}
