import BenchReport
import Foundation
import TestSupport
import Testing

@testable import BenchCLI

/// A comparison says what a reader must know before its numbers: an A/A run, changes not committed,
/// a base whose commit is not known.
@Suite("gate: the two builds compared")
struct BuildComparisonTests {
    @Test func theBaseBeingThisCommitIsSaid() async throws {
        let repo = try GateRequestTests.repository()
        let comparison = try await BuildComparison.resolve(
            baseRef: "HEAD", baseWorker: nil, resolver: RefResolver(directory: repo.path))
        #expect(comparison.base.commit == comparison.head.commit && comparison.head.dirty == false)
        #expect(
            comparison.notes.count == 1
                && comparison.notes[0].hasSuffix("and the tree is clean: an A/A run of the same code"))
        try "x".write(toFile: repo.at("new.txt"), atomically: true, encoding: .utf8)
        let dirty = try await BuildComparison.resolve(
            baseRef: "HEAD", baseWorker: nil, resolver: RefResolver(directory: repo.path))
        #expect(dirty.head.dirty)
        #expect(
            dirty.notes == [
                "the base (HEAD) is this checkout's commit \(ShortCommit.of(dirty.head.commit)): only the changes not committed differ"
            ])
    }

    @Test func aDirtyTreeAgainstAnotherBaseIsSaid() {
        let comparison = BuildComparison(
            base: .init(ref: "main", commit: "aaaa", worker: nil), head: .init(commit: "bbbbbbbbbbbbbbbb", dirty: true))
        #expect(
            comparison.notes == ["this checkout has changes not committed: the current side is bbbbbbbbbbbb with them"])
        let clean = BuildComparison(
            base: .init(ref: "main", commit: "aaaa", worker: nil), head: .init(commit: "bbbb", dirty: false))
        #expect(clean.notes.isEmpty)
    }

    @Test func aPrebuiltWorkerWithoutARefNamesNoCommit() async throws {
        let repo = try GateRequestTests.repository()
        let comparison = try await BuildComparison.resolve(
            baseRef: nil, baseWorker: "/bin/true", resolver: RefResolver(directory: repo.path))
        #expect(comparison.base.commit == nil)
        #expect(comparison.notes.contains { $0.hasPrefix("the base worker's commit is not known") })
    }
}
