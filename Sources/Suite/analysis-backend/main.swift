import AnalysisStub
import CProcess
import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix

// The loopback backend stub for `POST /analyze-text` (its own process; see BackendStubOptions.usage).
signal(SIGPIPE, SIG_IGN)  // a stdout whose reader is gone is a failed write, not a silent death
let options: BackendStubOptions
do {
    if CommandLine.arguments.contains("--help") {
        print(BackendStubOptions.usage)
        exit(0)
    }
    options = try BackendStubOptions(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
    FileHandle.standardError.write(Data("analysis-backend: \(error)\n".utf8))
    exit(2)
}

do {
    try ListeningLine.checkStdoutIsOpen()
} catch {
    FileHandle.standardError.write(Data("analysis-backend: \(error)\n".utf8))
    exit(3)
}

// Never outlive the parent: killed with it, gone if it is already gone, and gone when it closes our stdin.
_ = kb_set_parent_death_signal(SIGKILL)
if options.parent != 0 && getppid() != options.parent { exit(0) }
Thread.detachNewThread {
    var byte: UInt8 = 0
    while read(0, &byte, 1) > 0 {}
    exit(0)
}

let behaviour = StubBehaviour(options: options)
let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
let bootstrap = ServerBootstrap(group: group)
    .serverChannelOption(ChannelOptions.backlog, value: 64)
    .serverChannelOption(ChannelOptions.socketOption(.so_reuseaddr), value: 1)
    .childChannelOption(ChannelOptions.autoRead, value: options.slowReadMilliseconds == 0)
    .childChannelInitializer { channel in
        channel.eventLoop.makeCompletedFuture {
            if options.slowReadMilliseconds > 0 {
                try channel.pipeline.syncOperations.addHandler(SlowReader(milliseconds: options.slowReadMilliseconds))
            }
            try channel.pipeline.syncOperations.configureHTTPServerPipeline()
            try channel.pipeline.syncOperations.addHandler(StubHandler(behaviour: behaviour, options: options))
        }
    }
do {
    let channel = try bootstrap.bind(host: "127.0.0.1", port: 0).wait()
    guard let port = channel.localAddress?.port else { throw StubError("no local port") }
    try ListeningLine.write(port: port)
    try channel.closeFuture.wait()
} catch {
    FileHandle.standardError.write(Data("analysis-backend: \(error)\n".utf8))
    exit(3)
}
