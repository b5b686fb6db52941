#if canImport(Glibc)
    import Glibc
#endif
import KeyboardCore
import Synchronization

/// What the keystroke side and the client thread share: a phase (idle → pending → done → idle) and
/// one slot holding the request's parts and, later, the outcome.
final class ClientShared: Sendable {
    static let idle = 0, pending = 1, done = 2

    struct Slot {
        var sessionID = ""
        var appBundle = ""
        var text: [UInt8]
        var outcome: AnalysisOutcome?
    }

    let exchange: HTTPExchange
    let wakeRead: Int32
    let phase = Atomic<Int>(0)
    let stopping = Atomic<Bool>(false)
    let started = Atomic<Int>(0)
    let slot: Mutex<Slot>

    init(exchange: HTTPExchange, wakeRead: Int32) {
        self.exchange = exchange
        self.wakeRead = wakeRead
        var text: [UInt8] = []
        text.reserveCapacity(HTTPAnalysisClient.maximumSnippetBytes)
        slot = Mutex(Slot(text: text))
    }

    /// The thread: waits for a wake byte, serves a pending request, until told to stop (or the wake
    /// pipe's write end is closed); then closes its end of the pipe.
    func run() {
        var byte: UInt8 = 0
        var body: [UInt8] = []
        while !stopping.load(ordering: .acquiring) {
            let result = read(wakeRead, &byte, 1)
            if result < 0 && errno == EINTR { continue }
            if result <= 0 { break }
            guard phase.load(ordering: .acquiring) == Self.pending else { continue }
            slot.withLock {
                AnalysisRequest.encode(sessionID: $0.sessionID, appBundle: $0.appBundle, textUTF8: $0.text, into: &body)
            }
            started.add(1, ordering: .relaxed)
            let outcome = Self.outcome(of: exchange, body: body, interruptedBy: wakeRead)
            slot.withLock { $0.outcome = outcome }
            phase.store(Self.done, ordering: .releasing)
        }
        close(wakeRead)
    }

    /// One exchange, its failure named by kind; abandoned when `interrupt` hangs up (the client was released).
    static func outcome(of exchange: HTTPExchange, body: [UInt8], interruptedBy interrupt: Int32) -> AnalysisOutcome {
        let reply: HTTPReply
        do throws(HTTPError) {
            reply = try exchange.perform(
                method: "POST", path: AnalysisRequest.path, body: body, interruptedBy: interrupt)
        } catch {
            switch error {
            case .transport, .timedOut, .incomplete: return .failure(.transport(error.description))
            case .malformed: return .failure(.protocolError(error.description))
            }
        }
        guard reply.status == 200 else { return .failure(.status(reply.status)) }
        do throws(AnalysisWireError) {
            return .verdict(try AnalysisVerdict(decoding: reply.body))
        } catch {
            return .failure(.malformedReply(error))
        }
    }
}
