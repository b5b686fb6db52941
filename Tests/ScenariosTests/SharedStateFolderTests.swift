import Glibc
import Testing

@testable import Scenarios

/// The snippet scenarios' App Group folder is a scratch folder under `$TMPDIR`, named after the process
/// that made it (so a run after a killed worker removes it), and goes with its session.
struct SharedStateFolderTests {
    @Test func theFolderIsUnderTMPDIRNamedAfterItsMakerAndRemovedWithIt() throws {
        let root = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var folder: SharedStateFolder? = try SharedStateFolder()
        let directory = try #require(folder?.directory)
        let expectedStart =
            (root.hasSuffix("/") ? String(root.dropLast()) : root) + "/keyboard-bench-state-\(getpid())-"
        #expect(directory.hasPrefix(expectedStart), "\(directory)")
        #expect(access(directory, F_OK) == 0)
        folder = nil
        #expect(access(directory, F_OK) != 0, "\(directory) outlived its session")
    }
}
