import Foundation
import TestSupport
import Testing

/// Tests install nothing; the README's test command installs what they need.
@Suite("Test setup")
struct TestSetupTests {
    @Test func testsDoNotRunTheInstallerAndTheTestCommandDoes() throws {
        let tests = "\(Shell.packageRoot)/Tests"
        let sources =
            FileManager.default.enumerator(atPath: tests)?.compactMap { $0 as? String }.filter {
                $0.hasSuffix(".swift")
            } ?? []
        #expect(sources.count > 20)
        let installer = "\"scripts/" + "ensure-deps.sh\""  // the quoted path a process call would pass
        for source in sources {
            let text = try String(contentsOfFile: "\(tests)/\(source)", encoding: .utf8)
            #expect(!text.contains(installer), "\(source) runs the installer")
        }
        let command = try String(contentsOfFile: "\(Shell.packageRoot)/scripts/test.sh", encoding: .utf8)
        #expect(command.contains("scripts/ensure-deps.sh --peers --browser"))
        #expect(command.contains("export KEYBOARD_BENCH_REQUIRE_TOOLS=1"), "the test command insists on every tool")
    }

    @Test func aMissingToolIsNamedWithItsInstallFlag() {
        let missing = ToolAvailability.missing(
            [ToolRequirement("nosuch-tool (apt)", .executable("nosuch-tool-18"))], flag: "--peers")
        #expect(
            missing?.description
                == "missing nosuch-tool (apt): run scripts/ensure-deps.sh --peers (scripts/test.sh does)")
    }
}
