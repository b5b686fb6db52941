import Glibc
import Testing

@testable import BenchSafety
import TestSupport

/// Leftovers of killed runs are cleaned; latest.json and latest.md always describe one run.
struct LatestAndTemporaryTests {
    @Test func temporaryNameCarriesThePidAndParsesBack() throws {
        let name = TemporaryFileName(target: "report.json", processID: 4242, nonce: 0xAB)
        #expect(name.name == ".report.json.tmp-4242-00000000000000ab")
        let parsed = try #require(TemporaryFileName.parse(name.name))
        #expect(parsed == ("report.json", 4242))
        let withoutNonce = try #require(TemporaryFileName.parse(".report.json.tmp-3735928559"))
        #expect(withoutNonce == ("report.json", nil))
        #expect(TemporaryFileName.parse("report.json") == nil)
        #expect(TemporaryFileName.parse(".notes.tmp-draft") == nil)
    }

    @Test func atomicWriteLeavesOnlyTheFileAndFailsCleanly() throws {
        let scratch = try TemporaryDirectory("bench-safety")
        try AtomicFileWriter.write(Array("{}".utf8), to: scratch.at("report.json"))
        try AtomicFileWriter.write(Array("{\"v\":2}".utf8), to: scratch.at("report.json"))
        #expect(scratch.read("report.json") == "{\"v\":2}")
        #expect(scratch.files() == ["report.json"])
        scratch.makeDirectory("taken")
        #expect(throws: SystemError.self) { try AtomicFileWriter.write([1], to: scratch.at("taken")) }
        #expect(scratch.files() == ["report.json", "taken"])
        #expect(throws: SystemError.self) { try AtomicFileWriter.write([1], to: scratch.at("missing/report.json")) }
    }

    /// (A write to /dev/full itself is covered by FileDescriptorWriterTests.)
    @Test func atomicWriteWhereNothingCanBeCreatedThrows() {
        #expect(throws: SystemError.self) { try AtomicFileWriter.write([1], to: "/proc/report.json") }
    }

    @Test func staleTemporariesOfDeadWritersAndOldOnesAreRemovedNothingElse() throws {
        let scratch = try TemporaryDirectory("bench-safety")
        let run = "20261122-040000-abc123"
        scratch.makeDirectory(run)
        let dead = TemporaryFileName(target: "report.json", processID: 999_999).name
        let alive = TemporaryFileName(target: "report.md", processID: 4242).name
        let mine = TemporaryFileName(target: "latest").name
        for name in [dead, alive, mine, ".report.json.tmp-123", ".write-probe-77", "notes.txt", ".hidden"] {
            scratch.makeFile(name)
        }
        scratch.makeFile("\(run)/\(dead)")
        scratch.makeFile("\(run)/report.json")
        // A folder under a temporary's name is a staging folder (`StagedFolder`): removed when its writer is
        // gone; a folder under any other name is not touched.
        scratch.makeDirectory(".latest.tmp-1-0000000000000001")
        scratch.makeDirectory(".latest.tmp-draft")
        let cleaner = StaleTemporaryFiles(maximumAge: 3600, isAlive: { $0 == 4242 })
        #expect(
            Set(cleaner.remove(in: scratch.path)) == [
                scratch.at(dead), scratch.at("\(run)/\(dead)"), scratch.at(".latest.tmp-1-0000000000000001"),
            ])
        scratch.age(".report.json.tmp-123", secondsAgo: 7200)
        scratch.age(".write-probe-77", secondsAgo: 7200)
        scratch.age(alive, secondsAgo: 7200)
        #expect(
            Set(cleaner.remove(in: scratch.path)) == [
                scratch.at(".report.json.tmp-123"), scratch.at(".write-probe-77"), scratch.at(alive),
            ])
        #expect(
            scratch.files()
                == [".hidden", ".latest.tmp-draft", mine, run, "\(run)/report.json", "notes.txt"].sorted())
    }

    @Test func cleaningAMissingDirectoryRemovesNothingAndDoesNotThrow() {
        #expect(StaleTemporaryFiles().remove(in: "/tmp/no-such-dir-\(getpid())").isEmpty)
    }

    @Test func processLivenessSeesThisProcessAndNotAnUnusedPid() {
        #expect(StaleTemporaryFiles.processIsAlive(getpid()))
        #expect(StaleTemporaryFiles.processIsAlive(Int32.max) == false)
    }

    @Test func latestLinksResolveToOneRunAndMoveTogether() throws {
        let scratch = try TemporaryDirectory("bench-safety")
        for (run, text) in [("20261122-040000-aaaaaa", "A"), ("20261122-050000-bbbbbb", "B")] {
            scratch.makeDirectory(run)
            scratch.makeFile("\(run)/report.json", "json \(text)")
            scratch.makeFile("\(run)/report.md", "md \(text)")
        }
        scratch.makeFile("latest.json", "old harness file")
        try LatestLink.point(directory: scratch.path, at: "20261122-040000-aaaaaa")
        #expect(scratch.read("latest.json") == "json A")
        #expect(scratch.read("latest.md") == "md A")
        try LatestLink.point(directory: scratch.path, at: "20261122-050000-bbbbbb")
        #expect(scratch.read("latest.json") == "json B")
        #expect(scratch.read("latest.md") == "md B")
        #expect(LatestLink.currentRunID(in: scratch.path) == "20261122-050000-bbbbbb")
        #expect(LatestLink.readLink(scratch.at("latest.json")) == "latest/report.json")
        #expect(scratch.files().filter { $0.contains(".tmp-") }.isEmpty)
        #expect((try? OutputPlan(directory: scratch.path, runID: "20261122-060000-cccccc").check()) != nil)
    }

    @Test func latestCannotReplaceARealDirectory() throws {
        let scratch = try TemporaryDirectory("bench-safety")
        scratch.makeDirectory("latest")
        scratch.makeFile("latest/keep")
        #expect(throws: SystemError.self) {
            try LatestLink.point(directory: scratch.path, at: "20261122-040000-aaaaaa")
        }
        #expect(scratch.files() == ["latest", "latest/keep"])
    }
}
