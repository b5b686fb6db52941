import Foundation
import Testing

/// The documentation says what the figures are and how reports are written.
@Suite struct ReportDocsTests {
    static func read(_ path: String) throws -> String {
        try String(contentsOf: ReadmeTests.root.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func theReferenceSaysWhatTheMemoryFiguresAreAndQuotesNoFloorAsAConstant() throws {
        let readme = try Self.read("README.md") + Self.read("docs/reference.md")
        #expect(!readme.contains("(8.9 MB\nhere") && !readme.contains("8.9 MB here"))
        #expect(readme.contains("prints the figure it measured"))
        #expect(readme.contains("size classes, not requested bytes"))
        #expect(readme.contains("median of the repetitions' peak-minus-floor differences"))
    }

    @Test func theSchemaDescribesLatestAsLinksAndTheCurrentTemporaryNames() throws {
        let schema = try Self.read("Reports/README.md")
        #expect(!schema.contains("a copy of the last run"))
        #expect(!schema.contains("probes it (creates and removes a file)"))
        #expect(schema.contains("`.<name>.tmp-<pid>-<16 hex digits>`"))
        #expect(schema.contains("Reports/latest                 a relative symbolic link"))
        #expect(schema.contains("**median of those differences**"))
        #expect(schema.contains("4 MiB + 32 B array reads 5,242,880 B"))
        #expect(schema.contains("shows only in the object counts"))
    }
}
