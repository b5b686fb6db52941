import AnalysisStub
import BenchKit
import Glibc
import KeyboardCore
import Testing

@testable import Scenarios

/// The snippet scenarios' harness side: the analyser's transport owns the backend stub and the App Group
/// folder (the product's `SnippetAnalyzer` holds no harness objects), they go with the session, and the
/// stub's peak resident size is read while it runs.
@Suite(.serialized)
struct AnalysisHarnessTests {
    /// What follows `name:` on its line of `/proc/<pid>/status`, parsed here (not by `ProcessProbe`),
    /// or `nil` when the process is gone or has no such line.
    static func status(_ name: String, of pid: Int32) -> Substring? {
        guard let file = fopen("/proc/\(pid)/status", "r") else { return nil }
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 256)
        while fgets(&line, Int32(line.count), file) != nil {
            let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if text.hasPrefix(name + ":") { return text.dropFirst(name.count + 1) }
        }
        return nil
    }

    /// `VmHWM` in bytes.
    static func peakResident(of pid: Int32) -> UInt64? {
        status("VmHWM", of: pid).flatMap { UInt64($0.filter(\.isNumber)) }.map { $0 * 1024 }
    }

    /// The state letter (`Z` for a zombie), or `nil` when the process is gone.
    static func state(of pid: Int32) -> Character? { status("State", of: pid)?.first { !$0.isWhitespace } }

    /// Checks a live harnessed session and returns its stub's pid and its folder (no reference kept).
    static func checkLive(_ session: KeyboardSession) throws -> (pid: Int32, directory: String) {
        let transport = try #require(AnalysisHarness.transport(session))
        let analyzer = try #require(session.controller.analyzer)
        let held = Mirror(reflecting: analyzer).children.filter { $0.value is [AnyObject] }.map { $0.label ?? "?" }
        #expect(held.isEmpty, "the analyser keeps objects alive for a harness: \(held)")
        let pid = transport.stub.pid, directory = transport.folder.directory
        #expect(access(directory, F_OK) == 0 && Self.state(of: pid).map { $0 != "Z" } == true)
        // The stub's peak resident, as the scenario records it and as read here.
        let recorded = try AnalysisHarness.backendPeakResident(session)
        let independent = try #require(Self.peakResident(of: pid))
        #expect(
            recorded > 1 << 20 && recorded <= independent && independent - recorded < 1 << 20,
            "\(recorded) vs \(independent)")
        return (pid, directory)
    }

    @Test func theTransportOwnsTheStubAndFolderAndTheAnalyserHoldsNoHarnessObjects() throws {
        var session: KeyboardSession? = try AnalysisHarness.session(backend: BackendStubOptions(latencyMilliseconds: 0))
        let (pid, directory) = try Self.checkLive(try #require(session))
        session = nil
        #expect(access(directory, F_OK) != 0, "the App Group folder outlived its session")
        #expect(Self.state(of: pid).map { $0 == "Z" } ?? true, "the stub outlived its session")
    }
}
