import AnalysisStub
import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix

/// Serves one connection: `POST /analyze-text` (after the latency, as the behaviour says) and
/// `GET /stats`; anything else is a 404.
final class StubHandler: ChannelInboundHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    private let behaviour: StubBehaviour
    private let options: BackendStubOptions
    private var head: HTTPRequestHead?
    private var body = Data()

    init(behaviour: StubBehaviour, options: BackendStubOptions) {
        self.behaviour = behaviour
        self.options = options
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let requestHead):
            head = requestHead
            body = Data()
        case .body(var buffer):
            if body.count < 16_384, let bytes = buffer.readBytes(length: buffer.readableBytes) {
                body.append(contentsOf: bytes)
            }
        case .end:
            guard let head else { return }
            route(head, context: context)
        }
    }

    private func route(_ head: HTTPRequestHead, context: ChannelHandlerContext) {
        switch (head.method, head.uri) {
        case (.GET, "/stats"): respond(.ok, behaviour.statsJSON(), context: context)
        case (.GET, "/health"): respond(.ok, Data(#"{"status":"ok"}"#.utf8), context: context)
        case (.POST, "/analyze-text"): analyze(context: context)
        default: respond(.notFound, Data(#"{"detail":"Not Found"}"#.utf8), context: context)
        }
    }

    private func analyze(context: ChannelHandlerContext) {
        let request = StubBehaviour.validRequest(body)
        let action = behaviour.next(valid: request != nil)
        let delay = TimeAmount.milliseconds(Int64(options.latencyMilliseconds))
        context.eventLoop.scheduleTask(in: delay) {
            guard let request else {
                self.respond(.unprocessableEntity, Data(#"{"detail":"invalid request"}"#.utf8), context: context)
                return
            }
            switch action {
            case .verdict: self.respond(.ok, StubBehaviour.verdict(for: request["text"] ?? ""), context: context)
            case .failure:
                self.respond(.internalServerError, Data(#"{"detail":"backend failure"}"#.utf8), context: context)
            case .malformed(let kind): self.respond(.ok, StubBehaviour.malformedBody(kind), context: context)
            case .reset:
                guard let provider = context.channel as? SocketOptionProvider else {
                    context.close(promise: nil)
                    return
                }
                provider.setSoLinger(linger(l_onoff: 1, l_linger: 0)).whenComplete { _ in context.close(promise: nil) }
            }
        }
    }

    private func respond(_ status: HTTPResponseStatus, _ body: Data, context: ChannelHandlerContext) {
        var headers = HTTPHeaders()
        headers.add(name: "Content-Type", value: "application/json")
        headers.add(name: "Content-Length", value: "\(body.count)")
        headers.add(name: "Connection", value: "close")
        context.write(
            wrapOutboundOut(.head(HTTPResponseHead(version: .http1_1, status: status, headers: headers))), promise: nil)
        context.write(wrapOutboundOut(.body(.byteBuffer(ByteBuffer(bytes: body)))), promise: nil)
        context.writeAndFlush(wrapOutboundOut(.end(nil))).whenComplete { _ in context.close(promise: nil) }
    }
}

/// A slow reader: with auto-read off, asks for the next chunk of the request only after a delay.
final class SlowReader: ChannelDuplexHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer
    typealias OutboundIn = ByteBuffer

    private let delay: TimeAmount
    init(milliseconds: Int) { delay = .milliseconds(Int64(milliseconds)) }

    func channelActive(context: ChannelHandlerContext) {
        scheduleRead(context)
        context.fireChannelActive()
    }

    func channelReadComplete(context: ChannelHandlerContext) {
        scheduleRead(context)
        context.fireChannelReadComplete()
    }

    private func scheduleRead(_ context: ChannelHandlerContext) {
        context.eventLoop.scheduleTask(in: delay) { context.read() }
    }
}
