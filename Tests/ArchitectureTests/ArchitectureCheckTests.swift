import Testing

/// The rule checker on a small synthetic package: each rule catches the import it forbids, names file,
/// line, module and rule, and lets the allowed ones pass.
@Suite struct ArchitectureCheckTests {
    static let modules = [
        PackageModule(
            target: "KeyboardCore", kind: .library, directory: "Sources/Keyboard/KeyboardCore",
            dependencies: ["Determinism"]),
        PackageModule(target: "Determinism", kind: .library, directory: "Sources/Shared/Determinism", dependencies: []),
        PackageModule(
            target: "BenchKit", kind: .library, directory: "Sources/Harness/BenchKit", dependencies: ["Determinism"]),
        PackageModule(
            target: "BenchReport", kind: .library, directory: "Sources/Harness/BenchReport", dependencies: ["Histogram"]
        ),
        PackageModule(
            target: "Scenarios", kind: .library, directory: "Scenarios", dependencies: ["BenchKit", "KeyboardCore"]),
        PackageModule(
            target: "analysis-backend", kind: .executable, directory: "Sources/Suite/analysis-backend",
            dependencies: ["NIOCore"]),
        PackageModule(
            target: "keyboard-bench-worker", kind: .executable, directory: "Sources/Harness/keyboard-bench-worker",
            dependencies: ["Scenarios", "BenchKit", "KeyboardCore"]
        ),
    ]

    func violations(_ file: String, _ text: String) -> [ArchitectureViolation] {
        ArchitectureCheck(modules: Self.modules).violations(files: [file: text])
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
        #expect(ArchitectureCheck(modules: [stray]).violations(files: [:]).map(\.rule) == [.targetHasAGroup])
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
}
