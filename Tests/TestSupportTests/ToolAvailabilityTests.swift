import Testing
@testable import TestSupport

/// The one place that says which external tools are here, and what a missing one needs.
@Suite struct ToolAvailabilityTests {
    @Test func partsThatAreThereAreNotMissing() {
        let present = [ToolRequirement("sh", .executable("sh")), ToolRequirement("passwd", .file("/etc/passwd"))]
        #expect(present.allSatisfy { $0.isMet })
        #expect(ToolAvailability.missing(present, flag: "--any") == nil)
    }

    @Test func everyMissingPartIsNamedWithTheFlagThatInstallsIt() {
        let parts = [
            ToolRequirement("nosuch (apt)", .executable("nosuch-tool-kb")), ToolRequirement("sh", .executable("sh")),
            ToolRequirement("nomodule (pip)", .pythonModule("no_such_module_kb")),
            ToolRequirement("nofile", .file("/no/such/file")),
        ]
        let missing = ToolAvailability.missing(parts, flag: "--peers")
        #expect(
            missing?.description
                == "missing nosuch (apt), nomodule (pip), nofile: run scripts/ensure-deps.sh --peers (scripts/test.sh does)"
        )
    }

    @Test func aPythonModuleIsFoundWhenPythonHasIt() {
        #expect(ToolRequirement("sys", .pythonModule("sys")).isMet == ToolRequirement.onPath("python3"))
    }

    @Test func everyToolsFlagIsOneTheInstallerKnows() throws {
        let installer = try TestProcess.run("/bin/cat", [TestProducts.packageRoot + "/scripts/ensure-deps.sh"]).stdout
        for tool in Tool.allCases {
            #expect(installer.contains("    \(tool.installFlag)) "), "\(tool) → \(tool.installFlag)")
            #expect(!tool.requirements.isEmpty)
        }
    }

    @Test func aTestThatNeedsAToolRunsWhenItIsThereOrWhenToolsAreRequired() {
        for tool in Tool.allCases {
            let present = ToolAvailability.isPresent(tool)
            #expect(ToolAvailability.shouldRun(tool) == (present || ToolAvailability.isRequired))
            if present {
                #expect(throws: Never.self) { try ToolAvailability.require(tool) }
            } else {
                #expect(throws: MissingTool.self) { try ToolAvailability.require(tool) }
                #expect(
                    ToolAvailability.missing(tool)?.description.contains("ensure-deps.sh \(tool.installFlag)") == true)
            }
        }
    }
}
