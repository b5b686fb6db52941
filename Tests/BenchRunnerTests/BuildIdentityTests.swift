import Foundation
import TestSupport
import Testing
@testable import BenchRunner

@Suite struct BuildIdentityTests {
    @Test func theIdentityFollowsTheBytesOfTheBinaries() throws {
        let directory = try TemporaryDirectory.make()
        let a = directory.appendingPathComponent("a"), b = directory.appendingPathComponent("b")
        try Data("worker v1".utf8).write(to: a)
        try Data("worker v2".utf8).write(to: b)
        let first = try #require(BuildIdentity.hash(of: [a.path]))
        #expect(first.count == 16)
        #expect(BuildIdentity.hash(of: [a.path]) == first)
        #expect(BuildIdentity.hash(of: [b.path]) != first)
        #expect(BuildIdentity.hash(of: [a.path, b.path]) != BuildIdentity.hash(of: [b.path, a.path]))
        #expect(BuildIdentity.hash(of: [directory.appendingPathComponent("missing").path]) == nil)
    }

    @Test func everyRunRecordsItsBuildIdentity() async throws {
        let (_, output) = try await FixtureTool.runSuite(["--filter", "^dsl-clean$"])
        let file = try RunReportFile(directory: output)
        let id = try #require(file.report.environment.buildId)
        #expect(file.markdown.contains("build `\(id)`"))
    }
}
