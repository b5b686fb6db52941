import Foundation
import TestSupport
import Testing

@testable import BenchRunner

/// Settling the worker's file before a run: written back and out of the page cache, contents untouched.
@Suite struct WorkerFileTests {
    @Test func aFreshlyWrittenFileIsSettledAndUnchanged() throws {
        try withTemporaryDirectory("worker-file") { folder in
            let path = folder.at("worker")
            let bytes = Data((0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 31) })
            try bytes.write(to: URL(fileURLWithPath: path))
            #expect(WorkerFile.settle(path))
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)
        }
    }

    @Test func aMissingFileIsNotSettledAndNothingIsCreated() throws {
        try withTemporaryDirectory("worker-file-missing") { folder in
            let path = folder.at("no-such-worker")
            #expect(!WorkerFile.settle(path))
            #expect(!FileManager.default.fileExists(atPath: path))
        }
    }
}
