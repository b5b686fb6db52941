import Glibc
import Testing

@testable import BenchSafety
import TestSupport

/// A run folder is published whole by one rename, and the staging folders of killed runs are removed.
struct RunStagingTests {
    static let run = "20261129-081500-abc123"

    @Test func aStagedFolderIsPublishedWholeAndNeverOverAnExistingOne() throws {
        let scratch = try TemporaryDirectory("bench-safety")
        let staging = TemporaryFileName(target: Self.run).name
        scratch.makeDirectory(staging)
        scratch.makeFile(staging + "/report.json", "{}")
        try RunFolderPublisher.rename(scratch.at(staging), to: scratch.at(Self.run))
        #expect(scratch.files() == [Self.run, Self.run + "/report.json"])
        scratch.makeDirectory(staging)
        #expect(throws: SystemError.self) {
            try RunFolderPublisher.rename(scratch.at(staging), to: scratch.at(Self.run))
        }
        #expect(scratch.read(Self.run + "/report.json") == "{}", "the published folder is untouched")
    }

    /// A run's staging folder is a `StagedFolder` like any other: removed when its writer is gone,
    /// kept while it runs; a folder without a staging name is never touched.
    @Test func theStagingFolderOfADeadWriterIsRemovedNothingElse() throws {
        let scratch = try TemporaryDirectory("bench-safety")
        let dead = TemporaryFileName(target: Self.run, processID: 999_999, nonce: 1).name
        let alive = TemporaryFileName(target: "20261129-081501-abc124", processID: 4242, nonce: 2).name
        let deadNotes = TemporaryFileName(target: "notes", processID: 999_999, nonce: 3).name
        let plain = "notes"
        for folder in [dead, alive, deadNotes, plain] {
            scratch.makeDirectory(folder)
            scratch.makeFile(folder + "/report.json")
        }
        let cleaner = StaleTemporaryFiles(isAlive: { $0 == 4242 })
        #expect(Set(cleaner.remove(in: scratch.path)) == [scratch.at(dead), scratch.at(deadNotes)])
        #expect(!scratch.files().contains { $0.hasPrefix(dead) || $0.hasPrefix(deadNotes) })
        #expect(scratch.files().contains(alive + "/report.json") && scratch.files().contains(plain + "/report.json"))
    }

    @Test func createDirectoriesMakesTheStagingFolderInPlaceOfTheRunFolder() throws {
        let scratch = try TemporaryDirectory("bench-safety")
        let plan = OutputPlan(directory: scratch.at("out/r"), runID: Self.run)
        let staging = scratch.at("out/r/.staged")
        #expect(try plan.createDirectories(runDirectory: staging) == [scratch.at("out"), scratch.at("out/r"), staging])
        #expect(scratch.files() == ["out", "out/r", "out/r/.staged"])
    }
}
