import BenchKit
import KeyboardCore

/// Micro-benchmarks of the snippet path: appending a keystroke to a full window, encoding a
/// request from it, decoding a reply.
public enum SnippetBenchmarks {
    /// The registered benchmarks.
    public static var all: [RegisteredScenario] {
        [snippetAppend().entry, requestEncoding().entry, responseDecoding().entry]
    }
}

/// A full window and the bytes the analyser works with.
final class SnippetBench {
    var window = SnippetBuffer()
    var text: [UInt8] = []
    var body: [UInt8] = []
    let reply: [UInt8]
    private var index = 0
    private static let keystrokes: [String] = ["a", "é", " ", "1", "$", "Z", ".", "\n", "ñ", "k"]

    init() {
        text.reserveCapacity(4_096)
        body.reserveCapacity(8_192)
        window.append(
            String(repeating: "Verify your account at https://x.example.com now! ", count: 8), isSecure: false)
        reply =
            AnalysisVerdict(
                riskLevel: .high, confidence: 0.93, category: "phishing",
                explanation: "The message asks you to verify your account through a link.",
                timestamp: "2026-11-24T05:00:00Z"
            ).encoded
    }

    /// One keystroke into the full window (the oldest character drops out).
    func append() {
        index = index == Self.keystrokes.count - 1 ? 0 : index + 1
        window.append(Self.keystrokes[index], isSecure: false)
    }

    /// The request body from the window's bytes, as the client thread makes it.
    func encode() {
        window.copyUTF8(into: &text, maximumBytes: 4_096)
        AnalysisRequest.encode(
            sessionID: "0e4a7b52-61d8-4c3e-9a3f-2b8c1d0e5f61", appBundle: "com.apple.MobileSMS", textUTF8: text,
            into: &body)
    }

    /// A reply body decoded into a verdict.
    func decode() throws { _ = try AnalysisVerdict(decoding: reply) }
}

func snippetAppend() -> Benchmark<SnippetBench> {
    Benchmark("snippet-append", tags: .nightly, .pr) {
        Subject { SnippetBench() }
        Parameter("window", "300 characters, full (the oldest drops out)")
        Measure("append") { (bench: SnippetBench, _: inout StepContext) in bench.append() }
        Sampling(maximum: 1, quick: 0.2)
        Budget(.latency("append"), .p50, below: .microseconds(1))
        Budget(.allocations("append"), atMost: .count(0))
        TimeLimit(seconds: 60)
    }
}

func requestEncoding() -> Benchmark<SnippetBench> {
    Benchmark("request-encoding", tags: .nightly) {
        Subject { SnippetBench() }
        Parameter("window", "300 characters")
        Measure("encode") { (bench: SnippetBench, _: inout StepContext) in bench.encode() }
        Sampling(maximum: 1, quick: 0.2)
        Budget(.latency("encode"), .p50, below: .microseconds(50))
        TimeLimit(seconds: 60)
    }
}

func responseDecoding() -> Benchmark<SnippetBench> {
    Benchmark("response-decoding", tags: .nightly) {
        Subject { SnippetBench() }
        Parameter("reply", "a high-risk verdict, 5 members")
        Measure("decode") { (bench: SnippetBench, _: inout StepContext) in try bench.decode() }
        Sampling(maximum: 1, quick: 0.2)
        Budget(.latency("decode"), .p50, below: .microseconds(50))
        TimeLimit(seconds: 60)
    }
}
