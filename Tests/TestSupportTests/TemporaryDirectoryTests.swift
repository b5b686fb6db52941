import Glibc
import Testing
@testable import TestSupport

/// The tests' one scratch directory: fresh, unique, under `$TMPDIR`, and gone after use.
@Suite struct TemporaryDirectoryTests {
    static func exists(_ path: String) -> Bool { access(path, F_OK) == 0 }

    @Test func aDirectoryIsFreshUniqueAndRemovedWithItsContentsWhenDropped() throws {
        var paths: [String] = []
        do {
            let first = try TemporaryDirectory("unit")
            let second = try TemporaryDirectory("unit")
            paths = [first.path, second.path]
            #expect(first.path != second.path)
            #expect(first.path.hasPrefix(TemporaryDirectory.systemRoot + "/kb-unit-"))
            #expect(first.files().isEmpty)
            // A read-only folder with a file in it is removed too.
            #expect(mkdir(first.at("locked"), 0o755) == 0)
            #expect(creat(first.at("locked/file"), 0o644) >= 0)
            #expect(chmod(first.at("locked"), 0o500) == 0)
        }
        #expect(!paths.isEmpty && paths.allSatisfy { !Self.exists($0) })
    }

    @Test func aKeptDirectoryStays() throws {
        var path = ""
        do {
            let directory = try TemporaryDirectory("unit")
            path = directory.path
            directory.keep()
        }
        #expect(Self.exists(path))
        TemporaryDirectory.removeTree(path)
        #expect(!Self.exists(path))
    }

    @Test func withTemporaryDirectoryRemovesItWhenTheBodyThrows() async throws {
        struct Failure: Error {}
        var path = ""
        #expect(throws: Failure.self) {
            try withTemporaryDirectory("unit") { directory in
                path = directory.path
                #expect(Self.exists(path))
                throw Failure()
            }
        }
        #expect(!path.isEmpty && !Self.exists(path))
        let asynchronous = try await withTemporaryDirectory("unit") { directory async in directory.path }
        #expect(!Self.exists(asynchronous))
    }

    @Test func filesListsEveryEntrySortedAndDoesNotFollowLinks() throws {
        let directory = try TemporaryDirectory("unit")
        #expect(mkdir(directory.at("a"), 0o755) == 0 && mkdir(directory.at("a/b"), 0o755) == 0)
        #expect(creat(directory.at("a/b/c"), 0o644) >= 0 && creat(directory.at(".hidden"), 0o644) >= 0)
        #expect(symlink(directory.at("a"), directory.at("link")) == 0)
        #expect(directory.files() == [".hidden", "a", "a/b", "a/b/c", "link"])
        #expect(TemporaryDirectory.files(in: directory.at("a")) == ["b", "b/c"])
    }

    @Test func anUntilExitDirectoryOutlivesItsCallInOneFolderOfThisProcess() throws {
        let first = try TemporaryDirectory.untilExit("unit")
        let second = try TemporaryDirectory.untilExit("unit")
        #expect(first != second && Self.exists(first) && Self.exists(second))
        #expect(TestProducts.parent(of: first) == TestProducts.parent(of: second))
        #expect(TestProducts.parent(of: first).hasPrefix(TemporaryDirectory.systemRoot + "/kb-tests-\(getpid())-"))
    }
}
