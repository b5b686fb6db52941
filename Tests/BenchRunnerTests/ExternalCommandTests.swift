import Foundation
import TestSupport
import Testing

@testable import BenchRunner

/// The gate's git and swift commands run as every other tool does (`ToolRun`): found on the PATH, in
/// their folder, with a deadline at which they are killed with their children, and the log says so.
struct ExternalCommandTests {
    @Test func aCommandThatNeverReturnsIsKilledWithItsChildrenAndTheLogSaysSo() async throws {
        let directory = try TemporaryDirectory("external-command")
        let tool = try ToolDeadlineTests.hangingTool(directory, named: "git")
        let log = directory.at("build.log")
        let status = await ExternalCommand(tool, ["status"], deadlineSeconds: 0.5).run(into: .log(log))
        #expect(status == -1)
        ToolDeadlineTests.expectChildGone(directory)
        let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        #expect(text.contains("\(tool) status did not finish within 0.5 s (killed with its children"), "\(text)")
    }

    @Test func aCommandRunsInItsFolderFoundOnThePathAndAppendsToItsLog() async throws {
        let directory = try TemporaryDirectory("external-command")
        let resolved = URL(fileURLWithPath: directory.path).resolvingSymlinksInPath().path
        let pwd = await ExternalCommand("pwd", [], directory: directory.path).capture()
        #expect(pwd.succeeded && [directory.path, resolved].contains(pwd.output), "\(pwd)")
        let log = directory.at("a.log")
        #expect(await ExternalCommand("sh", ["-c", "echo one; echo two >&2"]).run(into: .log(log)) == 0)
        #expect(await ExternalCommand("sh", ["-c", "echo three; exit 4"]).run(into: .log(log)) == 4)
        #expect((try? String(contentsOfFile: log, encoding: .utf8)) == "one\ntwo\nthree\n")
        #expect(await ExternalCommand("no-such-tool-anywhere", []).capture().status == -1)
    }
}
