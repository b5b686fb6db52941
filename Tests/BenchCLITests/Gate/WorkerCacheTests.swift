import Foundation
import TestSupport
import Testing

@testable import BenchCLI

/// The base-worker cache: one worker per commit and build configuration, the newest eight.
@Suite("gate: the worker cache")
struct WorkerCacheTests {
    @Test func theConfigurationIsTheToolchainTheMachineAndTheFlags() {
        let text = WorkerCache.configurationText(
            toolchain: "Swift version 6.3.1", architecture: "x86_64", buildFlags: ["-Xswiftc", "-g"])
        #expect(text == "Swift version 6.3.1\nx86_64\n-c release\n-Xswiftc -g\n")
        #expect(
            WorkerCache.configurationText(toolchain: "t", architecture: "a", buildFlags: []) == "t\na\n-c release\n\n")
    }

    @Test func theHashIsGitsBlobHash() async throws {
        let repo = try GateRequestTests.repository()
        // `printf 'hello\n' | git hash-object --stdin`.
        #expect(
            try await WorkerCache.blobHash("hello\n", directory: repo.path)
                == "ce013625030ba8dba906f756967f9e9ca394464a")
    }

    @Test func aWorkerIsFoundByItsKeyAndTheNewestEightStay() throws {
        let folder = try TemporaryDirectory("worker-cache")
        let cache = WorkerCache(root: folder.path)
        let key = WorkerCache.Key(commit: "abc", configuration: "0123456789ab")
        #expect(cache.worker(key) == folder.path + "/workers/abc-0123456789ab/keyboard-bench-worker")
        #expect(cache.cached(key) == nil)
        for index in 0..<10 {
            let worker = cache.worker(WorkerCache.Key(commit: "c\(index)", configuration: "x"))
            try FileManager.default.createDirectory(
                atPath: (worker as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try FileManager.default.setAttributes(
                [.modificationDate: Date(timeIntervalSinceNow: Double(index - 100))],
                ofItemAtPath: (worker as NSString).deletingLastPathComponent)
        }
        cache.prune()
        let kept = try FileManager.default.contentsOfDirectory(atPath: cache.workers).sorted()
        #expect(kept == (2..<10).map { "c\($0)-x" })
    }
}
