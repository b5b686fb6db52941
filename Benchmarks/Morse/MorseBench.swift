import BenchKit
import MorseInput
import MorseStats

/// The engine keying a prepared stream of presses (±20 % jitter at 20 WPM, a symbol gap after every
/// fourth press), one press and release per call: what one signal costs the engine. The state is one
/// struct, so a call makes one access to the bench's storage, not one per field.
public final class MorseEngineBench {
    var run: EngineRun

    init(seed: UInt64 = 2026) throws {
        run = try EngineRun(seed: seed)
    }

    /// One press and its release.
    func signal() throws { try run.signal() }

    /// One classification of a press length against the current speed.
    func classify() throws { try run.classify() }
}

struct EngineRun {
    var engine: MorseEngine<ManualMorseClock>
    var sink = EventCounter()
    let lengths: [Double]
    let gaps: [Double]
    var cursor = 0
    var time = 0.0

    init(seed: UInt64) throws {
        engine = try MorseEngine(clock: ManualMorseClock(), timing: MorseTiming(initialWordsPerMinute: 20))
        var keyer = HumanKeyer(random: SeededRandom(seed: seed))
        var random = SeededRandom(seed: seed &+ 1)
        lengths = (0..<1_024).map { _ in keyer.duration(Bool.random(using: &random) ? 1 : 3, wordsPerMinute: 20) }
        gaps = (0..<1_024).map { keyer.duration($0 % 4 == 3 ? 3 : 1, wordsPerMinute: 20) }
    }

    mutating func signal() throws {
        try engine.press(at: time, &sink)
        time += lengths[cursor]
        try engine.release(at: time, &sink)
        time += gaps[cursor]
        cursor = (cursor + 1) & 1_023
    }

    mutating func classify() throws {
        sink.signals &+= try engine.classify(pressMilliseconds: lengths[cursor]) == .dash ? 1 : 0
        cursor = (cursor + 1) & 1_023
    }
}

/// Counts events (the benchmark's handler).
struct EventCounter: MorseEventHandler {
    var signals = 0
    var symbols = 0
    mutating func handle(_ event: MorseEvent) {
        switch event {
        case .signalAdded: signals &+= 1
        case .symbolCompleted: symbols &+= 1
        case .wordEnded: break
        }
    }
}

/// Decoding every code of the alphabet and some unknown ones, one per call.
public final class MorseDecodeBench {
    let codes: [MorseCode]
    var cursor = 0
    var found = 0

    init() {
        let known = MorseAlphabet.itu.entries.map(\.code)
        let unknown = ["..--", "---.-", ".-.-", "----"].compactMap { MorseCode(pattern: $0) }
        codes = known + unknown
    }

    func decode() {
        if case .success = MorseAlphabet.itu.decode(codes[cursor]) { found &+= 1 }
        cursor = cursor + 1 == codes.count ? 0 : cursor + 1
    }
}

/// The statistics store in a temporary directory, recording attempts (batched, or one transaction each).
public final class MorseRecordBench {
    let directory: TemporaryStatsDirectory
    let store: MorseStatsStore
    let symbols: [MorseSymbol] = MorseAlphabet.itu.entries.map(\.symbol)
    var index = 0

    init(batchSize: Int) throws {
        directory = try TemporaryStatsDirectory(prefix: "morse-bench")
        store = try MorseStatsStore(path: directory.file("stats.sqlite"), batchSize: batchSize)
    }

    func record() throws {
        index &+= 1
        try store.record(
            MorseAttempt(
                symbol: symbols[index % symbols.count], correct: index % 5 != 0,
                inputMilliseconds: Double(index % 2_000), unixMilliseconds: 1_800_000_000_000
            ))
    }
}
