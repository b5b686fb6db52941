import Foundation
import TestSupport
import Testing

/// Rough edges of the command line, through the real binary: help for nested commands.
@Suite("command-line rough edges", .serialized)
struct CLIRoughEdgeTests {
    @Test(arguments: [("compact", "Rewrites full reports"), ("add", "Adds a run report")])
    func helpForANestedCommandPrintsItsHelp(_ command: String, _ abstract: String) async throws {
        let run = try await FaultTests.shell("$KB help history \(command)")
        #expect(run.code == 0, "\(run.stderr)")
        #expect(run.stdout.contains(abstract), "\(run.stdout)")
        let unknown = try await FaultTests.shell("$KB help history frob")
        #expect(unknown.code == 2 && unknown.stderr.hasPrefix("error: unknown command 'frob'"), "\(unknown.stderr)")
    }
}
