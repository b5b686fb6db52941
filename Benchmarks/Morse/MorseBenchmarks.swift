import BenchKit

/// The Morse input micro-benchmarks: a signal through the engine, a press classified, a
/// symbol decoded, an attempt recorded (one transaction each, and in batches of 64).
public enum MorseBenchmarks {
    /// The registered benchmarks.
    public static var all: [RegisteredScenario] {
        [
            engineSignal().entry, classifyPress().entry, decodeSymbol().entry, recordAttempt(batch: 1).entry,
            recordAttempt(batch: 64).entry,
        ]
    }

    static func engineSignal() -> Benchmark<MorseEngineBench> {
        Benchmark("morse-engine-signal", tags: .nightly, .pr) {
            Subject { try MorseEngineBench() }
            Parameter("speed", "20 WPM ±20 %, a symbol gap every fourth press")
            Measure("signal") { (bench: MorseEngineBench, _: inout StepContext) in try bench.signal() }
            Sampling(maximum: 0.5, quick: 0.1)
            Budget(.allocations("signal"), atMost: .count(0))
            TimeLimit(seconds: 60)
        }
    }

    static func classifyPress() -> Benchmark<MorseEngineBench> {
        Benchmark("morse-classify-press", tags: .nightly) {
            Subject { try MorseEngineBench() }
            Measure("classify") { (bench: MorseEngineBench, _: inout StepContext) in try bench.classify() }
            Sampling(maximum: 0.5, quick: 0.1)
            Budget(.allocations("classify"), atMost: .count(0))
            TimeLimit(seconds: 60)
        }
    }

    static func decodeSymbol() -> Benchmark<MorseDecodeBench> {
        Benchmark("morse-decode-symbol", tags: .nightly) {
            Subject { MorseDecodeBench() }
            Measure("decode") { (bench: MorseDecodeBench, _: inout StepContext) in bench.decode() }
            Sampling(maximum: 0.5, quick: 0.1)
            Budget(.allocations("decode"), atMost: .count(0))
            TimeLimit(seconds: 60)
        }
    }

    static func recordAttempt(batch: Int) -> Benchmark<MorseRecordBench> {
        Benchmark(batch == 1 ? "morse-record-attempt" : "morse-record-attempt-batched", tags: .nightly) {
            Subject { try MorseRecordBench(batchSize: batch) }
            Parameter("batch", "\(batch) attempts per transaction")
            Measure("record") { (bench: MorseRecordBench, _: inout StepContext) in try bench.record() }
            Sampling(maximum: 0.5, quick: 0.1)
            if batch > 1 { Budget(.latency("record"), .p50, atMost: .microseconds(20)) }
            TimeLimit(seconds: 60)
        }
    }
}
