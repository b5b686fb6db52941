#if canImport(Glibc)
    import Glibc
#endif
import AnalysisClient
import AnalysisStub
import BenchKit
import KeyboardCore

/// A keyboard session that analyses its snippet through the real client against a backend stub
/// process started here (and stopped when the session is released: the analyser's transport, a
/// `StubbedTransport`, owns it).
enum AnalysisHarness {
    /// A displayed session on a manual clock, its analyser talking to a new stub with `backend`.
    static func session(backend: BackendStubOptions, policy: AnalysisTriggerPolicy = .standard) throws
        -> KeyboardSession
    {
        let clock = ManualKeyboardClock()
        let session = try KeyboardSession(device: .iPhone14Pro, appearance: .light, clock: clock)
        let stub = try BackendStub(options: backend, reapsOnStop: !MeasuringProcess.childrenAreReapedByItsReaper)
        let client = try HTTPAnalysisClient(port: stub.port, timeout: 5)
        let folder = try SharedStateFolder()
        let analyzer = SnippetAnalyzer(
            transport: StubbedTransport(client: client, stub: stub, folder: folder), policy: policy, clock: clock,
            sharedState: folder.store.load().state)
        session.controller.analyzer = analyzer
        try session.display()
        return session
    }

    static func analyzer(_ session: KeyboardSession) -> SnippetAnalyzer? { session.controller.analyzer }

    /// The harness side of the session's analyser: the client, the stub and the App Group folder.
    static func transport(_ session: KeyboardSession) -> StubbedTransport? {
        analyzer(session)?.transport as? StubbedTransport
    }

    /// The session's App Group folder.
    static func folder(_ session: KeyboardSession) -> SharedStateFolder? { transport(session)?.folder }

    static func clock(_ session: KeyboardSession) -> ManualKeyboardClock {
        session.controller.clock as? ManualKeyboardClock ?? ManualKeyboardClock()
    }

    /// The stub's own counts.
    static func stats(_ session: KeyboardSession) throws -> BackendStats {
        guard let stub = transport(session)?.stub else { throw BackendStubError.stats("no stub") }
        return try stub.stats()
    }

    /// The backend stub's peak resident size in bytes (`VmHWM` of `/proc/<pid>/status`, read while it runs).
    static func backendPeakResident(_ session: KeyboardSession) throws -> UInt64 {
        guard let stub = transport(session)?.stub else { throw BackendStubError.stats("no stub") }
        do { return try ProcessProbe.memory(of: stub.pid).vmHWM } catch {
            throw BackendStubError.stats("the stub's peak resident: \(error)")
        }
    }

    /// Waits (real time, at most `limit` seconds) until no request is in flight, polling the analyser
    /// as a keystroke would; advances `clock` by the time waited. Returns the seconds waited.
    @discardableResult
    static func waitForReply(_ session: KeyboardSession, limit: Double, clock: ManualKeyboardClock) -> Double {
        guard let analyzer = analyzer(session) else { return 0 }
        let start = ContinuousKeyboardClock()
        while analyzer.inFlight && start.now < limit {
            analyzer.poll()
            if analyzer.inFlight { usleep(1_000) }
        }
        clock.advance(by: start.now)
        return start.now
    }

    /// 1 when the snippet window holds exactly the last 300 characters of `reference` (the document's
    /// text since the last field change, segmented by the standard library as a whole), else 0.
    static func windowMatches(_ session: KeyboardSession, reference: String) -> Double {
        session.controller.snippetBuffer.text == String(reference.suffix(SnippetBuffer.defaultCapacity)) ? 1 : 0
    }
}
