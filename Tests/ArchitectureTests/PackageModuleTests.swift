import Foundation
import Testing

/// Reading the dumped manifest: names, kinds, folders, and dependencies as module names.
@Suite struct PackageModuleTests {
    @Test func aDumpedTargetBecomesAModule() throws {
        let manifest = #"""
            {"targets": [
              {"name": "keyboard-bench-worker", "type": "executable", "path": "Sources/Harness/keyboard-bench-worker",
               "dependencies": [{"byName": ["Scenarios", null]}, {"target": ["BenchKit", null]},
                                {"product": ["NIOCore", "swift-nio", null, null]}, {"byName": ["analysis-backend", null]}]},
              {"name": "DeterminismTests", "type": "test", "dependencies": []}
            ]}
            """#
        let modules = try PackageModule.modules(manifest: Data(manifest.utf8))
        #expect(modules.count == 2)
        #expect(
            modules[0].module == "keyboard_bench_worker" && modules[0].kind == .executable
                && modules[0].group == .harness)
        #expect(modules[0].dependencies == ["Scenarios", "BenchKit", "NIOCore", "analysis_backend"])
        #expect(modules[1].directory == "Tests/DeterminismTests" && modules[1].group == .tests)
    }

    @Test func aTargetIsLeanWhenItsSwiftSettingsCarryTheLeanFlag() throws {
        let manifest = #"""
            {"targets": [
              {"name": "BenchKit", "type": "regular", "path": "Sources/Harness/BenchKit", "dependencies": [],
               "settings": [{"kind": {"unsafeFlags": {"_0": ["-Xfrontend", "-disable-implicit-concurrency-module-import"]}},
                             "tool": "swift"}]},
              {"name": "BenchReport", "type": "regular", "path": "Sources/Harness/BenchReport", "dependencies": [],
               "settings": [{"kind": {"unsafeFlags": {"_0": ["-disable-implicit-concurrency-module-import"]}},
                             "tool": "linker"}]},
              {"name": "PerfCI", "type": "regular", "path": "Sources/Harness/PerfCI", "dependencies": []}
            ]}
            """#
        let modules = try PackageModule.modules(manifest: Data(manifest.utf8))
        #expect(modules.map(\.lean) == [true, false, false])
    }
}
