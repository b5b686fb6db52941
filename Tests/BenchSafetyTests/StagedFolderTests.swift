import Glibc
import Testing

@testable import BenchSafety
import TestSupport

/// A folder is published whole or not at all, and what dead runs left while staging one is removed.
struct StagedFolderTests {
    @Test func aStagedFolderAppearsWholeByOneRename() throws {
        let scratch = try TemporaryDirectory("bench-safety")
        let staged = try StagedFolder(publishing: scratch.at("profiles"))
        #expect(TemporaryFileName.parse(DirectoryEntries.lastComponent(of: staged.path))?.target == "profiles")
        try AtomicFileWriter.write(Array("a".utf8), to: staged.path + "/cpu.svg")
        #expect(!scratch.files().contains("profiles"), "staged out of sight")
        try staged.publish()
        #expect(scratch.files() == ["profiles", "profiles/cpu.svg"])
        #expect(scratch.read("profiles/cpu.svg") == "a")
    }

    @Test func aDiscardedOrRefusedFolderLeavesNothing() throws {
        let scratch = try TemporaryDirectory("bench-safety")
        let dropped = try StagedFolder(publishing: scratch.at("site"))
        try AtomicFileWriter.write([1], to: dropped.path + "/index.html")
        dropped.discard()
        #expect(scratch.files().isEmpty)
        scratch.makeFile("taken")
        let refused = try StagedFolder(publishing: scratch.at("taken"))
        #expect(throws: SystemError.self) { try refused.publish() }
        #expect(scratch.files() == ["taken"], "a failed rename removes the staging folder")
    }

    @Test func stagingFoldersOfDeadRunsAreRemovedBesideAndInRunFolders() throws {
        let scratch = try TemporaryDirectory("bench-safety")
        let run = "20261122-040000-abc123"
        scratch.makeDirectory(run)
        let dead = TemporaryFileName(target: "profiles", processID: Int32.max - 1).name
        let alive = TemporaryFileName(target: "profiles", processID: 4242).name
        for folder in [dead, "\(run)/\(dead)", "\(run)/\(alive)", "\(run)/.profiles-partial-0a1b2c3d", "\(run)/keep"] {
            scratch.makeDirectory(folder)
            scratch.makeFile("\(folder)/cpu.folded")
        }
        scratch.age("\(run)/.profiles-partial-0a1b2c3d", secondsAgo: 7200)
        let cleaner = StaleTemporaryFiles(maximumAge: 3600, isAlive: { $0 == 4242 })
        let removed = cleaner.remove(in: scratch.path).map { DirectoryEntries.lastComponent(of: $0) }.sorted()
        #expect(removed == [".profiles-partial-0a1b2c3d", dead, dead].sorted())
        #expect(
            TemporaryDirectory.files(in: scratch.at(run)) == [alive, "\(alive)/cpu.folded", "keep", "keep/cpu.folded"])
    }

    @Test func aNewStagedFolderRemovesWhatADeadRunStagedBesideIt() throws {
        let scratch = try TemporaryDirectory("bench-safety")
        let dead = TemporaryFileName(target: "site", processID: Int32.max - 1).name
        scratch.makeDirectory(dead)
        scratch.makeFile("\(dead)/index.html")
        let staged = try StagedFolder(publishing: scratch.at("site"))
        #expect(scratch.files() == [DirectoryEntries.lastComponent(of: staged.path)])
        staged.discard()
    }
}
