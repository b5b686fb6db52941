import Foundation
import TestSupport
import Testing

/// Rough edges of the command line, through the real binary: help for nested commands, and a command
/// asked to write over the report it reads.
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

    @Test(arguments: [
        "$KB export --format bmf $OUT/r.json --output $OUT/r.json",
        "$KB export --format bmf $OUT/r.json --output $OUT/link",
        "$KB compare $OUT/r.json \(OutputFileFaultTests.slower) --json $OUT/r.json",
        "$KB compare \(OutputFileFaultTests.slower) $OUT/r.json --json $OUT/link",
    ])
    func anOutputThatIsTheInputReportIsRefused(_ command: String) async throws {
        let setup = "cp \(OutputFileFaultTests.report) $OUT/r.json && ln -s $OUT/r.json $OUT/link && "
        let run = try await FaultTests.shell(
            setup + command + #"; echo "exit $?"; cmp -s $OUT/r.json "# + OutputFileFaultTests.report
                + #" && echo unchanged"#)
        #expect(run.stdout.hasSuffix("exit 2\nunchanged\n"), "\(command): \(run.stdout.suffix(200)) \(run.stderr)")
        #expect(run.stderr.contains("is the input report"), "\(run.stderr)")
        #expect(run.stderr.split(separator: "\n").count == 1, "\(run.stderr)")
    }
}
