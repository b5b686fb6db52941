import BenchKit
import MorseInput
import MorseStats

/// A learner at the symbol cards: each card shows a symbol of the ITU alphabet, a simulated hand keys
/// it (human-like timing from `HumanKeyer`), the engine decodes it, the card validates it and the
/// attempt goes to the statistics store (a real SQLite file in a temporary directory, seeded with a
/// history of earlier sessions so its page cache is at its steady size before the drill begins).
public final class MorseDrill {
    /// Symbols in a drill (`--quick`: 500): the speed schedule spans this many.
    static let plannedSymbols = (full: 10_000, quick: 500)
    /// Warm-up cards (`--quick`: 50). The drill tells a quick run by the warm-up it was given, so a quick
    /// run goes through the whole schedule too, compressed.
    static let warmUpCards = (full: 200, quick: 50)
    /// Attempts from earlier sessions already in the store.
    static let history = 20_000

    let directory: TemporaryStatsDirectory
    let store: MorseStatsStore
    let clock = ManualMorseClock()
    let card: SymbolCard
    var engine: MorseEngine<ManualMorseClock>
    var handler: DrillHandler
    var keyer: HumanKeyer<SeededRandom>
    var plan = KeyingPlan()
    let symbols: [MorseSymbol]
    let storedBefore: Int
    /// Symbols misread from a cold start at each of `coldStartSpeeds` (measured when the drill is made).
    let coldStartMisreads: [Double]
    /// One read of the monotonic clock, taken out of each `signal_latency` sample (two reads frame it).
    let clockRead = ClockProbe.measureOverhead()
    private(set) var keyed = 0
    private var warmUpsSeen = 0
    private(set) var attemptsMade = 0
    private(set) var correct = 0
    private var signalsThisSymbol = 0

    init(seed: UInt64) throws {
        directory = try TemporaryStatsDirectory(prefix: "morse-drill")
        store = try MorseStatsStore(path: directory.file("stats.sqlite"), batchSize: 64)
        symbols = MorseAlphabet.itu.entries.map(\.symbol).filter { $0 != .procedure(.invitationToTransmit) }
        card = try SymbolCard(symbol: symbols[0], haptics: CountingHaptics(), recorder: store, clock: clock)
        engine = try MorseEngine(clock: clock, timing: MorseTiming(initialWordsPerMinute: 5))
        handler = DrillHandler(card: card)
        keyer = HumanKeyer(random: SeededRandom(seed: seed))
        for index in 0..<Self.history {
            let symbol = symbols[index % symbols.count]
            try store.record(
                MorseAttempt(
                    symbol: symbol, correct: index % 7 != 0, inputMilliseconds: 900, unixMilliseconds: clock.unixNow))
        }
        storedBefore = try store.attemptCount()
        coldStartMisreads = try Self.measureColdStarts(seed: seed)
    }

    /// The speed of the `index`th of `count` measured symbols: 5 → 30 WPM over the first 70 % of the
    /// drill, then an abrupt drop to 12 WPM (a tired hand) to the end. Warm-up keys at 5 WPM.
    static func wordsPerMinute(symbol index: Int, of count: Int, warmUp: Bool) -> Double {
        guard !warmUp else { return 5 }
        let fraction = Double(index % count) / Double(count)
        return fraction < 0.7 ? 5 + 25 * fraction / 0.7 : 12
    }

    /// The schedule's length: the quick count after a quick warm-up.
    var scheduleLength: Int {
        warmUpsSeen == Self.warmUpCards.quick ? Self.plannedSymbols.quick : Self.plannedSymbols.full
    }

    /// Unmeasured: the next card (a random symbol) and its keying, planned into reused storage.
    func nextCard(_ context: inout StepContext) throws {
        let symbol = symbols[Int(context.random.next() % UInt64(symbols.count))]
        try card.present(symbol)
        engine.reset()
        handler.completed = nil
        let code = card.expected
        signalsThisSymbol = code.count
        if context.phase == .warmup { warmUpsSeen += 1 }
        let speed = Self.wordsPerMinute(symbol: keyed, of: scheduleLength, warmUp: context.phase == .warmup)
        keyer.time += keyer.duration(10, wordsPerMinute: speed)  // reading the card before keying
        keyer.plan(code, wordsPerMinute: speed, into: &plan)
        if context.phase == .measured { keyed += 1 }
    }

    /// Measured: the planned edges through the engine (the card sees each signal); records the time
    /// per signal (bounce edges and the trailing poll included, one clock read taken out).
    func key(_ context: inout StepContext) throws {
        let start = ClockProbe.monotonicNanoseconds()
        try plan.play(into: &engine, &handler)
        let elapsed = Double(ClockProbe.monotonicNanoseconds() - start) - clockRead
        context.record("signal_latency", max(0, elapsed) / Double(max(1, signalsThisSymbol)))
    }

    /// Measured: the card validates the completed symbol and records the attempt (batched into the
    /// store). A symbol the silence did not complete is finished as the card's time-out would.
    func attempt() throws {
        clock.now = plan.end
        if handler.completed == nil { try engine.finishSymbol(at: plan.end + 1_000, &handler) }
        guard let (code, time) = handler.completed else { return }
        card.onSymbolCompleted(code, at: time)
        attemptsMade += 1
        if case .correct = card.state { correct += 1 }
        if let problem = card.recordingError {
            throw MorseDrillError(description: "recording an attempt failed: \(problem)")
        }
    }

    /// Correct attempts over attempts (every attempt keys the right signals: a wrong one is a decoding error).
    var accuracy: Double { attemptsMade == 0 ? 0 : Double(correct) / Double(attemptsMade) }

    /// Attempts made that are not in the database.
    func unrecorded() throws -> Double { Double(attemptsMade - (try store.attemptCount() - storedBefore)) }
}

/// Passes signals to the card as they come; keeps the completed symbol for the measured `attempt` step.
struct DrillHandler: MorseEventHandler {
    let card: SymbolCard
    var completed: (MorseCode, Double)?

    mutating func handle(_ event: MorseEvent) {
        switch event {
        case .signalAdded(let signal, _, let time): card.onSignalAdded(signal, at: time)
        case .symbolCompleted(let code, let time): if completed == nil { completed = (code, time) }
        case .wordEnded: break
        }
    }
}

/// Counts feedback (the drill has no hand to buzz).
final class CountingHaptics: MorseHaptics {
    private(set) var successes = 0
    private(set) var errors = 0
    func success() { successes += 1 }
    func error() { errors += 1 }
}

struct MorseDrillError: Error, CustomStringConvertible {
    let description: String
}
