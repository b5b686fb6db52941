#if canImport(Glibc)
    import Glibc
#endif
import KeyboardCore
import Synchronization

/// The keyboard's analysis transport: `POST /analyze-text` over HTTP/1.1 on a real TCP socket, sent
/// from a thread of its own. The keystroke side only copies the snippet's bytes into a slot it owns
/// (never waiting: a busy slot refuses the request), writes one byte to wake the thread, and later
/// picks up the outcome with an atomic load. Encoding, the exchange and decoding happen on the client
/// thread, so nothing of them is charged to (or can slow) a keystroke.
///
/// Releasing the client returns at once, a request in flight or not: the thread is detached and owns
/// what it uses (`ClientShared`, its end of the wake pipe); release closes the client's end of the
/// pipe, which ends the thread's wait for work or interrupts its exchange (the socket is closed), and
/// the thread then exits and frees what it owned.
public final class HTTPAnalysisClient: AnalysisTransport, Sendable {
    /// The most UTF-8 bytes of snippet sent (300 characters of up to 4 bytes, with room for marks).
    static let maximumSnippetBytes = 4_096
    /// Where requests go.
    let exchange: HTTPExchange
    let shared: ClientShared
    private let wakeWrite: Int32

    /// A client for the backend at `host:port`; starts its thread. Throws when the thread or its wake
    /// pipe cannot be made.
    public init(host: String = "127.0.0.1", port: UInt16, timeout: Double = 5) throws(HTTPError) {
        exchange = HTTPExchange(host: host, port: port, timeout: timeout)
        var fds: [Int32] = [0, 0]
        guard SystemCall.closeOnExecPipe(&fds) == 0 else { throw .transport("pipe: \(SystemCall.reason())") }
        shared = ClientShared(exchange: exchange, wakeRead: fds[0])
        wakeWrite = fds[1]
        let context = Unmanaged.passRetained(shared).toOpaque()
        var handle = pthread_t()
        let result = pthread_create(
            &handle, nil,
            { context in
                guard let context else { return nil }
                Unmanaged<ClientShared>.fromOpaque(context).takeRetainedValue().run()
                return nil
            }, context)
        guard result == 0 else {
            Unmanaged<ClientShared>.fromOpaque(context).release()
            close(fds[0])
            close(fds[1])
            throw .transport("pthread_create: \(SystemCall.reason(result))")
        }
        pthread_detach(handle)
    }

    /// Tells the thread to stop and returns: closing the wake pipe's write end ends the thread's read
    /// (end of file) or interrupts its exchange (a hang-up); it exits on its own soon after.
    deinit {
        shared.stopping.store(true, ordering: .releasing)
        close(wakeWrite)
    }

    /// Copies the request into the slot and wakes the thread; `false` if a request is in flight.
    public func send(sessionID: String, appBundle: String, snippet: SnippetBuffer) -> Bool {
        guard shared.phase.load(ordering: .acquiring) == ClientShared.idle else { return false }
        // `nil` when the lock was taken: the thread is reading the slot.
        let copied: Bool? = shared.slot.withLockIfAvailable { slot in
            slot.sessionID = sessionID
            slot.appBundle = appBundle
            snippet.copyUTF8(into: &slot.text, maximumBytes: Self.maximumSnippetBytes)
            return true
        }
        guard copied != nil else { return false }
        shared.phase.store(ClientShared.pending, ordering: .releasing)
        wake()
        return true
    }

    /// The outcome of the request in flight, once there is one.
    public func takeOutcome() -> AnalysisOutcome? {
        guard shared.phase.load(ordering: .acquiring) == ClientShared.done else { return nil }
        guard
            let outcome = shared.slot.withLockIfAvailable({ slot in
                defer { slot.outcome = nil }
                return slot.outcome
            }) ?? nil
        else { return nil }
        shared.phase.store(ClientShared.idle, ordering: .releasing)
        return outcome
    }

    /// Requests started by the client thread so far.
    public var requestsStarted: Int { shared.started.load(ordering: .relaxed) }

    private func wake() {
        var byte: UInt8 = 1
        _ = write(wakeWrite, &byte, 1)
    }
}
